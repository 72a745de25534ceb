/**
 * Page /mesotherapie (mésothérapie NCTF 135): hero with booking, price panel (the page's own reading of
 * the price list, variant laserCo2Prices.mesotherapyPage), composition categories, session steps,
 * benefits, practical information, precautions, a link to /soins-visage and the call to action.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TreatmentPage } from '../../schemas/pages.ts';

export default {
  id: 'mesotherapie',
  path: '/mesotherapie',
  name: 'Mésothérapie NCTF 135',
  breadcrumb: true,
  hero: {
    badge: 'Revitalisation cutanée',
    title: 'Mésothérapie NCTF 135',
    subtitle: 'Acide hyaluronique et 58 ingrédients actifs pour nourrir la peau',
    intro:
      'La mésothérapie consiste à introduire dans la peau, par micro-injections très superficielles, un complexe d’acide hyaluronique non réticulé et de 58 ingrédients actifs. Elle vise à améliorer l’hydratation, l’éclat et la souplesse de la peau, sans modifier les volumes du visage.',
    images: [
      {
        src: '/images/treatments/mesotherapie.svg',
        alt: 'Illustration : micro-injections de vitamines et de molécules diffusant dans la peau',
      },
    ],
    highlights: [
      { value: 'Dès 180 €', label: 'la séance' },
      { value: '30 min', label: 'par séance' },
      { value: '3 à 5 séances', label: 'espacées de 2 à 3 semaines' },
      { value: '58 actifs', label: 'associés à l’acide hyaluronique' },
    ],
    booking: true,
  },
  prices: {
    title: 'Nos tarifs',
    intro:
      'Tarifs indicatifs par zone et par séance. Le protocole et le devis sont établis lors de la consultation.',
    display: 'panel',
    showLabel: 'Voir les Tarifs',
    hideLabel: 'Masquer les Tarifs',
    tables: [{ variant: 'laserCo2Prices.mesotherapyPage' }],
    notes: [
      'Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.',
      'Paiement en plusieurs fois possible.',
    ],
  },
  sections: [
    {
      kind: 'composition',
      id: 'composition',
      title: 'La composition du NCTF 135',
      intro:
        'Le NCTF 135 associe de l’acide hyaluronique non réticulé, qui ne sert pas à combler mais à participer à l’hydratation, à un complexe de 58 ingrédients actifs répartis en plusieurs familles.',
      categories: [
        {
          category: 'Acide hyaluronique',
          elements: ['Acide hyaluronique non réticulé'],
          benefits:
            'Molécule naturellement présente dans la peau, capable de retenir l’eau ; elle participe à l’hydratation des tissus.',
        },
        {
          category: 'Vitamines',
          elements: ['Vitamine A', 'Vitamines du groupe B', 'Vitamine C', 'Vitamine E'],
          benefits:
            'Elles participent notamment à la protection des cellules contre le stress oxydatif.',
        },
        {
          category: 'Acides aminés',
          elements: [
            'Glycine',
            'Proline',
            'Lysine',
            'Autres acides aminés essentiels et non essentiels',
          ],
          benefits:
            'Éléments constitutifs des protéines de la peau, comme le collagène et l’élastine.',
        },
        {
          category: 'Minéraux',
          elements: ['Calcium', 'Magnésium', 'Potassium', 'Sodium'],
          benefits: 'Ils sont impliqués dans de nombreuses réactions cellulaires.',
        },
        {
          category: 'Coenzymes',
          elements: ['Coenzymes du métabolisme cellulaire'],
          benefits: 'Elles interviennent dans le fonctionnement et le métabolisme des cellules.',
        },
        {
          category: 'Acides nucléiques',
          elements: ['Constituants des acides nucléiques'],
          benefits: 'Ils sont liés au fonctionnement et au renouvellement des cellules.',
        },
      ],
    },
    {
      kind: 'indications',
      id: 'indications',
      title: 'Pour qui ?',
      groups: [
        {
          title: 'Indications',
          items: [
            'Peau déshydratée, qui tiraille ou manque de souplesse',
            'Teint terne, marqué par la fatigue, le stress ou la pollution',
            'Premiers signes de l’âge : ridules, perte d’éclat, texture moins homogène',
            'Préparation ou complément d’autres soins du visage',
          ],
        },
        {
          title: 'Zones traitées',
          items: ['Visage', 'Contour des yeux', 'Cou', 'Décolleté', 'Dos des mains'],
          benefits: 'Les zones sont choisies avec le médecin selon l’indication.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'deroulement',
      title: 'Le déroulement d’une séance',
      intro:
        'Une séance dure environ 30 minutes. Les injections sont généralement bien supportées.',
      steps: [
        {
          step: 1,
          title: 'Nettoyage et désinfection',
          description: 'La peau est démaquillée, nettoyée puis désinfectée.',
        },
        {
          step: 2,
          title: 'Confort',
          description:
            'Une crème anesthésiante peut être appliquée, selon la sensibilité de chacun.',
        },
        {
          step: 3,
          title: 'Micro-injections',
          description:
            'Le produit est déposé par micro-injections superficielles et régulières, à l’aide d’une aiguille très fine. On décrit le plus souvent des picotements.',
        },
        {
          step: 4,
          title: 'Soin apaisant',
          description:
            'Un soin apaisant est appliqué et les conseils pour les jours suivants vous sont remis.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'bienfaits',
      title: 'Les bienfaits recherchés',
      intro:
        'L’action est progressive. Les résultats varient d’une personne à l’autre et ne peuvent pas être garantis.',
      items: [
        {
          icon: 'droplet',
          title: 'Hydratation en profondeur',
          description:
            'L’acide hyaluronique participe à l’hydratation des tissus, au cœur de la peau.',
        },
        {
          icon: 'sparkles',
          title: 'Éclat du teint',
          description: 'Une peau mieux hydratée et nourrie paraît souvent plus lumineuse.',
        },
        {
          icon: 'leaf',
          title: 'Souplesse et confort',
          description: 'Le soin vise une peau plus souple, qui tiraille moins.',
        },
        {
          icon: 'layers',
          title: 'Qualité de peau',
          description:
            'Les actifs apportent à la peau des éléments qui participent à son bon fonctionnement.',
        },
        {
          icon: 'clock',
          title: 'Séance courte',
          description: 'Environ 30 minutes, avec une reprise rapide des activités.',
        },
        {
          icon: 'heart',
          title: 'Résultat naturel',
          description:
            'La mésothérapie ne modifie pas les volumes du visage : elle agit sur la peau elle-même.',
        },
      ],
    },
    {
      kind: 'facts',
      id: 'infos-pratiques',
      title: 'Informations pratiques',
      facts: [
        { label: 'Durée de la séance', value: '30 minutes' },
        { label: 'Protocole', value: '3 à 5 séances espacées de 2 à 3 semaines' },
        { label: 'Produit', value: 'NCTF 135 : acide hyaluronique et 58 ingrédients actifs' },
        {
          label: 'Suites',
          value: 'Petites papules pendant quelques heures à 1 ou 2 jours, parfois de petits bleus',
        },
        {
          label: 'Entretien',
          value: 'Séances d’entretien possibles, à un rythme défini avec le médecin',
        },
        { label: 'Tarif', value: 'À partir de 180 € la séance' },
      ],
    },
    {
      kind: 'list',
      id: 'avant-la-seance',
      title: 'Avant la séance',
      tone: 'check',
      items: [
        'Venir sans maquillage',
        'Signaler tout traitement en cours, en particulier les anticoagulants ou l’aspirine',
        'Ne pas prendre de médicament qui fluidifie le sang sans avis médical dans les jours qui précèdent',
        'Éviter de programmer la séance juste avant un événement important',
      ],
    },
    {
      kind: 'list',
      id: 'apres-la-seance',
      title: 'Après la séance',
      tone: 'check',
      items: [
        'Éviter le maquillage pendant quelques heures, idéalement jusqu’au lendemain',
        'Éviter le sport intense, le sauna, le hammam et la piscine le jour même',
        'Ne pas exposer la peau au soleil dans les jours qui suivent et appliquer une protection solaire',
        'Hydrater la peau avec les soins conseillés au cabinet',
      ],
    },
    {
      kind: 'list',
      id: 'contre-indications',
      title: 'Contre-indications',
      intro:
        'Cette liste n’est pas exhaustive : la consultation médicale permet de vérifier que le soin vous convient.',
      tone: 'caution',
      items: [
        'Grossesse ou allaitement',
        'Infection ou lésion cutanée sur la zone à traiter (bouton de fièvre, acné inflammatoire importante)',
        'Allergie connue à l’un des composants',
        'Troubles de la coagulation ou traitement anticoagulant, à discuter avec le médecin',
        'Maladie auto-immune ou affection cutanée en poussée, selon l’avis médical',
      ],
    },
    {
      kind: 'links',
      id: 'autres-soins',
      title: 'Découvrir nos autres soins',
      text: 'La mésothérapie peut être associée à d’autres soins, comme le CoolPeel. L’enchaînement des soins est toujours fixé par le médecin.',
      links: [
        { label: 'Voir tous les soins du visage', href: '/soins-visage' },
        { label: 'CoolPeel + NCTF 135', href: '/coolpeel' },
      ],
    },
  ],
  cta: {
    title: 'Redonner de l’éclat à votre peau',
    text: 'Une consultation médicale est obligatoire avant la première séance : 50 €, déduits des premiers soins. Le médecin évalue votre peau et vous propose un protocole personnalisé.',
    booking: true,
    secondary: { label: 'Poser une question', href: '/contact?traitement=mesotherapie' },
  },
  procedure: {
    name: 'Mésothérapie NCTF 135',
    procedureType: 'PercutaneousProcedure',
    bodyLocation: 'Visage, cou, décolleté, mains',
  },
  meta: {
    title: 'Mésothérapie visage NCTF 135 près de Lyon',
    description:
      'Mésothérapie NCTF 135 : acide hyaluronique et 58 actifs, séance de 30 min dès 180 €, cure de 3 à 5 séances. Consultation médicale préalable.',
    keywords: [
      'mésothérapie visage',
      'NCTF 135',
      'acide hyaluronique',
      'revitalisation cutanée',
      'hydratation de la peau',
      'skinbooster',
      'mésothérapie Villefranche-sur-Saône',
    ],
    path: '/mesotherapie',
    image: {
      src: '/images/treatments/mesotherapie.svg',
      alt: 'Illustration : micro-injections de vitamines et de molécules diffusant dans la peau',
    },
  },
} satisfies DataFile<typeof TreatmentPage>;
