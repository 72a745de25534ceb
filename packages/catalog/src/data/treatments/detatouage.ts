/**
 * Page /detatouage : détatouage laser. Tarifs (panneau) en quatre tailles, paiement à la séance,
 * 6 à 8 semaines entre deux séances ; évolution au fil des séances ; déroulement en quatre étapes ;
 * facteurs qui influencent le résultat ; soins après la séance ; contre-indications ; raisons.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TreatmentPage } from '../../schemas/pages.ts';

export default {
  id: 'detatouage',
  path: '/detatouage',
  name: 'Détatouage laser',
  breadcrumb: false,
  hero: {
    badge: 'Laser thérapeutique',
    title: 'Détatouage laser',
    subtitle: 'Estomper progressivement un tatouage, séance après séance',
    intro:
      'Le laser fragmente l’encre du tatouage en particules très fines, que l’organisme élimine ensuite naturellement. Le tatouage s’estompe au fil des séances, à un rythme qui dépend de l’encre, de la peau et de la zone. Une consultation médicale préalable (50 €, déduits des premiers soins) permet d’évaluer le tatouage et d’établir un devis.',
    images: [
      {
        src: '/images/treatments/detatouage.svg',
        alt: 'Illustration : motif de tatouage sur l’avant-bras se fragmentant sous le faisceau laser',
      },
    ],
    highlights: [
      { value: 'Dès 80 €', label: 'la séance, selon la taille' },
      { value: '6 à 8 semaines', label: 'entre deux séances' },
      { value: 'À la séance', label: 'chaque séance se règle séparément' },
    ],
    booking: true,
  },
  prices: {
    id: 'tarifs',
    title: 'Tarifs du détatouage',
    intro: 'Le prix d’une séance dépend de la surface du tatouage.',
    display: 'panel',
    showLabel: 'Voir les Tarifs',
    hideLabel: 'Masquer les Tarifs',
    tables: [
      {
        kind: 'standard',
        id: 'detatouage-tailles',
        title: 'Tarifs selon la taille du tatouage',
        firstColumn: 'Taille',
        caption: 'Prix par séance',
        rows: [
          { zone: 'Jusqu’à 5 cm²', price: 80, duration: 15 },
          { zone: 'De 5 à 15 cm²', price: 150, duration: 30 },
          { zone: 'De 15 à 50 cm²', price: 250, duration: 45 },
          { zone: 'Plus de 50 cm²', price: { from: 350 }, duration: 60 },
        ],
      },
    ],
    notes: [
      'Paiement à la séance.',
      'Un intervalle de 6 à 8 semaines est respecté entre deux séances.',
      'Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.',
    ],
  },
  sections: [
    {
      kind: 'timeline',
      id: 'progression',
      title: 'L’évolution au fil des séances',
      intro:
        'Chaque tatouage réagit différemment : cette progression est indicative. L’effacement complet ne peut pas être garanti, et le nombre de séances est estimé lors de la consultation.',
      entries: [
        {
          period: 'Séance 1',
          title: 'Premier éclaircissement',
          description:
            'Juste après le passage du laser, le tatouage blanchit pendant quelques minutes. L’encre fragmentée est ensuite éliminée par l’organisme au cours des semaines suivantes.',
          duration: '6 à 8 semaines avant la séance suivante',
        },
        {
          period: 'Séances 2 à 4',
          title: 'Atténuation progressive',
          description:
            'Le dessin pâlit et devient moins contrasté. Les encres noires et bleu foncé répondent en général le mieux.',
          duration: '6 à 8 semaines entre deux séances',
        },
        {
          period: 'Séances 5 à 8',
          title: 'Effacement avancé',
          description:
            'Les contours s’estompent nettement. Les couleurs claires comme le vert, le jaune ou le turquoise sont souvent plus résistantes.',
          duration: '6 à 8 semaines entre deux séances',
        },
        {
          period: 'Au-delà',
          title: 'Séances complémentaires si besoin',
          description:
            'Un tatouage professionnel dense ou multicolore peut demander davantage de séances ; le médecin fait le point avec vous à chaque étape.',
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
          title: 'Consultation et devis',
          description:
            'Le médecin examine le tatouage (taille, couleurs, ancienneté), votre peau et vos antécédents, recherche les contre-indications et estime le nombre de séances.',
          duration: '30 min',
          details: [
            'Mesure de la surface du tatouage',
            'Devis selon la taille',
            'Consultation de 50 €, déduits des premiers soins',
          ],
        },
        {
          step: 2,
          title: 'Préparation',
          description:
            'La zone est nettoyée, vos yeux sont protégés par des lunettes adaptées. La peau peut être refroidie pour améliorer le confort.',
          details: [
            'Peau propre et non bronzée',
            'Lunettes de protection',
            'Refroidissement de la zone',
          ],
        },
        {
          step: 3,
          title: 'La séance laser',
          description:
            'Des impulsions très brèves fragmentent l’encre. La sensation évoque de petits claquements d’élastique sur la peau.',
          duration: 'De 15 à 60 min selon la taille',
        },
        {
          step: 4,
          title: 'Soins et suivi',
          description:
            'Un pansement protège la zone, puis vous appliquez les soins conseillés jusqu’à cicatrisation. La séance suivante a lieu 6 à 8 semaines plus tard.',
          details: [
            'Pansement et crème cicatrisante',
            'Protection solaire stricte',
            'Séance suivante après 6 à 8 semaines',
          ],
        },
      ],
    },
    {
      kind: 'list',
      id: 'facteurs',
      title: 'Les facteurs qui influencent le résultat',
      intro: 'Le nombre de séances et le degré d’effacement dépendent notamment :',
      items: [
        'Des couleurs : le noir et le bleu foncé partent mieux que le vert, le jaune ou les teintes pastel',
        'De la quantité et de la profondeur de l’encre : un tatouage professionnel est souvent plus dense qu’un tatouage amateur',
        'De l’ancienneté du tatouage : une encre ancienne a souvent déjà pâli',
        'De la zone : les tatouages des mains, des pieds et des chevilles s’effacent plus lentement',
        'De votre peau : une peau mate ou foncée demande des réglages plus prudents',
        'De votre état général : le tabac peut ralentir l’élimination de l’encre',
      ],
      tone: 'bullet',
    },
    {
      kind: 'list',
      id: 'soins-apres',
      title: 'Soins après la séance',
      intro:
        'Rougeur, gonflement, petites cloques ou croûtes sont possibles les premiers jours. Pour bien cicatriser :',
      items: [
        'Appliquez du froid, à travers un linge, pour calmer la zone',
        'Gardez la zone propre et appliquez la crème cicatrisante conseillée',
        'Ne grattez pas et n’arrachez pas les croûtes ; ne percez pas les cloques',
        'Évitez bains, piscine, hammam et sauna jusqu’à cicatrisation',
        'Protégez la zone du soleil, avec un écran SPF 50, entre les séances',
        'Consultez si la zone devient chaude, douloureuse ou suintante',
      ],
      tone: 'check',
    },
    {
      kind: 'list',
      id: 'contre-indications',
      title: 'Contre-indications',
      intro:
        'Le médecin les recherche lors de la consultation. Le détatouage est différé ou déconseillé en cas de :',
      items: [
        'Grossesse',
        'Peau bronzée ou exposition récente au soleil',
        'Prise de médicaments photosensibilisants',
        'Infection, plaie ou lésion cutanée sur la zone',
        'Tendance aux cicatrices chéloïdes',
      ],
      tone: 'caution',
    },
    {
      kind: 'benefits',
      id: 'avantages',
      title: 'Pourquoi nous confier votre détatouage ?',
      items: [
        {
          icon: 'stethoscope',
          title: 'Un traitement médical',
          description:
            'Chaque séance est réalisée dans un cadre médical, après une consultation qui vérifie les contre-indications.',
        },
        {
          icon: 'euro',
          title: 'Un tarif selon la taille',
          description: 'Quatre tarifs selon la surface du tatouage, et un paiement à la séance.',
        },
        {
          icon: 'shield',
          title: 'Le respect de la peau',
          description:
            'Les réglages sont adaptés à l’encre et à votre peau, et 6 à 8 semaines séparent deux séances pour laisser la peau récupérer.',
        },
        {
          icon: 'user',
          title: 'Un suivi à chaque étape',
          description:
            'Le médecin évalue l’évolution à chaque séance et ajuste le traitement ; les résultats varient d’une personne à l’autre.',
        },
      ],
    },
  ],
  cta: {
    title: 'Un tatouage que vous souhaitez effacer ?',
    text: 'Prenez rendez-vous pour une consultation médicale : le médecin évalue votre tatouage, estime le nombre de séances et vous remet un devis.',
    booking: true,
    secondary: { label: 'Demander un devis', href: '/contact?traitement=detatouage' },
  },
  procedure: {
    name: 'Détatouage laser',
    procedureType: 'NoninvasiveProcedure',
    bodyLocation: 'Peau tatouée',
  },
  meta: {
    title: 'Détatouage laser : tarifs et déroulement',
    description:
      'Détatouage laser médical près de Lyon : dès 80 € la séance selon la taille du tatouage, paiement à la séance, 6 à 8 semaines entre deux séances.',
    keywords: [
      'détatouage',
      'détatouage laser',
      'effacer un tatouage',
      'détatouage Villefranche-sur-Saône',
      'détatouage Lyon',
      'prix détatouage',
    ],
    path: '/detatouage',
    image: {
      src: '/images/treatments/detatouage.svg',
      alt: 'Illustration : motif de tatouage sur l’avant-bras se fragmentant sous le faisceau laser',
    },
  },
} satisfies DataFile<typeof TreatmentPage>;
