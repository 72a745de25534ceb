/**
 * Page /hydrafacial: hero with booking, the two formulas (price panel and bookable offers), the four
 * steps, the before/after diagram, eight benefits, three sample testimonials, four FAQ items and the
 * closing call to action. Testimonials are SAMPLE texts (PLACEHOLDER) until the clinic supplies real ones.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TreatmentPage } from '../../schemas/pages.ts';

export default {
  id: 'hydrafacial',
  path: '/hydrafacial',
  name: 'HydraFacial',
  breadcrumb: true,
  hero: {
    badge: 'Soin du visage',
    title: 'HydraFacial',
    subtitle: 'Nettoyer, exfolier, extraire, hydrater : un soin du visage en profondeur',
    intro:
      'L’HydraFacial réunit en une seule séance quatre gestes de soin, grâce à un embout qui associe une aspiration douce à la diffusion de solutions adaptées. Un soin non invasif, sans éviction sociale, réalisé après une consultation médicale.',
    images: [
      {
        src: '/images/treatments/hydrafacial.svg',
        alt: 'Illustration : profil de visage et tourbillon de gouttelettes d’eau',
      },
    ],
    highlights: [
      { value: '4 étapes', label: 'en une seule séance' },
      { value: '4 à 6 semaines', label: 'rythme recommandé entre deux soins' },
      { value: 'Sans éviction', label: 'reprise immédiate des activités' },
    ],
    booking: true,
  },
  prices: {
    title: 'Tarifs HydraFacial',
    intro: 'Deux formules, choisies avec le médecin selon l’état de votre peau et vos attentes.',
    display: 'panel',
    showLabel: 'Voir les Tarifs',
    hideLabel: 'Masquer les Tarifs',
    tables: [
      {
        kind: 'standard',
        id: 'hydrafacial-formules',
        title: 'Formules HydraFacial',
        firstColumn: 'Formule',
        rows: [
          { zone: 'Formule Signature', price: 180, duration: 30 },
          { zone: 'Formule Deluxe', price: 250, duration: 45 },
        ],
      },
    ],
    notes: [
      'Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.',
      'Rythme recommandé : un soin toutes les 4 à 6 semaines, adapté à chaque peau.',
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'deroulement',
      title: 'Un soin en quatre étapes',
      intro:
        'Chaque étape prépare la suivante. Le déroulement est adapté à votre peau et à la formule choisie.',
      steps: [
        {
          step: 1,
          title: 'Nettoyage et exfoliation',
          description:
            'La peau est nettoyée en profondeur : les cellules mortes et les impuretés de surface sont éliminées, le grain de peau est lissé.',
        },
        {
          step: 2,
          title: 'Peeling doux',
          description:
            'Une solution exfoliante douce est appliquée pour désincruster les pores et préparer l’extraction. Ce peeling léger n’a rien à voir avec un peeling médical profond.',
        },
        {
          step: 3,
          title: 'Extraction',
          description:
            'Par aspiration en effet vortex, l’embout extrait les impuretés logées dans les pores (excès de sébum, points noirs), sans pression manuelle sur la peau.',
        },
        {
          step: 4,
          title: 'Hydratation et protection',
          description:
            'Des sérums hydratants et antioxydants sont diffusés dans la peau, pour la laisser souple et confortable.',
        },
      ],
    },
    {
      kind: 'beforeAfter',
      id: 'avant-apres',
      title: 'Avant et après le soin',
      images: [
        {
          src: '/images/before-after/hydrafacial-avant.svg',
          alt: 'Illustration schématique : surface de la peau avec pores obstrués, avant le soin HydraFacial',
        },
        {
          src: '/images/before-after/hydrafacial-apres.svg',
          alt: 'Illustration schématique : surface de la peau aux pores dégagés, après le soin HydraFacial',
        },
      ],
      caption:
        'Illustration schématique, et non photographie de patient. Les résultats varient d’une personne à l’autre.',
    },
    {
      kind: 'benefits',
      id: 'bienfaits',
      title: 'Les bienfaits de l’HydraFacial',
      intro:
        'Les effets ressentis varient d’une personne à l’autre et selon l’état initial de la peau.',
      items: [
        {
          icon: 'droplet',
          title: 'Hydratation',
          description: 'Les sérums diffusés en fin de soin participent à l’hydratation de la peau.',
        },
        {
          icon: 'sparkles',
          title: 'Éclat du teint',
          description: 'Une peau débarrassée de ses cellules mortes paraît souvent plus lumineuse.',
        },
        {
          icon: 'target',
          title: 'Pores désincrustés',
          description: 'L’extraction par aspiration cible l’excès de sébum et les points noirs.',
        },
        {
          icon: 'layers',
          title: 'Grain de peau affiné',
          description: 'L’exfoliation lisse la surface de la peau et rend le grain plus homogène.',
        },
        {
          icon: 'heart',
          title: 'Soin agréable',
          description:
            'Le soin est généralement décrit comme doux, avec une sensation d’aspiration et de fraîcheur.',
        },
        {
          icon: 'shield',
          title: 'Non invasif',
          description: 'Ni aiguille, ni chaleur intense, ni rupture de la barrière cutanée.',
        },
        {
          icon: 'clock',
          title: 'Sans éviction sociale',
          description: 'Vous reprenez vos activités immédiatement après la séance.',
        },
        {
          icon: 'user',
          title: 'Pour la plupart des peaux',
          description:
            'Le soin convient à la plupart des types de peau, y compris sensibles, sous réserve de l’avis médical.',
        },
      ],
    },
    {
      kind: 'offers',
      id: 'formules',
      title: 'Nos formules HydraFacial',
      intro:
        'Le choix de la formule se fait avec le médecin, selon votre peau et le temps dont vous disposez.',
      bookable: true,
      offers: [
        {
          id: 'signature',
          name: 'Signature',
          duration: 30,
          price: 180,
          description: 'Le soin essentiel, qui reprend les quatre étapes de l’HydraFacial.',
          included: [
            'Nettoyage et exfoliation',
            'Peeling doux',
            'Extraction des impuretés',
            'Hydratation par sérums antioxydants',
          ],
        },
        {
          id: 'deluxe',
          name: 'Deluxe',
          duration: 45,
          price: 250,
          description:
            'Une version plus complète, qui ajoute aux quatre étapes des soins complémentaires ciblés selon les besoins de la peau.',
          included: [
            'Les quatre étapes de la formule Signature',
            'Sérum ciblé choisi selon les besoins de la peau',
            'Soin complémentaire adapté à votre peau',
            'Conseils personnalisés pour le soin à domicile',
          ],
          popular: true,
        },
      ],
    },
    {
      kind: 'testimonials',
      id: 'temoignages',
      title: 'Ils ont essayé l’HydraFacial',
      intro:
        'Exemples d’avis. Chaque expérience est personnelle et les résultats varient d’une personne à l’autre.',
      items: [
        {
          name: 'Claire M.', // PLACEHOLDER: sample testimonial
          treatment: 'HydraFacial Signature',
          text: 'Un soin très agréable et des explications claires avant de commencer. J’ai trouvé ma peau plus confortable et plus nette dans les jours qui ont suivi.',
          rating: 5,
        },
        {
          name: 'Nadia R.', // PLACEHOLDER: sample testimonial
          treatment: 'HydraFacial Deluxe',
          text: 'Je craignais un soin agressif, il n’en est rien : aucune douleur, et j’ai pu retourner au travail directement. Mon teint m’a paru plus lumineux.',
          rating: 5,
        },
        {
          name: 'Julien P.', // PLACEHOLDER: sample testimonial
          treatment: 'HydraFacial Signature',
          text: 'Consultation sérieuse, conseils adaptés à ma peau grasse. J’ai apprécié le côté médical du cabinet et le suivi proposé.',
          rating: 5,
        },
      ],
    },
    {
      kind: 'faq',
      id: 'questions',
      title: 'Questions fréquentes sur l’HydraFacial',
      items: [
        {
          question: 'Le soin est-il douloureux ?',
          answer:
            'Non, l’HydraFacial est généralement décrit comme agréable : on ressent une sensation d’aspiration et de fraîcheur sur la peau. Une légère rougeur peut apparaître chez les peaux réactives et s’estompe en général rapidement.',
        },
        {
          question: 'À quel rythme renouveler le soin ?',
          answer:
            'À titre indicatif, un soin toutes les 4 à 6 semaines est recommandé. Le rythme est adapté à chaque peau lors de la consultation ; le soin peut aussi être réalisé ponctuellement, par exemple avant un événement.',
        },
        {
          question: 'Peut-on faire un HydraFacial en été ?',
          answer:
            'Oui, le soin se pratique toute l’année. L’exfoliation pouvant rendre la peau un peu plus sensible pendant quelques jours, une protection solaire quotidienne est indispensable et il vaut mieux éviter une exposition prolongée juste après la séance.',
        },
        {
          question: 'Y a-t-il des contre-indications ?',
          answer:
            'Le soin est reporté en cas de lésion active sur le visage (plaie, bouton de fièvre, infection), de coup de soleil, d’acné inflammatoire importante ou de rosacée en poussée, ou après un traitement récent par rétinoïdes oraux. En cas de grossesse, il se discute avec le médecin. La consultation préalable permet de faire le point.',
        },
      ],
    },
    {
      kind: 'facts',
      id: 'infos-pratiques',
      title: 'Informations pratiques',
      facts: [
        {
          label: 'Durée du soin',
          duration: { variant: 'hydrafacialDuration.treatmentPage' },
          suffix: 'selon la formule',
        },
        { label: 'Rythme recommandé', value: 'Un soin toutes les 4 à 6 semaines' },
        { label: 'Éviction sociale', value: 'Aucune' },
        { label: 'Consultation préalable', value: '50 €, déduits des premiers soins' },
      ],
    },
    {
      kind: 'links',
      id: 'autres-soins',
      title: 'Découvrir nos autres soins',
      text: 'L’HydraFacial peut s’intégrer à un programme plus large, défini avec le médecin.',
      links: [
        { label: 'Voir tous les soins du visage', href: '/soins-visage' },
        { label: 'Offrir un soin en bon cadeau', href: '/bons-cadeaux' },
      ],
    },
  ],
  cta: {
    title: 'Envie d’essayer l’HydraFacial ?',
    text: 'Prenez rendez-vous pour une consultation médicale : 50 €, déduits des premiers soins. Le médecin analyse votre peau et vous conseille la formule adaptée.',
    booking: true,
    secondary: { label: 'Poser une question', href: '/contact?traitement=hydrafacial' },
  },
  procedure: {
    name: 'HydraFacial',
    procedureType: 'NoninvasiveProcedure',
    bodyLocation: 'Visage',
  },
  meta: {
    title: 'HydraFacial : soin du visage en profondeur près de Lyon',
    description:
      'HydraFacial : nettoyage, exfoliation, extraction et hydratation en une séance, sans éviction sociale. Formules Signature (180 €) et Deluxe (250 €).',
    keywords: [
      'HydraFacial',
      'soin du visage',
      'hydratation de la peau',
      'pores dilatés',
      'éclat du teint',
      'HydraFacial Villefranche-sur-Saône',
    ],
    path: '/hydrafacial',
    image: {
      src: '/images/treatments/hydrafacial.svg',
      alt: 'Illustration : profil de visage et tourbillon de gouttelettes d’eau',
    },
  },
} satisfies DataFile<typeof TreatmentPage>;
