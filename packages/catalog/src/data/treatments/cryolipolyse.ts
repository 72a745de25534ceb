/**
 * Page /cryolipolyse : tarifs (panneau), avant / après schématique à 1 mois, déroulement en trois
 * étapes, zones traitables, informations pratiques, contre-indications, quatre raisons, bouton
 * « Consultation » vers le formulaire de contact.
 * La durée d’une séance est une lecture nommée : `cryolipolyseDuration.treatmentPage` (70 min sur cette page).
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TreatmentPage } from '../../schemas/pages.ts';

export default {
  id: 'cryolipolyse',
  path: '/cryolipolyse',
  name: 'Cryolipolyse',
  breadcrumb: false,
  hero: {
    badge: 'Remodelage corporel',
    title: 'Cryolipolyse',
    subtitle: 'Affiner les amas graisseux localisés par le froid, sans chirurgie',
    intro:
      'La cryolipolyse refroidit de façon contrôlée un bourrelet de graisse localisé : les cellules graisseuses exposées au froid sont ensuite éliminées naturellement par l’organisme. Ce n’est pas une méthode d’amaigrissement : elle s’adresse aux amas qui résistent à l’alimentation et au sport. Une consultation médicale préalable (50 €, déduits des premiers soins) vérifie l’indication.',
    images: [
      {
        src: '/images/treatments/cryolipolyse.svg',
        alt: 'Illustration : applicateur de froid sur la silhouette, cellules graisseuses et flocons',
      },
    ],
    highlights: [
      { value: 'Dès 300 €', label: 'par zone' },
      { value: '1 à 2', label: 'séances selon la zone' },
      { value: '3 à 4 semaines', label: 'pour les premiers résultats' },
    ],
    booking: true,
  },
  prices: {
    id: 'tarifs',
    title: 'Tarifs de la cryolipolyse',
    intro: 'Le prix dépend du nombre de zones traitées ; 1 à 2 séances suffisent selon la zone.',
    display: 'panel',
    showLabel: 'Voir les Tarifs',
    hideLabel: 'Masquer les Tarifs',
    tables: [
      {
        kind: 'standard',
        id: 'cryolipolyse-zones',
        title: 'Cryolipolyse',
        caption: 'Prix par zone',
        rows: [
          {
            zone: 'Une zone traitée',
            price: { from: 300 },
            duration: { variant: 'cryolipolyseDuration.treatmentPage' },
            note: '1 à 2 séances selon la zone',
          },
        ],
      },
    ],
    notes: [
      'Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.',
      'Devis personnalisé selon les zones ; paiement en plusieurs fois possible.',
    ],
  },
  sections: [
    {
      kind: 'beforeAfter',
      id: 'avant-apres',
      title: 'Avant / après : à 1 mois',
      images: [
        {
          src: '/images/before-after/cryolipolyse-1-mois.svg',
          alt: 'Illustration schématique : silhouette d’une zone traitée avant la séance, puis un mois après',
        },
      ],
      labels: ['Avant', '1 mois après'],
      caption:
        'Illustration schématique, et non photo de patient. Les résultats varient d’une personne à l’autre ; ils continuent de s’installer jusqu’au contrôle à 2 mois.',
    },
    {
      kind: 'steps',
      id: 'deroulement',
      title: 'Le déroulement du traitement',
      intro: 'Trois étapes, de la consultation au contrôle des résultats.',
      steps: [
        {
          step: 1,
          title: 'Consultation et bilan',
          description:
            'Le médecin examine la zone, vérifie qu’il s’agit bien d’un amas graisseux pouvant être aspiré dans l’applicateur, recherche les contre-indications et vous remet un devis personnalisé.',
          duration: '30 min',
          details: [
            'Examen de la ou des zones',
            'Recherche des contre-indications',
            'Consultation de 50 €, déduits des premiers soins',
          ],
        },
        {
          step: 2,
          title: 'La séance',
          description:
            'Après la pose d’une membrane protectrice, l’applicateur aspire le bourrelet et le refroidit de façon contrôlée. La sensation de froid intense des premières minutes laisse place à un engourdissement ; vous pouvez lire ou vous reposer.',
          details: [
            'Membrane de protection de la peau',
            'Froid contrôlé en continu',
            'Massage de la zone à la fin de la séance',
          ],
        },
        {
          step: 3,
          title: 'Après la séance et suivi',
          description:
            'Vous reprenez vos activités aussitôt. Rougeur, engourdissement ou sensibilité de la zone sont possibles pendant quelques jours à quelques semaines. Les premiers résultats apparaissent en 3 à 4 semaines ; un contrôle a lieu à 2 mois et décide d’une éventuelle deuxième séance.',
          details: [
            'Premiers résultats en 3 à 4 semaines',
            'Contrôle à 2 mois',
            'Deuxième séance si nécessaire',
          ],
        },
      ],
    },
    {
      kind: 'list',
      id: 'zones',
      title: 'Zones traitables',
      intro: 'La cryolipolyse traite les amas graisseux localisés que l’applicateur peut saisir :',
      items: [
        'Ventre',
        'Poignées d’amour (flancs)',
        'Culotte de cheval',
        'Intérieur des cuisses',
        'Intérieur des genoux',
        'Arrière des bras',
        'Bourrelets du dos',
        'Double menton',
      ],
      tone: 'check',
    },
    {
      kind: 'facts',
      id: 'infos-pratiques',
      title: 'Informations pratiques',
      facts: [
        { label: 'Durée de la séance', value: '70 min' },
        { label: 'Nombre de séances', value: '1 à 2 selon la zone' },
        { label: 'Premiers résultats', value: '3 à 4 semaines' },
        { label: 'Contrôle', value: 'À 2 mois' },
        { label: 'Reprise des activités', value: 'Immédiate' },
        { label: 'Tarif', value: 'À partir de 300 € par zone' },
      ],
    },
    {
      kind: 'list',
      id: 'contre-indications',
      title: 'Contre-indications',
      intro:
        'Le médecin les recherche lors de la consultation. La cryolipolyse n’est pas proposée en cas de :',
      items: [
        'Grossesse ou allaitement',
        'Maladie liée au froid : cryoglobulinémie, urticaire au froid, maladie des agglutinines froides',
        'Syndrome de Raynaud sévère',
        'Hernie, plaie, cicatrice récente ou trouble de la sensibilité sur la zone à traiter',
        'Surpoids important : ce n’est pas un traitement de l’obésité',
      ],
      tone: 'caution',
    },
    {
      kind: 'benefits',
      id: 'avantages',
      title: 'Pourquoi choisir la cryolipolyse ?',
      items: [
        {
          icon: 'shield',
          title: 'Sans chirurgie',
          description:
            'Ni incision, ni aiguille, ni anesthésie : la peau est protégée pendant toute la séance.',
        },
        {
          icon: 'target',
          title: 'Une action ciblée',
          description:
            'Chaque séance traite une zone précise, choisie avec le médecin selon votre morphologie.',
        },
        {
          icon: 'clock',
          title: 'Sans interruption',
          description: 'Vous reprenez vos activités dès la fin de la séance.',
        },
        {
          icon: 'stethoscope',
          title: 'Un suivi médical',
          description:
            'Indication posée en consultation, contrôle à 2 mois : le résultat, progressif et variable d’une personne à l’autre, est évalué avec vous.',
        },
      ],
    },
  ],
  cta: {
    title: 'Un amas graisseux qui résiste ?',
    text: 'Parlons-en lors d’une consultation médicale : le médecin vérifie que la cryolipolyse vous convient et vous propose un devis personnalisé.',
    booking: true,
    secondary: { label: 'Consultation', href: '/contact?traitement=cryolipolyse' },
  },
  procedure: {
    name: 'Cryolipolyse',
    procedureType: 'NoninvasiveProcedure',
    bodyLocation: 'Ventre, flancs, cuisses, genoux, bras, dos, menton',
  },
  meta: {
    title: 'Cryolipolyse : affiner la silhouette sans chirurgie',
    description:
      'Cryolipolyse près de Lyon : dès 300 € par zone, 1 à 2 séances, premiers résultats en 3 à 4 semaines, contrôle à 2 mois. Consultation médicale préalable.',
    keywords: [
      'cryolipolyse',
      'cryolipolyse Villefranche-sur-Saône',
      'cryolipolyse Lyon',
      'graisse localisée',
      'remodelage corporel',
      'amincissement sans chirurgie',
    ],
    path: '/cryolipolyse',
    image: {
      src: '/images/treatments/cryolipolyse.svg',
      alt: 'Illustration : applicateur de froid sur la silhouette, cellules graisseuses et flocons',
    },
  },
} satisfies DataFile<typeof TreatmentPage>;
