/**
 * The home page (/): hero, about the doctor (anchor apropos), the ten service cards (anchor services),
 * the other specialised treatments, three sample testimonials, the contact section and the closing
 * call to action. The "why choose us" block comes from why-choose-us.ts.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { Home } from '../../schemas/pages.ts';

export default {
  hero: {
    badge: 'Centre agréé de médecine laser',
    title: 'Médecin esthétique, spécialiste en médecine laser',
    subtitle: 'Centre de Médecine Laser',
    pitch:
      'Épilation laser définitive, rajeunissement de la peau et traitements personnalisés, réalisés par un médecin dans un cadre médical sécurisé, près de Lyon.',
    image: {
      src: '/images/hero/home.svg',
      alt: 'Illustration abstraite : faisceaux de lumière douce sur des formes arrondies évoquant la peau',
    },
    figures: [
      { value: { variant: 'yearsOfExperience.homePage' }, label: 'ans d’expertise' },
      { value: '100%', label: 'médical et sécurisé' },
    ],
    discoverLabel: 'Découvrir nos soins',
  },
  about: {
    title: 'Votre médecin spécialiste en médecine laser',
    text: [
      'Formé à la médecine laser et à la médecine esthétique, le médecin du centre accompagne depuis plus de dix ans des patients qui souhaitent prendre soin de leur peau et de leur silhouette en toute sécurité.',
      'Chaque prise en charge commence par une consultation médicale : examen de la peau, recherche des contre-indications, explication des bénéfices attendus, des limites et des suites possibles. Le traitement n’est proposé que s’il est adapté à votre situation.',
      'Les appareils utilisés sont des dispositifs médicaux, réglés pour chaque patient selon son type de peau et la zone traitée. Les résultats varient d’une personne à l’autre : une estimation honnête vous est donnée dès la consultation.',
    ],
    image: {
      src: '/images/people/doctor.svg',
      alt: 'Illustration : silhouette d’un médecin en blouse blanche',
    },
    yearsBadge: { value: { variant: 'yearsOfExperience.homePage' }, label: 'ans d’expérience' },
    reassurance: [
      'Consultation médicale systématique avant tout traitement',
      'Traitements réalisés par le médecin',
      'Appareils laser médicaux entretenus et contrôlés',
      'Réglages adaptés à votre type de peau',
      'Devis personnalisé et transparent',
      'Suivi post-traitement inclus',
    ],
    whyCards: [
      {
        icon: 'stethoscope',
        title: 'Expertise médicale',
        description:
          'Un médecin formé aux lasers médicaux évalue votre peau, pose l’indication et réalise les séances.',
      },
      {
        icon: 'zap',
        title: 'Technologies reconnues',
        description:
          'Lasers, radiofréquence, cryolipolyse, LED : des dispositifs médicaux choisis pour chaque indication.',
      },
      {
        icon: 'user',
        title: 'Prise en charge personnalisée',
        description:
          'Un protocole construit pour vous, selon vos objectifs, votre peau et vos contre-indications éventuelles.',
      },
      {
        icon: 'heart',
        title: 'Écoute et suivi',
        description:
          'Des explications claires avant, pendant et après chaque séance, et un suivi inclus après le traitement.',
      },
    ],
    reviewsLabel: 'Voir les avis patients',
  },
  services: {
    title: 'Nos soins',
    intro:
      'Dix traitements de médecine laser et esthétique, toujours précédés d’une consultation médicale. Durées et nombres de séances sont indicatifs : votre protocole est défini lors de la consultation.',
    items: [
      {
        id: 'epilation-laser',
        title: 'Épilation Laser',
        subtitle: 'Définitive & Précise',
        description:
          'Réduction durable de la pilosité sur le visage et le corps, avec des réglages adaptés à votre phototype et à la couleur de vos poils.',
        image: {
          src: '/images/treatments/epilation-laser.svg',
          alt: 'Illustration : jambe en ligne et faisceau lumineux d’épilation laser',
        },
        features: [
          'Toutes les zones du visage et du corps',
          'Réglages adaptés à chaque phototype',
          'Refroidissement de la peau pour plus de confort',
          'Forfaits jusqu’à 30 % d’économie',
        ],
        duration: { variant: 'hairRemovalDuration.homeServices' },
        sessions: { min: 6, max: 10 },
      },
      {
        id: 'hydrafacial',
        title: 'HydraFacial',
        subtitle: 'Éclat & Hydratation',
        description:
          'Soin du visage en plusieurs étapes qui nettoie, exfolie, désincruste et hydrate la peau, sans éviction sociale.',
        image: {
          src: '/images/treatments/hydrafacial.svg',
          alt: 'Illustration : profil de visage et tourbillon de gouttelettes d’eau',
        },
        features: [
          'Nettoyage et exfoliation en douceur',
          'Extraction des impuretés',
          'Hydratation par sérums',
          'Reprise immédiate des activités',
        ],
        duration: 45,
        sessions: 1,
      },
      {
        id: 'cryolipolyse',
        title: 'Cryolipolyse',
        subtitle: 'Remodelage sans chirurgie',
        description:
          'Refroidissement contrôlé des amas graisseux localisés qui résistent au sport et à l’alimentation. Ce n’est pas un traitement de perte de poids.',
        image: {
          src: '/images/treatments/cryolipolyse.svg',
          alt: 'Illustration : applicateur de froid sur la silhouette, cellules graisseuses et flocons',
        },
        features: [
          'Technique non invasive, sans anesthésie',
          'Amas graisseux localisés',
          'Premiers effets en général après 3 à 4 semaines',
          'Contrôle médical à 2 mois',
        ],
        duration: { variant: 'cryolipolyseDuration.treatmentList' },
        sessions: 1,
      },
      {
        id: 'morpheus8',
        title: 'Morpheus 8',
        subtitle: 'Radiofréquence microneedling',
        description:
          'Micro-aiguilles et radiofréquence associées pour stimuler le collagène et améliorer la fermeté et la texture de la peau du visage et du corps.',
        image: {
          src: '/images/treatments/morpheus8.svg',
          alt: 'Illustration : micro-aiguilles et ondes de radiofréquence dans les couches de la peau',
        },
        features: [
          'Stimulation du collagène',
          'Visage, cou et corps',
          'Séances espacées de 4 à 6 semaines',
          'Protocole défini en consultation',
        ],
        duration: { min: 20, max: 30 },
        sessions: { min: 3, max: 4 },
      },
      {
        id: 'detatouage',
        title: 'Détatouage Laser',
        subtitle: 'Effacement progressif',
        description:
          'Le laser fragmente les pigments de l’encre, que l’organisme élimine peu à peu au fil des séances. Le nombre de séances dépend de l’encre, de la taille et de la peau.',
        image: {
          src: '/images/treatments/detatouage.svg',
          alt: 'Illustration : motif de tatouage sur l’avant-bras se fragmentant sous le faisceau laser',
        },
        features: [
          'Tarif selon la taille du tatouage',
          'Paiement à la séance',
          '6 à 8 semaines entre deux séances',
          'Évaluation préalable de l’encre et de la peau',
        ],
        duration: { min: 30, max: 45 },
        sessions: { min: 6, max: 12 },
      },
      {
        id: 'laser-co2',
        title: 'Laser CO2 Fractionné',
        subtitle: 'Resurfaçage cutané',
        description:
          'Le laser CO2 fractionné renouvelle la surface de la peau pour travailler rides, cicatrices d’acné et irrégularités de texture.',
        image: {
          src: '/images/treatments/laser-co2.svg',
          alt: 'Illustration : bloc de peau traversé par les micro-colonnes du laser CO2 fractionné',
        },
        features: [
          'Rides et ridules',
          'Cicatrices d’acné',
          'Texture et grain de peau',
          'Éviction sociale de 5 à 7 jours',
        ],
        duration: { min: 30, max: 45 },
        sessions: { min: 1, max: 3 },
      },
      {
        id: 'peeling-retinol',
        title: 'Peeling au Rétinol',
        subtitle: 'Renouvellement cellulaire',
        description:
          'Un peeling qui accélère le renouvellement de l’épiderme pour un teint plus uniforme et un grain de peau affiné.',
        image: {
          src: '/images/treatments/peeling-retinol.svg',
          alt: 'Illustration : flacon de sérum, pipette et fines couches de peau qui se renouvellent',
        },
        features: [
          'Teint plus uniforme',
          'Grain de peau affiné',
          'Séances espacées de 2 à 4 semaines',
          'Pas d’exposition au soleil 2 semaines avant',
        ],
        duration: { variant: 'retinolPeelDuration.treatmentList' },
        sessions: { min: 3, max: 6 },
      },
      {
        id: 'mesotherapie',
        title: 'Mésothérapie NCTF 135',
        subtitle: '58 actifs revitalisants',
        description:
          'Micro-injections d’un complexe de 58 ingrédients actifs et d’acide hyaluronique pour hydrater et revitaliser la peau.',
        image: {
          src: '/images/treatments/mesotherapie.svg',
          alt: 'Illustration : micro-injections de vitamines et de molécules diffusant dans la peau',
        },
        features: [
          '58 ingrédients actifs',
          'Hydratation et éclat de la peau',
          'Séances espacées de 2 à 3 semaines',
          'Visage, cou, décolleté et mains',
        ],
        duration: { min: 20, max: 30 },
        sessions: { min: 3, max: 5 },
      },
      {
        id: 'led-miltaderm',
        title: 'LED Miltaderm',
        subtitle: 'Photobiomodulation',
        description:
          'Un appareil qui associe quatre technologies de lumière pour soutenir la réparation de la peau et apaiser les inflammations, sans douleur.',
        image: {
          src: '/images/treatments/led-miltaderm.svg',
          alt: 'Illustration : profil de visage entouré de halos de lumière LED colorée',
        },
        features: [
          'Quatre technologies combinées',
          'Séance indolore de 20 minutes',
          'Cure de 6 à 10 séances, 2 par semaine',
          'Pénétration jusqu’à 7 cm',
        ],
        duration: 20,
        sessions: { min: 6, max: 10 },
      },
      {
        id: 'coolpeel',
        title: 'CoolPeel',
        subtitle: 'Resurfaçage CO2 fractionné',
        description:
          'Un resurfaçage au laser CO2 fractionné pensé pour limiter les suites, qui peut être associé à la mésothérapie NCTF 135.',
        image: {
          src: '/images/treatments/coolpeel.svg',
          alt: 'Illustration : zone de balayage laser en micro-points sur la peau',
        },
        features: [
          'Laser CO2 fractionné',
          'Texture et éclat de la peau',
          'Combinable avec la mésothérapie NCTF 135',
          '1 à 3 séances selon la peau',
        ],
        duration: { min: 30, max: 45 },
        sessions: { min: 1, max: 3 },
      },
    ],
    moreLabel: 'En savoir plus',
  },
  otherTreatments: {
    title: 'Autres Traitements Spécialisés',
    items: [
      {
        icon: 'target',
        title: 'Cicatrices & Acné',
        description:
          'Traitement laser des cicatrices et de l’acné active, après évaluation médicale.',
      },
      {
        icon: 'droplet',
        title: 'Varicosités',
        description: 'Élimination des petites veines visibles (varicosités) et des rougeurs.',
      },
      {
        icon: 'sparkles',
        title: 'Rajeunissement',
        description: 'Soins anti-âge et raffermissement de la peau, adaptés à chaque visage.',
      },
    ],
  },
  testimonials: {
    title: 'Ils nous ont fait confiance',
    intro:
      'Quelques retours de patients. Chaque expérience est personnelle et les résultats varient d’une personne à l’autre.',
    items: [
      {
        name: 'Claire M.', // PLACEHOLDER: sample testimonial until the clinic supplies real ones
        treatment: 'Épilation laser',
        text: 'Consultation très complète : le médecin a pris le temps d’expliquer le nombre de séances probable et les précautions avec le soleil. Les séances se sont bien passées et le suivi est sérieux.',
        rating: 5,
      },
      {
        name: 'Nadia B.', // PLACEHOLDER: sample testimonial until the clinic supplies real ones
        treatment: 'HydraFacial',
        text: 'Un soin agréable dans un cadre calme et médical. J’ai apprécié les conseils donnés pour entretenir ma peau entre les séances.',
        rating: 5,
      },
      {
        name: 'Julien R.', // PLACEHOLDER: sample testimonial until the clinic supplies real ones
        treatment: 'Détatouage laser',
        text: 'Des explications honnêtes dès le départ sur la durée du traitement et l’espacement des séances. Équipe à l’écoute et disponible entre deux rendez-vous.',
        rating: 5,
      },
    ],
    moreLabel: 'Voir plus d’avis',
    moreHref: '/contact',
  },
  contact: {
    title: 'Contact & rendez-vous',
    intro:
      'Une question sur un traitement, un tarif ou une contre-indication ? Prenez rendez-vous en ligne, appelez le secrétariat ou écrivez-nous.',
    practicalTitle: 'Informations pratiques',
    goodToKnowTitle: 'À Savoir',
    goodToKnow: [
      'Consultation sur rendez-vous uniquement',
      'Consultation médicale obligatoire avant tout traitement',
      'Consultation : 50 €, déduits des premiers soins',
      'Devis personnalisé remis lors de la consultation',
      'Paiement en plusieurs fois possible',
      'Suivi post-traitement inclus',
    ],
    bookingTitle: 'Réservez votre consultation en ligne',
    bookingReasons: [
      'Choisissez le créneau qui vous convient, à toute heure',
      'Recevez une confirmation et un rappel avant le rendez-vous',
      'Modifiez ou annulez facilement votre rendez-vous',
    ],
    phoneTitle: 'Réserver par téléphone',
    phoneText:
      'Le secrétariat médical vous répond du lundi au vendredi de 9 h à 19 h et le samedi de 8 h à 12 h.',
  },
  cta: {
    title: 'Prêt(e) à prendre soin de votre peau ?',
    text: 'Tout commence par une consultation médicale de 30 minutes (50 €, déduits des premiers soins) pour définir le traitement adapté à votre situation.',
    booking: true,
    secondary: { label: 'Découvrir les soins du visage', href: '/soins-visage' },
  },
  meta: {
    title: 'Médecine laser et esthétique près de Lyon',
    description:
      'Épilation laser définitive, rajeunissement de la peau, cryolipolyse, HydraFacial : soins réalisés par un médecin près de Lyon (69400). Consultation 50 €.',
    keywords: [
      'médecine laser',
      'médecine esthétique',
      'épilation laser',
      'rajeunissement de la peau',
      'Villefranche-sur-Saône',
      'Lyon',
      'cryolipolyse',
      'HydraFacial',
    ],
    path: '/',
    image: {
      src: '/images/hero/home.svg',
      alt: 'Illustration abstraite : faisceaux de lumière douce sur des formes arrondies évoquant la peau',
    },
  },
} satisfies DataFile<typeof Home>;
