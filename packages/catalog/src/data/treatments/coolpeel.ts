/**
 * Page /coolpeel: hero with a contact button, price panel (CoolPeel alone or with NCTF 135), benefits,
 * before/after diagram, the combined CoolPeel + NCTF 135 offer, practical information, indications,
 * precautions, the centre's address and the call to action.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TreatmentPage } from '../../schemas/pages.ts';

export default {
  id: 'coolpeel',
  path: '/coolpeel',
  name: 'CoolPeel',
  breadcrumb: true,
  hero: {
    badge: 'Laser CO2 nouvelle génération',
    title: 'CoolPeel',
    subtitle: 'Un resurfaçage au laser CO2 fractionné, pensé pour agir en surface',
    intro:
      'Le CoolPeel délivre l’énergie du laser CO2 de façon très brève et très superficielle, pour renouveler la surface de la peau en limitant l’échauffement des tissus. Les suites sont habituellement légères et permettent, dans la plupart des cas, de reprendre rapidement ses activités.',
    images: [
      {
        src: '/images/treatments/coolpeel.svg',
        alt: 'Illustration : zone de balayage laser en micro-points sur la peau',
      },
    ],
    highlights: [
      { value: '30 à 45 min', label: 'par séance' },
      { value: '1 à 3 séances', label: 'selon l’indication' },
      { value: '150 €', label: 'la séance' },
    ],
    booking: true,
    secondary: { label: 'Nous contacter', href: '/contact' },
  },
  prices: {
    title: 'Tarifs CoolPeel',
    display: 'panel',
    showLabel: 'Voir les Tarifs',
    hideLabel: 'Masquer les Tarifs',
    tables: [
      {
        kind: 'standard',
        id: 'coolpeel-tarifs',
        title: 'CoolPeel',
        firstColumn: 'Soin',
        rows: [
          { zone: 'CoolPeel', price: 150, duration: { min: 30, max: 45 } },
          { zone: 'CoolPeel + mésothérapie NCTF 135', price: 230 },
        ],
      },
    ],
    notes: ['Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.'],
  },
  sections: [
    {
      kind: 'benefits',
      id: 'bienfaits',
      title: 'Les atouts du CoolPeel',
      intro:
        'Comme pour tout acte médical, la tolérance et les résultats varient d’une personne à l’autre.',
      items: [
        {
          icon: 'clock',
          title: 'Suites légères',
          description:
            'La peau est rosée et chaude pendant quelques heures ; la reprise des activités est généralement rapide.',
        },
        {
          icon: 'sparkles',
          title: 'Éclat et grain de peau',
          description:
            'Le soin vise un teint plus lumineux, un grain de peau plus fin et plus uniforme.',
        },
        {
          icon: 'layers',
          title: 'Action en surface',
          description:
            'Des impulsions très courtes agissent sur les couches superficielles en limitant la chaleur en profondeur.',
        },
        {
          icon: 'droplet',
          title: 'Association possible',
          description:
            'Le CoolPeel peut être associé à une mésothérapie NCTF 135 pour hydrater la peau en profondeur.',
        },
      ],
    },
    {
      kind: 'beforeAfter',
      id: 'avant-apres',
      title: 'Avant et après',
      images: [
        {
          src: '/images/before-after/coolpeel.svg',
          alt: 'Illustration schématique : relief de la surface de la peau, irrégulier avant et plus lisse après le CoolPeel',
        },
      ],
      caption:
        'Illustration schématique, et non photographie de patient. Les résultats varient d’une personne à l’autre.',
    },
    {
      kind: 'offers',
      id: 'offres',
      title: 'CoolPeel seul ou associé à la mésothérapie NCTF 135',
      intro:
        'Le laser travaille la surface et le renouvellement de la peau, la mésothérapie apporte hydratation et actifs au derme. L’intérêt de l’association et son calendrier sont évalués au cas par cas par le médecin.',
      bookable: false,
      offers: [
        {
          id: 'coolpeel',
          name: 'CoolPeel',
          duration: { min: 30, max: 45 },
          price: 150,
          description: 'Une séance de resurfaçage au laser CO2 CoolPeel.',
          included: [
            'Préparation de la peau',
            'Séance de laser CoolPeel',
            'Soin apaisant et conseils de suivi',
          ],
        },
        {
          id: 'coolpeel-nctf-135',
          name: 'CoolPeel + NCTF 135',
          price: 230,
          description: 'Le CoolPeel associé à une séance de mésothérapie NCTF 135.',
          included: [
            'Séance de laser CoolPeel',
            'Séance de mésothérapie NCTF 135 (acide hyaluronique et 58 actifs)',
            'Soin apaisant et conseils de suivi',
          ],
        },
      ],
    },
    {
      kind: 'facts',
      id: 'infos-pratiques',
      title: 'Informations pratiques',
      facts: [
        { label: 'Durée de la séance', value: '30 à 45 minutes, préparation comprise' },
        { label: 'Nombre de séances', value: '1 à 3 séances, ajusté lors de la consultation' },
        { label: 'Tarif', value: '150 €, ou 230 € avec la mésothérapie NCTF 135' },
        { label: 'Zones', value: 'Visage, cou, décolleté, dos des mains' },
        {
          label: 'Après la séance',
          value: 'Protection solaire à indice élevé, pas d’exposition directe au soleil',
        },
      ],
    },
    {
      kind: 'list',
      id: 'indications',
      title: 'Pour quelles indications ?',
      intro: 'Le CoolPeel peut être proposé, après examen, en cas de :',
      tone: 'check',
      items: [
        'Teint terne ou manque d’éclat',
        'Grain de peau irrégulier et pores visibles',
        'Ridules superficielles, autour des yeux ou de la bouche',
        'Certaines irrégularités pigmentaires superficielles',
        'Marques légères laissées par l’acné ou le soleil',
      ],
    },
    {
      kind: 'list',
      id: 'contre-indications',
      title: 'Précautions et contre-indications',
      intro:
        'Cette liste n’est pas exhaustive : c’est l’entretien médical qui permet de décider si le traitement vous convient.',
      tone: 'caution',
      items: [
        'Grossesse et allaitement',
        'Peau bronzée ou exposition solaire récente',
        'Infection cutanée ou bouton de fièvre en cours',
        'Prise récente d’isotrétinoïne ou de traitements photosensibilisants',
        'Tendance aux cicatrices hypertrophiques ou chéloïdes',
      ],
    },
    {
      kind: 'address',
      id: 'adresse',
      title: 'Notre centre',
      intro:
        'Le centre de médecine laser vous accueille sur rendez-vous, près de Villefranche-sur-Saône.',
    },
  ],
  cta: {
    title: 'Une question sur le CoolPeel ?',
    text: 'Une consultation médicale est obligatoire avant tout traitement : 50 €, déduits des premiers soins. Elle permet d’analyser votre peau et de construire avec vous un protocole personnalisé.',
    booking: true,
    secondary: { label: 'Nous contacter', href: '/contact' },
  },
  procedure: {
    name: 'CoolPeel, resurfaçage au laser CO2 fractionné',
    procedureType: 'NoninvasiveProcedure',
    bodyLocation: 'Visage, cou, décolleté, mains',
  },
  meta: {
    title: 'CoolPeel : laser CO2 fractionné aux suites légères',
    description:
      'CoolPeel, resurfaçage au laser CO2 fractionné : 150 € la séance, 230 € avec la mésothérapie NCTF 135. Séance de 30 à 45 min, 1 à 3 séances.',
    keywords: [
      'CoolPeel',
      'laser CO2 fractionné',
      'resurfaçage laser',
      'grain de peau',
      'éclat du teint',
      'mésothérapie NCTF 135',
    ],
    path: '/coolpeel',
    image: {
      src: '/images/treatments/coolpeel.svg',
      alt: 'Illustration : zone de balayage laser en micro-points sur la peau',
    },
  },
} satisfies DataFile<typeof TreatmentPage>;
