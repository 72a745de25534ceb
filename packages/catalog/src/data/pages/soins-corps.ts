/**
 * Page /soins-corps : liste des soins du corps. Héros avec panneau de tarifs (« Voir nos Tarifs »),
 * cinq cartes de soins, trois forfaits corps, bloc « pourquoi nous choisir », appel à l’action.
 * Lectures nommées : `cryolipolyseDuration.treatmentList` (60 min) et
 * `bodyHairRemovalPrice.treatmentList` (35 – 150 €).
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TreatmentListPage } from '../../schemas/pages.ts';

export default {
  id: 'soins-corps',
  path: '/soins-corps',
  name: 'Soins du corps',
  hero: {
    badge: 'Soins du corps',
    title: 'Nos soins du corps',
    subtitle: 'Remodelage, fermeté, épilation et peau nette',
    intro:
      'Cryolipolyse, Morpheus 8, épilation laser, traitement des varicosités et détatouage : des traitements médicaux du corps, proposés après une consultation médicale (50 €, déduits des premiers soins) qui vérifie l’indication et les contre-indications.',
    images: [
      {
        src: '/images/hero/soins-corps.svg',
        alt: 'Illustration : silhouette du buste en ligne, ondes et flocon',
      },
    ],
    booking: true,
  },
  prices: {
    id: 'tarifs',
    title: 'Nos tarifs soins du corps',
    intro: 'Tarifs indicatifs ; un devis personnalisé vous est remis lors de la consultation.',
    display: 'panel',
    showLabel: 'Voir nos Tarifs',
    hideLabel: 'Masquer nos Tarifs',
    tables: [
      {
        kind: 'standard',
        id: 'soins-corps',
        title: 'Soins du corps',
        firstColumn: 'Soin',
        rows: [
          {
            zone: 'Cryolipolyse',
            price: { from: 300 },
            duration: { variant: 'cryolipolyseDuration.treatmentList' },
            note: 'Par zone',
          },
          {
            zone: 'Morpheus 8',
            price: { variant: 'morpheus8Price.treatmentList' },
            duration: { min: 15, max: 30 },
            note: 'Par zone',
          },
          {
            zone: 'Épilation laser corps',
            price: { variant: 'bodyHairRemovalPrice.treatmentList' },
            duration: { variant: 'hairRemovalDuration.bodyList' },
            note: 'Par zone et par séance',
          },
          { zone: 'Traitement des varicosités', price: { from: 150 }, duration: 30 },
          {
            zone: 'Détatouage laser',
            price: { min: 80, max: 350 },
            duration: { min: 15, max: 45 },
            note: 'Par séance, selon la taille du tatouage',
          },
        ],
      },
    ],
    notes: [
      'Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.',
      'Paiement en plusieurs fois possible.',
    ],
  },
  cardsTitle: 'Nos traitements du corps',
  cardsIntro:
    'Chaque traitement est réalisé dans un cadre médical, avec des réglages adaptés à votre peau. Les résultats varient d’une personne à l’autre.',
  cards: [
    {
      id: 'cryolipolyse',
      title: 'Cryolipolyse',
      subtitle: 'Graisses localisées',
      description:
        'Le froid contrôlé cible un amas graisseux localisé qui résiste à l’alimentation et au sport ; les cellules graisseuses sont ensuite éliminées naturellement. Ce n’est pas une méthode d’amaigrissement.',
      image: {
        src: '/images/treatments/cryolipolyse.svg',
        alt: 'Illustration : applicateur de froid sur la silhouette, cellules graisseuses et flocons',
      },
      price: { from: 300 },
      priceUnit: 'par zone',
      duration: { variant: 'cryolipolyseDuration.treatmentList' },
      benefits: [
        'Sans chirurgie ni anesthésie',
        'Reprise des activités immédiate',
        '1 à 2 séances selon la zone',
        'Premiers résultats en 3 à 4 semaines',
        'Contrôle médical à 2 mois',
      ],
      process: [
        'Consultation et examen de la zone',
        'Séance de froid contrôlé',
        'Contrôle à 2 mois',
      ],
      zones: [
        'Ventre',
        'Poignées d’amour',
        'Culotte de cheval',
        'Intérieur des cuisses',
        'Arrière des bras',
        'Double menton',
      ],
      href: '/cryolipolyse',
      linkLabel: 'En Savoir Plus',
    },
    {
      id: 'morpheus8',
      title: 'Morpheus 8',
      subtitle: 'Radiofréquence microneedling',
      description:
        'Des micro-aiguilles délivrent la radiofréquence en profondeur pour stimuler le collagène : la peau se raffermit et se lisse progressivement, sur le visage comme sur le corps.',
      image: {
        src: '/images/treatments/morpheus8.svg',
        alt: 'Illustration : micro-aiguilles et ondes de radiofréquence dans les couches de la peau',
      },
      price: { from: 200 },
      priceUnit: 'par zone',
      duration: { min: 15, max: 30 },
      benefits: [
        'Raffermit et lisse la peau progressivement',
        'Peut atténuer vergetures et cicatrices',
        'Adapté au visage et au corps',
        'Protocole de 3 à 4 séances',
        'Séances espacées de 4 à 6 semaines',
      ],
      process: [
        'Consultation médicale',
        'Crème anesthésiante',
        'Séance de radiofréquence microneedling',
        'Soin apaisant',
      ],
      zones: ['Ventre', 'Intérieur des bras', 'Cuisses', 'Genoux', 'Cou et décolleté'],
      href: '/morpheus8',
      linkLabel: 'En Savoir Plus',
    },
    {
      id: 'epilation-laser',
      title: 'Épilation laser',
      subtitle: 'Définitive & précise',
      description:
        'Un laser médical réglé selon votre peau et vos poils réduit durablement la pilosité, pour les femmes comme pour les hommes. Des forfaits multi-zones permettent d’économiser jusqu’à 30 %.',
      image: {
        src: '/images/treatments/epilation-laser.svg',
        alt: 'Illustration : jambe en ligne et faisceau lumineux d’épilation laser',
      },
      price: { variant: 'bodyHairRemovalPrice.treatmentList' },
      priceUnit: 'par zone et par séance',
      duration: { variant: 'hairRemovalDuration.bodyList' },
      benefits: [
        'Réduction durable de la pilosité',
        'Moins de poils incarnés et d’irritations',
        'Réglages adaptés à votre phototype',
        '6 à 8 séances en moyenne',
        'Forfaits jusqu’à 30 % d’économie',
      ],
      process: [
        'Consultation médicale',
        'Rasage de la zone la veille',
        'Séance laser',
        'Protection solaire 4 semaines',
      ],
      zones: ['Aisselles', 'Maillot', 'Jambes', 'Bras', 'Dos', 'Torse'],
      href: '/epilation-laser',
      linkLabel: 'En Savoir Plus',
    },
    {
      id: 'varicosites',
      title: 'Traitement des varicosités',
      subtitle: 'Petits vaisseaux et rougeurs',
      description:
        'Le laser cible les petits vaisseaux visibles sous la peau (varicosités, couperose) pour les estomper. Les varices plus importantes relèvent d’un avis en phlébologie, que le médecin vous indique si besoin.',
      image: {
        src: '/images/treatments/varicosites.svg',
        alt: 'Illustration : jambe en ligne avec fines varicosités ciblées par un faisceau lumineux',
      },
      price: { from: 150 },
      duration: 30,
      benefits: [
        'Sans chirurgie',
        'Séance de 30 min',
        'Cible les petits vaisseaux visibles',
        'Reprise rapide des activités',
        'Évaluation médicale préalable',
      ],
      process: [
        'Consultation et examen des vaisseaux',
        'Séance laser',
        'Protection solaire et suivi',
      ],
      zones: ['Jambes', 'Visage (nez, joues)'],
      href: null,
      linkLabel: 'Nous consulter',
    },
    {
      id: 'detatouage',
      title: 'Détatouage laser',
      subtitle: 'Effacement progressif',
      description:
        'Le laser fragmente l’encre en particules très fines que l’organisme élimine ; le tatouage s’estompe au fil des séances, espacées de 6 à 8 semaines. Le prix dépend de la taille du tatouage.',
      image: {
        src: '/images/treatments/detatouage.svg',
        alt: 'Illustration : motif de tatouage sur l’avant-bras se fragmentant sous le faisceau laser',
      },
      price: { min: 80, max: 350 },
      priceUnit: 'par séance',
      duration: { min: 15, max: 45 },
      benefits: [
        'Tarif selon la taille du tatouage',
        'Paiement à la séance',
        '6 à 8 semaines entre deux séances',
        'Réglages adaptés à l’encre et à la peau',
        'Suivi médical à chaque séance',
      ],
      process: [
        'Consultation et devis',
        'Séance laser',
        'Soins de cicatrisation',
        'Séance suivante après 6 à 8 semaines',
      ],
      zones: ['Bras et avant-bras', 'Épaules et dos', 'Jambes', 'Chevilles et pieds', 'Mains'],
      href: '/detatouage',
      linkLabel: 'En Savoir Plus',
    },
  ],
  sections: [
    {
      kind: 'bodyPackages',
      id: 'forfaits',
      title: 'Nos forfaits corps',
      intro:
        'Des programmes associant plusieurs soins ou plusieurs zones, à un tarif plus avantageux. Leur contenu exact est défini avec le médecin lors de la consultation.',
      packages: [
        {
          id: 'remodelage',
          title: 'Remodelage',
          description:
            'Cryolipolyse et Morpheus 8 associés pour affiner une zone puis raffermir la peau.',
          price: { from: 550 },
          saving: 200,
          includes: ['Cryolipolyse', 'Radiofréquence Morpheus 8', 'Suivi médical des résultats'],
        },
        {
          id: 'epilation-integrale',
          title: 'Épilation Intégrale',
          description:
            'Épilation laser de plusieurs grandes zones du corps, composée selon votre pilosité.',
          price: { from: 320 },
          saving: 150,
          includes: [
            'Plusieurs zones du corps',
            'Réglages adaptés à votre phototype',
            'Suivi entre les séances',
          ],
        },
        {
          id: 'jambes-parfaites',
          title: 'Jambes Parfaites',
          description:
            'Épilation laser des jambes et traitement des varicosités réunis dans un même programme.',
          price: { from: 500 },
          saving: 100,
          includes: ['Épilation laser des jambes', 'Traitement des varicosités', 'Suivi médical'],
        },
      ],
      actionLabel: 'Choisir ce Forfait',
      actionHref: '/contact?traitement=autre',
    },
    { kind: 'whyChooseUs', id: 'pourquoi-nous', title: 'Pourquoi choisir notre centre ?' },
  ],
  cta: {
    title: 'Un projet pour votre corps ?',
    text: 'Prenez rendez-vous pour une consultation médicale, ou demandez un devis : le médecin vous conseille le traitement adapté à votre situation.',
    booking: true,
    secondary: { label: 'Demander un Devis', href: '/contact?traitement=autre' },
  },
  meta: {
    title: 'Soins du corps : cryolipolyse, Morpheus 8, laser',
    description:
      'Soins du corps près de Lyon : cryolipolyse dès 300 € par zone, Morpheus 8, épilation laser, varicosités, détatouage. Forfaits et consultation médicale.',
    keywords: [
      'soins du corps',
      'cryolipolyse',
      'Morpheus 8 corps',
      'épilation laser',
      'traitement des varicosités',
      'détatouage laser',
      'remodelage corporel',
    ],
    path: '/soins-corps',
    image: {
      src: '/images/hero/soins-corps.svg',
      alt: 'Illustration : silhouette du buste en ligne, ondes et flocon',
    },
  },
} satisfies DataFile<typeof TreatmentListPage>;
