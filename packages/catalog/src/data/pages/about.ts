/**
 * The page about the doctor (/a-propos): presentation, specialties, diplomas, four figures, four values,
 * opening hours (rendered from variants.ts), first consultation and call to action.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { About } from '../../schemas/pages.ts';

export default {
  hero: {
    badge: 'À propos',
    title: 'Votre médecin, spécialiste en médecine laser',
    subtitle: 'Médecine esthétique et laser, près de Lyon',
    intro:
      'Une pratique médicale de la médecine laser et esthétique, fondée sur l’écoute, l’examen attentif de la peau et des traitements adaptés à chaque patient.',
    images: [
      {
        src: '/images/hero/a-propos.svg',
        alt: 'Illustration abstraite : cabinet médical lumineux aux formes douces',
        orientation: 'portrait',
      },
    ],
    booking: true,
    secondary: { label: 'Nous contacter', href: '/contact' },
  },
  presentation: [
    'Médecin formé à la médecine laser et à la médecine esthétique, j’accueille mes patients dans un centre entièrement dédié à ces soins, près de Lyon et à quelques minutes de Villefranche-sur-Saône.',
    'Chaque traitement commence par une consultation médicale : je prends le temps d’examiner la peau, d’écouter vos attentes, de rechercher les contre-indications et de vous expliquer ce que le traitement peut apporter, ses limites et ses suites possibles.',
    'Je réalise moi-même les séances, avec des appareils médicaux dont les réglages sont adaptés à votre type de peau et à la zone traitée. Les résultats varient d’une personne à l’autre : mon rôle est de vous proposer le traitement le plus adapté, ou de vous déconseiller celui qui ne l’est pas.',
  ],
  specialtiesTitle: 'Spécialités',
  specialties: [
    'Épilation laser définitive',
    'Laser CO2 fractionné et CoolPeel',
    'Détatouage laser',
    'Traitement laser des lésions pigmentaires et des varicosités',
    'Radiofréquence microneedling (Morpheus 8)',
    'Cryolipolyse',
    'Mésothérapie NCTF 135 et peelings',
    'HydraFacial et photobiomodulation LED',
  ],
  diplomasTitle: 'Diplômes et formations',
  diplomas: [
    // PLACEHOLDER: plausible titles, to be confirmed by the doctor
    'Doctorat en médecine',
    'Diplôme interuniversitaire de lasers médicaux',
    'Diplôme interuniversitaire de médecine morphologique et anti-âge',
    'Formations spécifiques aux technologies utilisées au centre',
  ],
  figures: [
    { value: { variant: 'yearsOfExperience.aboutPage' }, label: 'années d’expérience' },
    { value: '2000+', label: 'patients accompagnés' },
    { value: '15+', label: 'traitements proposés' },
    { value: '98%', label: 'de patients satisfaits' },
  ],
  valuesTitle: 'Nos valeurs',
  values: [
    {
      icon: 'shield',
      title: 'Sécurité',
      description:
        'Consultation préalable obligatoire, recherche des contre-indications et appareils médicaux entretenus et contrôlés.',
    },
    {
      icon: 'check',
      title: 'Transparence',
      description:
        'Un devis personnalisé, des tarifs affichés et des explications honnêtes sur les résultats possibles, qui varient selon chaque personne.',
    },
    {
      icon: 'heart',
      title: 'Bienveillance',
      description: 'Le temps de l’écoute et des réponses à toutes vos questions, sans pression.',
    },
    {
      icon: 'award',
      title: 'Exigence',
      description:
        'Une formation continue aux techniques de médecine laser et des protocoles adaptés à chaque peau.',
    },
  ],
  hoursTitle: 'Horaires d’ouverture',
  firstConsultation:
    'La première consultation dure 30 minutes. Elle permet d’examiner votre peau, de vérifier l’absence de contre-indication et de vous remettre un devis personnalisé. Elle coûte 50 €, déduits ensuite des premiers soins.',
  cta: {
    title: 'Parlons de votre projet',
    text: 'Prenez rendez-vous pour une première consultation de 30 minutes (50 €, déduits des premiers soins).',
    booking: true,
    secondary: { label: 'Nous contacter', href: '/contact' },
  },
  meta: {
    title: 'À propos du médecin, spécialiste en médecine laser',
    description:
      'Médecin esthétique spécialisé en médecine laser près de Lyon : parcours, diplômes, spécialités et valeurs. Première consultation de 30 minutes.',
    keywords: [
      'médecin esthétique',
      'médecine laser',
      'médecin laser Lyon',
      'Villefranche-sur-Saône',
      'diplôme lasers médicaux',
      'consultation esthétique',
    ],
    path: '/a-propos',
    image: {
      src: '/images/hero/a-propos.svg',
      alt: 'Illustration abstraite : cabinet médical lumineux aux formes douces',
    },
  },
} satisfies DataFile<typeof About>;
