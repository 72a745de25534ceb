/**
 * Page /soins-visage: hero with the "Voir nos Tarifs" toggle and its price panel, the seven facial
 * treatment cards (each leading to its own page), the "why choose us" block and the call to action.
 * Prices and durations are the list readings (variants `*.treatmentList` where the spec gives two).
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TreatmentListPage } from '../../schemas/pages.ts';

export default {
  id: 'soins-visage',
  path: '/soins-visage',
  name: 'Soins du visage',
  hero: {
    badge: 'Médecine esthétique du visage',
    title: 'Soins du visage',
    subtitle: 'Éclat, hydratation, texture et rajeunissement de la peau',
    intro:
      'Du soin d’hydratation au laser de resurfaçage, chaque traitement est proposé après une consultation médicale qui analyse votre peau, vos attentes et les éventuelles contre-indications. Les résultats varient d’une personne à l’autre.',
    images: [
      {
        src: '/images/hero/soins-visage.svg',
        alt: 'Illustration : visage stylisé au trait, yeux clos, entouré de gouttes et d’éclats',
      },
    ],
    booking: false,
  },
  prices: {
    title: 'Nos tarifs soins du visage',
    intro:
      'Tarifs indicatifs par séance. Un devis personnalisé est établi lors de la consultation.',
    display: 'panel',
    showLabel: 'Voir nos Tarifs',
    hideLabel: 'Masquer nos Tarifs',
    tables: [
      {
        kind: 'standard',
        id: 'soins-visage-tarifs',
        title: 'Soins du visage',
        firstColumn: 'Soin',
        rows: [
          {
            zone: 'HydraFacial',
            price: { min: 180, max: 250 },
            duration: { variant: 'hydrafacialDuration.treatmentList' },
            note: 'Formules Signature et Deluxe',
          },
          {
            zone: 'Mésothérapie NCTF 135',
            price: { variant: 'mesotherapyPrice.treatmentList' },
            duration: 30,
          },
          {
            zone: 'Peeling au Rétinol',
            price: { variant: 'retinolPeelPrice.treatmentList' },
            duration: { variant: 'retinolPeelDuration.treatmentList' },
          },
          {
            zone: 'Laser CO2 fractionné',
            price: { variant: 'laserCo2Price.treatmentList' },
            duration: { variant: 'laserCo2Duration.treatmentList' },
          },
          { zone: 'LED Miltaderm', price: 70, duration: 20, note: 'La séance' },
          { zone: 'Lésions pigmentaires', price: { from: 100 }, duration: { min: 15, max: 30 } },
          {
            zone: 'CoolPeel',
            price: 150,
            duration: { min: 30, max: 45 },
            note: '230 € associé à la mésothérapie NCTF 135',
          },
        ],
      },
    ],
    notes: [
      'Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.',
      'Paiement en plusieurs fois possible.',
    ],
  },
  cardsTitle: 'Nos soins du visage',
  cardsIntro:
    'Sept traitements pour répondre aux besoins de votre peau. Le médecin vous oriente vers le soin le plus adapté, seul ou en association.',
  cards: [
    {
      id: 'hydrafacial',
      title: 'HydraFacial',
      subtitle: 'Soin hydratant en profondeur',
      description:
        'Nettoyage, exfoliation, extraction des impuretés et hydratation en une seule séance, sans éviction sociale.',
      image: {
        src: '/images/treatments/hydrafacial.svg',
        alt: 'Illustration : profil de visage et tourbillon de gouttelettes d’eau',
      },
      price: { from: 180 },
      duration: { variant: 'hydrafacialDuration.treatmentList' },
      benefits: [
        'Peau hydratée et confortable',
        'Pores désincrustés',
        'Teint plus lumineux',
        'Aucune éviction sociale',
      ],
      process: [
        'Nettoyage et exfoliation',
        'Peeling doux',
        'Extraction',
        'Hydratation et protection',
      ],
      href: '/hydrafacial',
      linkLabel: 'En savoir plus',
    },
    {
      id: 'mesotherapie',
      title: 'Mésothérapie NCTF 135',
      subtitle: 'Revitalisation cutanée',
      description:
        'Micro-injections d’acide hyaluronique et de 58 ingrédients actifs pour nourrir et hydrater la peau, sans modifier les volumes.',
      image: {
        src: '/images/treatments/mesotherapie.svg',
        alt: 'Illustration : micro-injections de vitamines et de molécules diffusant dans la peau',
      },
      price: { variant: 'mesotherapyPrice.treatmentList' },
      duration: 30,
      benefits: [
        'Hydratation en profondeur',
        'Éclat du teint',
        'Peau plus souple',
        'Cure de 3 à 5 séances espacées de 2 à 3 semaines',
      ],
      process: [
        'Nettoyage et désinfection',
        'Crème anesthésiante si besoin',
        'Micro-injections',
        'Soin apaisant',
      ],
      href: '/mesotherapie',
      linkLabel: 'En savoir plus',
    },
    {
      id: 'peeling-retinol',
      title: 'Peeling au Rétinol',
      subtitle: 'Renouvellement cutané',
      description:
        'Un peeling superficiel à la vitamine A qui stimule le renouvellement de la peau : éclat, grain de peau et taches superficielles.',
      image: {
        src: '/images/treatments/peeling-retinol.svg',
        alt: 'Illustration : flacon de sérum, pipette et fines couches de peau qui se renouvellent',
      },
      price: { variant: 'retinolPeelPrice.treatmentList' },
      duration: { variant: 'retinolPeelDuration.treatmentList' },
      benefits: [
        'Teint plus lumineux',
        'Grain de peau affiné',
        'Taches superficielles atténuées',
        'Visage et décolleté',
      ],
      process: [
        'Nettoyage de la peau',
        'Préparation',
        'Application du rétinol',
        'Rinçage à domicile',
      ],
      href: '/peeling-retinol',
      linkLabel: 'En savoir plus',
    },
    {
      id: 'laser-co2',
      title: 'Laser CO2 fractionné',
      subtitle: 'Resurfaçage et rajeunissement',
      description:
        'La technique de référence du resurfaçage pour les rides, les cicatrices d’acné et la texture de peau. Éviction sociale de 5 à 7 jours.',
      image: {
        src: '/images/treatments/laser-co2.svg',
        alt: 'Illustration : bloc de peau traversé par les micro-colonnes du laser CO2 fractionné',
      },
      price: { variant: 'laserCo2Price.treatmentList' },
      duration: { variant: 'laserCo2Duration.treatmentList' },
      benefits: [
        'Rides et ridules',
        'Cicatrices d’acné',
        'Stimulation du collagène',
        'Protocole de 1 à 3 séances',
      ],
      process: [
        'Consultation et préparation',
        'Crème anesthésiante',
        'Passage du laser',
        'Soins cicatrisants',
      ],
      href: '/laser-co2',
      linkLabel: 'En savoir plus',
    },
    {
      id: 'led-miltaderm',
      title: 'LED Miltaderm',
      subtitle: 'Photobiomodulation',
      description:
        'Quatre technologies de lumière combinées pour un soin indolore, seul ou en accompagnement d’autres traitements.',
      image: {
        src: '/images/treatments/led-miltaderm.svg',
        alt: 'Illustration : profil de visage entouré de halos de lumière LED colorée',
      },
      price: 70,
      priceUnit: 'la séance',
      duration: 20,
      benefits: [
        'Soin indolore et non invasif',
        'Aucune éviction sociale',
        'Complément d’autres soins',
        'Cure de 6 à 10 séances, 2 par semaine',
      ],
      process: [
        'Nettoyage de la peau',
        'Protection des yeux',
        'Exposition à la lumière',
        'Soin de fin de séance',
      ],
      href: '/led-miltaderm',
      linkLabel: 'En savoir plus',
    },
    {
      id: 'lesion-pigmentaire',
      title: 'Lésions pigmentaires',
      subtitle: 'Laser des taches brunes',
      description:
        'Un laser qui cible le pigment des taches brunes bénignes (lentigos, taches de rousseur), après examen médical de chaque tache.',
      image: {
        src: '/images/treatments/lesion-pigmentaire.svg',
        alt: 'Illustration : taches pigmentaires schématiques observées à la loupe et ciblées',
      },
      price: { from: 100 },
      duration: { min: 15, max: 30 },
      benefits: [
        'Traitement ciblé du pigment',
        'Une séance le plus souvent',
        'Contrôle à 1 mois',
        'Examen médical de chaque tache',
      ],
      process: ['Examen et repérage', 'Protection des yeux', 'Tirs laser', 'Soin et conseils'],
      href: '/lesion-pigmentaire',
      linkLabel: 'En savoir plus',
    },
    {
      id: 'coolpeel',
      title: 'CoolPeel',
      subtitle: 'Laser CO2 aux suites légères',
      description:
        'Un resurfaçage au laser CO2 fractionné qui agit en surface, associable à la mésothérapie NCTF 135 (230 € le soin combiné).',
      image: {
        src: '/images/treatments/coolpeel.svg',
        alt: 'Illustration : zone de balayage laser en micro-points sur la peau',
      },
      price: 150,
      duration: { min: 30, max: 45 },
      benefits: [
        'Éclat et grain de peau',
        'Suites habituellement légères',
        'Associable au NCTF 135',
        '1 à 3 séances',
      ],
      process: [
        'Consultation et préparation',
        'Nettoyage de la peau',
        'Passage du laser',
        'Soin apaisant',
      ],
      href: '/coolpeel',
      linkLabel: 'En savoir plus',
    },
  ],
  sections: [
    { kind: 'whyChooseUs', id: 'pourquoi-nous', title: 'Pourquoi choisir notre centre ?' },
  ],
  cta: {
    title: 'Quel soin pour votre peau ?',
    text: 'Prenez rendez-vous pour une consultation médicale : 50 €, déduits des premiers soins. Le médecin analyse votre peau et vous propose un protocole personnalisé.',
    booking: true,
    secondary: { label: 'Nous contacter', href: '/contact' },
  },
  meta: {
    title: 'Soins du visage : HydraFacial, laser CO2, peelings',
    description:
      'Soins du visage près de Lyon : HydraFacial, mésothérapie NCTF 135, peeling au rétinol, laser CO2, LED, lésions pigmentaires et CoolPeel. Tarifs et durées.',
    keywords: [
      'soins du visage',
      'médecine esthétique visage',
      'HydraFacial',
      'laser CO2 fractionné',
      'mésothérapie NCTF 135',
      'peeling au rétinol',
      'CoolPeel',
      'Villefranche-sur-Saône',
    ],
    path: '/soins-visage',
    image: {
      src: '/images/hero/soins-visage.svg',
      alt: 'Illustration : visage stylisé au trait, yeux clos, entouré de gouttes et d’éclats',
    },
  },
} satisfies DataFile<typeof TreatmentListPage>;
