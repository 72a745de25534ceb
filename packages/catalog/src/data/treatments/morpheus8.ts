/**
 * Page /morpheus8 : radiofréquence fractionnée par micro-aiguilles. Tarifs (panneau) visage et corps,
 * une séance ou trois séances (détail : prix par séance = prix des 3 séances ÷ 3, économie = 3 × une
 * séance − prix des 3 séances) ; évolution des résultats ; déroulement en quatre étapes ; zones ;
 * conseils avant et après ; contre-indications ; appel à l’action.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TreatmentPage } from '../../schemas/pages.ts';

export default {
  id: 'morpheus8',
  path: '/morpheus8',
  name: 'Morpheus 8',
  breadcrumb: false,
  hero: {
    badge: 'Radiofréquence microneedling',
    title: 'Morpheus 8',
    subtitle: 'Raffermir et lisser la peau du visage et du corps',
    intro:
      'Morpheus 8 associe des micro-aiguilles et la radiofréquence : l’énergie délivrée en profondeur chauffe le derme et stimule la production de collagène, pour une peau plus ferme et plus lisse au fil des mois. Une consultation médicale préalable (50 €, déduits des premiers soins) vérifie l’indication et les contre-indications.',
    images: [
      {
        src: '/images/treatments/morpheus8.svg',
        alt: 'Illustration : micro-aiguilles et ondes de radiofréquence dans les couches de la peau',
      },
    ],
    highlights: [
      { value: 'Dès 200 €', label: 'par zone' },
      { value: '15 à 30 min', label: 'par séance' },
      { value: '3 à 4 séances', label: 'espacées de 4 à 6 semaines' },
    ],
    booking: true,
  },
  prices: {
    id: 'tarifs',
    title: 'Tarifs Morpheus 8',
    intro:
      'À partir de 200 € (de 200 à 250 € par zone). Les tableaux détaillent le prix d’une séance et celui d’une cure de 3 séances, plus avantageuse.',
    display: 'panel',
    showLabel: 'Voir les Tarifs',
    hideLabel: 'Masquer les Tarifs',
    tables: [
      {
        kind: 'sessions',
        id: 'morpheus8-visage',
        title: 'Visage',
        caption: 'Prix pour 1 séance et pour 3 séances',
        rows: [
          {
            zone: 'Bas du visage',
            oneSession: 330,
            threeSessions: 900,
          },
          {
            zone: 'Visage complet',
            oneSession: 450,
            threeSessions: 1200,
          },
          {
            zone: 'Cou',
            oneSession: 230,
            threeSessions: 630,
          },
          {
            zone: 'Contour des yeux',
            oneSession: 200,
            threeSessions: 490,
          },
          {
            zone: 'Décolleté',
            oneSession: 230,
            threeSessions: 630,
          },
          {
            zone: 'Visage + décolleté',
            oneSession: 550,
            threeSessions: 1530,
          },
        ],
      },
      {
        kind: 'sessions',
        id: 'morpheus8-corps',
        title: 'Corps',
        caption: 'Prix pour 1 séance et pour 3 séances',
        rows: [
          {
            zone: 'Petite zone du corps',
            oneSession: 350,
            threeSessions: 990,
          },
          {
            zone: 'Grande zone du corps',
            oneSession: 500,
            threeSessions: 1350,
          },
        ],
      },
    ],
    notes: [
      'Séance de 15 à 30 min selon la zone.',
      'Protocole conseillé : 3 à 4 séances espacées de 4 à 6 semaines.',
      'Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.',
    ],
  },
  sections: [
    {
      kind: 'timeline',
      id: 'resultats',
      title: 'L’évolution des résultats',
      intro:
        'Le collagène se renouvelle lentement : l’amélioration est progressive et varie d’une personne à l’autre.',
      entries: [
        {
          period: 'Le jour même',
          title: 'Rougeur et chaleur',
          description:
            'La peau est rouge et chaude, comme après un coup de soleil, avec parfois de fines marques des micro-aiguilles.',
        },
        {
          period: 'Les jours suivants',
          title: 'Récupération',
          description:
            'Un léger gonflement et une peau rugueuse sont possibles quelques jours, le temps que la peau se renouvelle.',
        },
        {
          period: 'Les semaines suivantes',
          title: 'Une peau plus lisse',
          description:
            'Le grain de peau s’affine et le teint gagne en éclat, pendant que le collagène commence à se reformer.',
        },
        {
          period: 'Après le protocole',
          title: 'Raffermissement progressif',
          description:
            'Au terme des 3 à 4 séances espacées de 4 à 6 semaines, la fermeté continue de s’améliorer pendant plusieurs mois.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'deroulement',
      title: 'Le déroulement d’une séance',
      steps: [
        {
          step: 1,
          title: 'Consultation médicale',
          description:
            'Le médecin évalue la qualité de votre peau et vos attentes, recherche les contre-indications et définit les zones et le nombre de séances.',
          duration: '30 min',
          details: [
            'Examen de la peau',
            'Recherche des contre-indications',
            'Consultation de 50 €, déduits des premiers soins',
          ],
        },
        {
          step: 2,
          title: 'Préparation',
          description:
            'La peau est démaquillée et désinfectée, puis une crème anesthésiante est appliquée pour limiter l’inconfort.',
          details: ['Démaquillage et désinfection', 'Crème anesthésiante'],
        },
        {
          step: 3,
          title: 'La séance',
          description:
            'La pièce à main passe zone par zone : les micro-aiguilles pénètrent la peau et délivrent la radiofréquence à la profondeur choisie par le médecin.',
          duration: '15 à 30 min',
          details: ['Profondeur adaptée à chaque zone', 'Sensation de chaleur et de picotements'],
        },
        {
          step: 4,
          title: 'Après la séance et suivi',
          description:
            'Un soin apaisant est appliqué. La séance suivante est programmée 4 à 6 semaines plus tard, pour un protocole de 3 à 4 séances.',
          details: ['Soin apaisant', 'Séance suivante après 4 à 6 semaines'],
        },
      ],
    },
    {
      kind: 'indications',
      id: 'zones',
      title: 'Zones traitées',
      groups: [
        {
          title: 'Visage et cou',
          items: ['Bas du visage et ovale', 'Joues', 'Contour des yeux', 'Cou', 'Décolleté'],
          benefits:
            'Relâchement cutané, rides et ridules, cicatrices d’acné, pores dilatés, texture irrégulière.',
        },
        {
          title: 'Corps',
          items: ['Ventre', 'Intérieur des bras', 'Cuisses', 'Genoux'],
          benefits: 'Peau relâchée, vergetures, aspect irrégulier de la peau.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'avant',
      title: 'Avant la séance',
      items: [
        'Évitez le soleil et l’autobronzant dans les semaines précédant la séance',
        'Signalez tout antécédent d’herpès labial : un traitement préventif peut être nécessaire',
        'Interrompez les produits irritants (rétinol, acides exfoliants) quelques jours avant, sur conseil du médecin',
        'Venez la peau propre, sans maquillage',
      ],
      tone: 'check',
    },
    {
      kind: 'list',
      id: 'apres',
      title: 'Après la séance',
      items: [
        'Ne maquillez pas la zone le jour de la séance',
        'Hydratez la peau avec les soins doux conseillés',
        'Appliquez une protection solaire SPF 50 et évitez le soleil',
        'Évitez hammam, sauna, piscine et sport intense pendant quelques jours',
        'Attendez le feu vert du médecin avant de reprendre les produits irritants',
      ],
      tone: 'check',
    },
    {
      kind: 'list',
      id: 'contre-indications',
      title: 'Contre-indications',
      intro:
        'Le médecin les recherche lors de la consultation. Morpheus 8 n’est pas proposé en cas de :',
      items: [
        'Grossesse ou allaitement',
        'Stimulateur cardiaque ou défibrillateur implanté',
        'Implant métallique dans la zone à traiter',
        'Infection, herpès actif ou lésion cutanée sur la zone',
        'Traitement récent par isotrétinoïne',
        'Trouble de la coagulation ou tendance aux cicatrices chéloïdes',
      ],
      tone: 'caution',
    },
  ],
  cta: {
    title: 'Une peau plus ferme vous tente ?',
    text: 'Prenez rendez-vous pour une consultation médicale : le médecin vérifie que Morpheus 8 vous convient et vous propose un protocole et un devis personnalisés.',
    booking: true,
    secondary: { label: 'Nous contacter', href: '/contact?traitement=morpheus8' },
  },
  procedure: {
    name: 'Morpheus 8 (radiofréquence fractionnée par micro-aiguilles)',
    procedureType: 'PercutaneousProcedure',
    bodyLocation: 'Visage, cou, décolleté et corps',
  },
  meta: {
    title: 'Morpheus 8 : radiofréquence microneedling',
    description:
      'Morpheus 8 près de Lyon : raffermir visage, cou et corps. Dès 200 € par zone, séances de 15 à 30 min, protocole de 3 à 4 séances. Consultation médicale.',
    keywords: [
      'Morpheus 8',
      'Morpheus8',
      'radiofréquence microneedling',
      'raffermissement de la peau',
      'relâchement cutané',
      'Morpheus 8 Lyon',
    ],
    path: '/morpheus8',
    image: {
      src: '/images/treatments/morpheus8.svg',
      alt: 'Illustration : micro-aiguilles et ondes de radiofréquence dans les couches de la peau',
    },
  },
} satisfies DataFile<typeof TreatmentPage>;
