/**
 * Page /peeling-retinol: hero with booking, price panel (face, neckline, face + neckline), indications,
 * session steps, benefits, practical information before and after, contraindications, a link to
 * /soins-visage and the call to action.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TreatmentPage } from '../../schemas/pages.ts';

export default {
  id: 'peeling-retinol',
  path: '/peeling-retinol',
  name: 'Peeling au Rétinol',
  breadcrumb: true,
  hero: {
    badge: 'Renouvellement cutané',
    title: 'Peeling au Rétinol',
    subtitle: 'Éclat du teint, grain de peau et taches superficielles',
    intro:
      'Le peeling au rétinol est un peeling superficiel à base de vitamine A, appliqué au cabinet selon un protocole médical. Il stimule le renouvellement naturel de la peau pour un teint plus lumineux et plus uniforme, de façon progressive et variable d’une personne à l’autre.',
    images: [
      {
        src: '/images/treatments/peeling-retinol.svg',
        alt: 'Illustration : flacon de sérum, pipette et fines couches de peau qui se renouvellent',
      },
    ],
    highlights: [
      { value: '3 à 6 séances', label: 'selon l’indication' },
      { value: '2 à 4 semaines', label: 'entre deux séances' },
      { value: 'Visage et décolleté', label: 'zones traitées' },
    ],
    booking: true,
  },
  prices: {
    title: 'Tarifs du peeling au rétinol',
    intro: 'Tarifs par séance, selon la zone traitée.',
    display: 'panel',
    showLabel: 'Voir les Tarifs',
    hideLabel: 'Masquer les Tarifs',
    tables: [
      {
        kind: 'standard',
        id: 'peeling-retinol-zones',
        title: 'Peeling au rétinol : tarifs par zone',
        rows: [
          { zone: 'Visage', price: 150, duration: 25 },
          { zone: 'Décolleté', price: 150, duration: 25 },
          { zone: 'Visage + décolleté', price: 250, duration: 35 },
        ],
      },
    ],
    notes: [
      'Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.',
      'Le nombre de séances est défini lors de la consultation.',
    ],
  },
  sections: [
    {
      kind: 'indications',
      id: 'indications',
      title: 'Pour quelles indications ?',
      intro:
        'Le peeling au rétinol s’adresse aux personnes qui souhaitent améliorer la qualité globale de leur peau sans recourir à une technique plus intensive.',
      groups: [
        {
          title: 'Éclat et teint',
          items: [
            'Teint terne ou fatigué',
            'Taches pigmentaires superficielles, liées au soleil ou à l’âge',
          ],
          benefits:
            'Le rétinol contribue à réguler la production de mélanine et à unifier le teint.',
        },
        {
          title: 'Texture de la peau',
          items: [
            'Pores visibles, grain de peau épais',
            'Aspect rugueux',
            'Marques résiduelles de certaines imperfections, selon l’avis du médecin',
          ],
          benefits:
            'Le renouvellement cellulaire affine le grain de peau et rend la surface plus homogène.',
        },
        {
          title: 'Premiers signes de l’âge',
          items: ['Ridules', 'Perte de luminosité', 'Décolleté marqué par le soleil'],
          benefits:
            'Le rétinol participe à stimuler les fibroblastes, qui produisent le collagène et l’élastine.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'deroulement',
      title: 'Le déroulement d’une séance',
      intro:
        'La séance est courte et généralement bien tolérée ; une légère sensation de chaleur ou de tiraillement peut être ressentie.',
      steps: [
        {
          step: 1,
          title: 'Démaquillage et nettoyage',
          description: 'La peau est soigneusement démaquillée et nettoyée.',
        },
        {
          step: 2,
          title: 'Préparation de la peau',
          description:
            'Une solution dégraissante peut être appliquée pour que le produit pénètre de manière homogène.',
        },
        {
          step: 3,
          title: 'Application du rétinol',
          description:
            'Le rétinol est appliqué en couche fine sur la zone à traiter, en évitant le contour immédiat des yeux et des lèvres.',
        },
        {
          step: 4,
          title: 'Conseils de sortie',
          description:
            'Le produit reste en place plusieurs heures selon la consigne donnée, puis se retire à la maison par un rinçage à l’eau tiède.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'bienfaits',
      title: 'Les bienfaits recherchés',
      intro:
        'Les effets sont progressifs et varient selon l’état initial de la peau, l’âge, le mode de vie et les soins à domicile.',
      items: [
        {
          icon: 'sparkles',
          title: 'Teint plus lumineux',
          description:
            'L’élimination des cellules mortes accumulées en surface redonne de l’éclat.',
        },
        {
          icon: 'layers',
          title: 'Grain de peau affiné',
          description: 'La surface de la peau devient plus lisse et plus homogène.',
        },
        {
          icon: 'sun',
          title: 'Teint plus uniforme',
          description: 'Le rétinol contribue à atténuer les taches pigmentaires superficielles.',
        },
        {
          icon: 'leaf',
          title: 'Soin superficiel',
          description:
            'Un peeling doux qui stimule le renouvellement naturel de la peau, sans la retirer en profondeur.',
        },
        {
          icon: 'clock',
          title: 'Séance courte',
          description: 'Quelques dizaines de minutes au cabinet, selon la zone traitée.',
        },
        {
          icon: 'user',
          title: 'Protocole personnalisé',
          description:
            'Concentration, temps de pose et nombre de séances sont adaptés à chaque patient.',
        },
      ],
    },
    {
      kind: 'facts',
      id: 'infos-pratiques',
      title: 'Informations pratiques',
      facts: [
        {
          label: 'Durée de la séance',
          duration: { variant: 'retinolPeelDuration.treatmentPage' },
          suffix: 'selon la zone',
        },
        {
          label: 'Tarif',
          price: { variant: 'retinolPeelPrice.treatmentPage' },
          suffix: 'la séance',
        },
        { label: 'Protocole', value: '3 à 6 séances espacées de 2 à 4 semaines' },
        { label: 'Soleil', value: 'À éviter pendant les 2 semaines qui précèdent la séance' },
        { label: 'Suites', value: 'Desquamation possible pendant quelques jours' },
      ],
    },
    {
      kind: 'list',
      id: 'avant-le-peeling',
      title: 'Avant le peeling',
      tone: 'check',
      items: [
        'Éviter le soleil et les UV, y compris les cabines de bronzage, pendant les 2 semaines qui précèdent la séance',
        'Signaler tout traitement en cours, en particulier photosensibilisant ou à base de rétinoïdes',
        'Interrompre, si le médecin le demande, les cosmétiques exfoliants quelques jours avant (acides de fruits, gommages, rétinol du quotidien)',
        'Éviter l’épilation à la cire et les gommages sur la zone dans les jours précédents',
      ],
    },
    {
      kind: 'list',
      id: 'apres-le-peeling',
      title: 'Après le peeling',
      intro:
        'Dans les jours qui suivent, la peau peut peler en fines pellicules : cette desquamation est attendue et son intensité varie selon les personnes.',
      tone: 'check',
      items: [
        'Ne pas arracher les peaux qui se détachent',
        'Appliquer une crème hydratante et apaisante, selon les conseils donnés au cabinet',
        'Utiliser chaque jour une protection solaire à indice élevé et continuer à éviter le soleil',
        'Éviter le maquillage le jour même, ainsi que le sauna, le hammam et la piscine pendant quelques jours',
        'Contacter le cabinet en cas de réaction inhabituelle (brûlure, cloques, rougeur persistante)',
      ],
    },
    {
      kind: 'list',
      id: 'contre-indications',
      title: 'Contre-indications',
      intro:
        'Cette liste n’est pas exhaustive : seul l’entretien médical permet de confirmer que le soin est possible pour vous.',
      tone: 'caution',
      items: [
        'Grossesse et allaitement',
        'Peau irritée, lésée ou présentant une infection active (par exemple un bouton de fièvre)',
        'Coup de soleil ou exposition récente au soleil',
        'Traitement récent par rétinoïdes oraux, ou certains traitements photosensibilisants',
        'Allergie connue aux dérivés de la vitamine A',
        'Maladie de peau en poussée, comme un eczéma ou une rosacée inflammatoire',
      ],
    },
    {
      kind: 'links',
      id: 'autres-soins',
      title: 'Découvrir nos autres soins',
      text: 'Pour des taches plus marquées, d’autres approches peuvent être discutées lors de la consultation.',
      links: [
        { label: 'Voir tous les soins du visage', href: '/soins-visage' },
        { label: 'Traitement des lésions pigmentaires', href: '/lesion-pigmentaire' },
      ],
    },
  ],
  cta: {
    title: 'Retrouver l’éclat de votre teint',
    text: 'Une consultation médicale est obligatoire avant tout traitement : 50 €, déduits des premiers soins. Elle permet de vérifier que le peeling au rétinol est adapté à votre peau.',
    booking: true,
    secondary: { label: 'Poser une question', href: '/contact?traitement=peeling-retinol' },
  },
  procedure: {
    name: 'Peeling au rétinol',
    procedureType: 'NoninvasiveProcedure',
    bodyLocation: 'Visage, décolleté',
  },
  meta: {
    title: 'Peeling au rétinol : éclat du teint et grain de peau',
    description:
      'Peeling au rétinol visage et décolleté dès 150 € : cure de 3 à 6 séances espacées de 2 à 4 semaines, précautions et contre-indications.',
    keywords: [
      'peeling rétinol',
      'peeling visage',
      'peeling décolleté',
      'éclat du teint',
      'taches pigmentaires',
      'grain de peau',
      'peeling Villefranche-sur-Saône',
    ],
    path: '/peeling-retinol',
    image: {
      src: '/images/treatments/peeling-retinol.svg',
      alt: 'Illustration : flacon de sérum, pipette et fines couches de peau qui se renouvellent',
    },
  },
} satisfies DataFile<typeof TreatmentPage>;
