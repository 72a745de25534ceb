/**
 * Page /lesion-pigmentaire (laser des lésions pigmentaires): hero with booking and contact buttons, the
 * price (always visible, the hero button scrolls to it), laser technology, five lesion types,
 * contraindications, preparation, before/after diagram, four steps, aftermath timeline, post-care,
 * advantages, commitments, five FAQ items, a link to /soins-visage and the call to action.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TreatmentPage } from '../../schemas/pages.ts';

export default {
  id: 'lesion-pigmentaire',
  path: '/lesion-pigmentaire',
  name: 'Lésions pigmentaires',
  breadcrumb: true,
  hero: {
    badge: 'Laser pigmentaire',
    title: 'Traitement des lésions pigmentaires',
    subtitle: 'Taches brunes, lentigos, taches de rousseur',
    intro:
      'Le laser pigmentaire cible le pigment des taches brunes bénignes en préservant la peau qui les entoure. Chaque tache est d’abord examinée par le médecin : seule une lésion reconnue comme bénigne peut être traitée au laser.',
    images: [
      {
        src: '/images/treatments/lesion-pigmentaire.svg',
        alt: 'Illustration : taches pigmentaires schématiques observées à la loupe et ciblées',
      },
    ],
    highlights: [
      { value: 'Dès 100 €', label: 'selon la taille et le nombre de taches' },
      { value: '15 à 30 min', label: 'par séance' },
      { value: '1 séance', label: 'le plus souvent' },
    ],
    booking: true,
    secondary: { label: 'Nous contacter', href: '/contact' },
  },
  prices: {
    title: 'Tarif',
    intro:
      'Le tarif dépend du nombre, de la taille et de la localisation des taches. Un devis personnalisé vous est remis lors de la consultation.',
    display: 'anchor',
    showLabel: 'Voir les Tarifs',
    hideLabel: 'Masquer les Tarifs',
    tables: [
      {
        kind: 'standard',
        id: 'lesion-pigmentaire-tarif',
        title: 'Laser des lésions pigmentaires',
        firstColumn: 'Soin',
        rows: [
          {
            zone: 'Lésion pigmentaire',
            price: { from: 100 },
            duration: { min: 15, max: 30 },
            note: 'Selon la taille et le nombre de taches',
          },
        ],
      },
    ],
    notes: [
      'Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.',
      'Consultation de contrôle à 1 mois incluse dans le suivi.',
    ],
  },
  sections: [
    {
      kind: 'technologies',
      id: 'technologie',
      title: 'La technologie laser',
      intro:
        'Le traitement repose sur le principe de la photothermolyse sélective : la lumière du laser est absorbée de façon préférentielle par la mélanine, le pigment des taches.',
      items: [
        {
          name: 'Ciblage du pigment',
          description:
            'La longueur d’onde est choisie pour être absorbée par la mélanine de la tache, en limitant l’effet sur la peau environnante.',
        },
        {
          name: 'Impulsions très brèves',
          description:
            'L’énergie est délivrée en impulsions très courtes qui fragmentent le pigment ; celui-ci est ensuite éliminé naturellement par la peau.',
        },
        {
          name: 'Réglages personnalisés',
          description:
            'Les paramètres sont adaptés par le médecin à chaque tache et à votre type de peau, après un examen attentif.',
        },
      ],
    },
    {
      kind: 'lesionTypes',
      id: 'indications',
      title: 'Les lésions traitées',
      intro:
        'Après examen médical, le laser peut être proposé pour plusieurs types de taches bénignes.',
      items: [
        {
          name: 'Lentigos solaires',
          description:
            'Les « taches de soleil » ou « taches de vieillesse », brunes et bien délimitées.',
          details: ['Visage, mains, décolleté, avant-bras', 'Liées à l’exposition solaire cumulée'],
        },
        {
          name: 'Éphélides',
          description: 'Les taches de rousseur, petites et nombreuses, qui foncent au soleil.',
          details: [
            'Fréquentes sur les peaux claires',
            'Elles peuvent réapparaître avec l’exposition solaire',
          ],
        },
        {
          name: 'Taches café au lait',
          description:
            'Des taches planes de couleur brun clair, souvent présentes depuis l’enfance.',
          details: ['Réponse variable au laser', 'Plusieurs séances parfois nécessaires'],
        },
        {
          name: 'Hyperpigmentation post-inflammatoire',
          description:
            'Des marques brunes laissées par une inflammation de la peau : acné, irritation, petite plaie.',
          details: ['Évaluation au cas par cas', 'Traitement prudent, surtout sur les peaux mates'],
        },
        {
          name: 'Mélasma',
          description: 'Des plaques brunes du visage, favorisées par le soleil et les hormones.',
          details: [
            'Le laser n’est pas toujours indiqué',
            'Prise en charge souvent associée à d’autres soins',
            'Récidive possible',
          ],
        },
      ],
    },
    {
      kind: 'list',
      id: 'contre-indications',
      title: 'Contre-indications',
      intro:
        'Cette liste n’est pas exhaustive : l’examen médical permet de décider si le traitement vous convient.',
      tone: 'caution',
      items: [
        'Lésion suspecte ou d’aspect atypique : elle n’est jamais traitée au laser et fait l’objet d’un avis dermatologique',
        'Peau bronzée ou exposition solaire récente',
        'Grossesse',
        'Traitement photosensibilisant ou isotrétinoïne en cours ou récent',
        'Infection ou lésion cutanée active sur la zone',
        'Tendance aux cicatrices chéloïdes',
      ],
    },
    {
      kind: 'preparation',
      id: 'preparation',
      title: 'Se préparer au traitement',
      steps: [
        {
          title: 'Consultation médicale',
          description:
            'Le médecin examine chaque tache, vérifie qu’elle est bénigne, recherche les contre-indications et vous remet un devis.',
        },
        {
          title: 'Les semaines précédentes',
          description:
            'Évitez l’exposition solaire, les UV et les autobronzants sur la zone : une peau bronzée augmente le risque de complications.',
        },
        {
          title: 'Les jours précédents',
          description:
            'Suspendez, si le médecin vous le demande, les produits exfoliants ou irritants sur la zone et signalez tout nouveau traitement.',
        },
        {
          title: 'Le jour de la séance',
          description:
            'Venez avec une peau propre, sans maquillage ni crème sur la zone à traiter.',
        },
      ],
    },
    {
      kind: 'beforeAfter',
      id: 'avant-apres',
      title: 'Avant et après',
      images: [
        {
          src: '/images/before-after/lesion-pigmentaire.svg',
          alt: 'Illustration schématique : coupe de la peau, pigment concentré avant et pigment dispersé après le traitement',
        },
      ],
      caption:
        'Illustration schématique, et non photographie de patient. Les résultats varient d’une personne à l’autre et selon le type de tache.',
    },
    {
      kind: 'steps',
      id: 'deroulement',
      title: 'Le déroulement d’une séance',
      intro: 'Une séance dure de 15 à 30 minutes selon le nombre et la taille des taches.',
      steps: [
        {
          step: 1,
          title: 'Examen et repérage',
          description:
            'Le médecin réexamine les taches à traiter et ajuste les réglages du laser à votre peau.',
        },
        {
          step: 2,
          title: 'Protection',
          description: 'La peau est nettoyée et vos yeux sont protégés par des lunettes adaptées.',
        },
        {
          step: 3,
          title: 'Tirs laser',
          description:
            'Le laser est appliqué sur chaque tache. La sensation est souvent comparée à un petit claquement d’élastique sur la peau.',
        },
        {
          step: 4,
          title: 'Soin et conseils',
          description:
            'Un soin apaisant est appliqué et les consignes pour les semaines suivantes vous sont remises.',
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'suites',
      title: 'Les suites du traitement',
      intro:
        'Le plus souvent, une seule séance suffit. Si nécessaire, 2 à 3 séances peuvent être réalisées, espacées de 6 à 8 semaines.',
      entries: [
        {
          period: 'Juste après la séance',
          title: 'Rougeur et tache plus visible',
          description: 'La zone est légèrement rouge ; la tache peut blanchir puis foncer.',
          duration: 'Quelques heures',
        },
        {
          period: 'Premiers jours',
          title: 'Petite croûte',
          description:
            'La tache fonce et peut se couvrir d’une fine croûte, qui tombe d’elle-même. Il ne faut pas l’arracher.',
          duration: 'Quelques jours à environ deux semaines',
        },
        {
          period: 'À 1 mois',
          title: 'Consultation de contrôle',
          description:
            'Le médecin évalue le résultat et décide avec vous si une séance complémentaire est utile.',
        },
        {
          period: 'Si nécessaire',
          title: 'Séances complémentaires',
          description: 'Jusqu’à 2 à 3 séances au total selon la tache et la réponse de la peau.',
          duration: 'Espacées de 6 à 8 semaines',
        },
      ],
    },
    {
      kind: 'list',
      id: 'soins-apres',
      title: 'Les soins après la séance',
      tone: 'check',
      items: [
        'Appliquer une protection solaire SPF 50+ sur la zone traitée pendant 1 mois',
        'Éviter toute exposition directe au soleil pendant la cicatrisation',
        'Ne pas gratter ni arracher les croûtes',
        'Appliquer le soin cicatrisant ou apaisant conseillé par le médecin',
        'Éviter le maquillage sur la zone tant que la peau n’est pas cicatrisée',
        'Contacter le cabinet en cas de réaction inhabituelle',
      ],
    },
    {
      kind: 'benefits',
      id: 'avantages',
      title: 'Les avantages du traitement',
      intro:
        'Les résultats varient d’une personne à l’autre, selon le type de tache et la réponse de la peau.',
      items: [
        {
          icon: 'target',
          title: 'Traitement ciblé',
          description: 'Le laser vise le pigment de la tache en préservant la peau qui l’entoure.',
        },
        {
          icon: 'clock',
          title: 'Séance courte',
          description: 'De 15 à 30 minutes, selon le nombre et la taille des taches.',
        },
        {
          icon: 'calendar',
          title: 'Peu de séances',
          description: 'Une seule séance le plus souvent, parfois 2 à 3.',
        },
        {
          icon: 'stethoscope',
          title: 'Examen médical',
          description: 'Chaque tache est examinée par le médecin avant tout traitement.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'engagements',
      title: 'Nos engagements',
      tone: 'check',
      items: [
        'Un examen médical de chaque tache avant tout traitement',
        'Un traitement réalisé par le médecin, avec des réglages adaptés à votre peau',
        'Une consultation de contrôle à 1 mois',
        'Un devis personnalisé, avec paiement en plusieurs fois possible',
        'Un suivi post-traitement inclus',
      ],
    },
    {
      kind: 'faq',
      id: 'questions',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'Le traitement est-il douloureux ?',
          answer:
            'La sensation est souvent comparée à un petit claquement d’élastique sur la peau. Elle est brève et généralement bien supportée ; le confort est adapté à chacun.',
        },
        {
          question: 'Combien de séances faut-il prévoir ?',
          answer:
            'Une seule séance suffit le plus souvent. Certaines taches demandent 2 à 3 séances, espacées de 6 à 8 semaines. Le médecin fait le point lors de la consultation de contrôle à 1 mois.',
        },
        {
          question: 'Les taches peuvent-elles revenir ?',
          answer:
            'Une tache traitée peut réapparaître, et de nouvelles taches peuvent se former, surtout en cas d’exposition solaire. Une protection solaire régulière reste indispensable après le traitement.',
        },
        {
          question: 'À quelle période faire le traitement ?',
          answer:
            'La peau ne doit pas être bronzée et la zone traitée doit être protégée du soleil pendant le mois qui suit. Beaucoup de patients choisissent donc l’automne ou l’hiver.',
        },
        {
          question: 'Toutes les taches peuvent-elles être traitées au laser ?',
          answer:
            'Non. Seules les lésions reconnues comme bénignes lors de l’examen médical peuvent l’être. Une tache d’aspect inhabituel n’est jamais traitée au laser et fait l’objet d’un avis dermatologique.',
        },
      ],
    },
    {
      kind: 'links',
      id: 'autres-soins',
      title: 'Voir tous nos soins',
      text: 'Pour un teint terne ou des taches très superficielles, d’autres soins du visage peuvent être discutés.',
      links: [
        { label: 'Voir tous les soins du visage', href: '/soins-visage' },
        { label: 'Peeling au rétinol', href: '/peeling-retinol' },
      ],
    },
  ],
  cta: {
    title: 'Faire examiner vos taches',
    text: 'Une consultation médicale est obligatoire avant tout traitement : 50 €, déduits des premiers soins. Seul cet examen permet de déterminer le traitement adapté.',
    booking: true,
    secondary: { label: 'Nous contacter', href: '/contact' },
  },
  procedure: {
    name: 'Traitement laser des lésions pigmentaires',
    procedureType: 'NoninvasiveProcedure',
    bodyLocation: 'Visage, mains, décolleté',
  },
  meta: {
    title: 'Laser des taches pigmentaires près de Lyon',
    description:
      'Traitement laser des taches brunes bénignes (lentigos, taches de rousseur) dès 100 €, séance de 15 à 30 min. Examen médical préalable obligatoire.',
    keywords: [
      'laser taches pigmentaires',
      'lentigo solaire',
      'taches brunes',
      'taches de rousseur',
      'laser pigmentaire',
      'taches de vieillesse',
    ],
    path: '/lesion-pigmentaire',
    image: {
      src: '/images/treatments/lesion-pigmentaire.svg',
      alt: 'Illustration : taches pigmentaires schématiques observées à la loupe et ciblées',
    },
  },
} satisfies DataFile<typeof TreatmentPage>;
