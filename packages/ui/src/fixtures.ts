/**
 * Typed samples for stories: the catalog's labels and layout as they are, and small samples of
 * content (short and long French texts, edge cases). Not exported by the package.
 */
import { catalog } from '@clinique/catalog';
import { fn } from 'storybook/test';
import type {
  ArticleFrontMatter,
  BenefitCard,
  BodyPackage,
  CompositionCategory,
  CustomVoucher,
  Fact,
  FaqItem,
  Figure,
  HairRemovalPackage,
  Image,
  IndicationGroup,
  DeskScreens,
  InterfaceText,
  Layout,
  LegalPages,
  Offer,
  OpeningHours,
  Phone,
  PriceSection,
  PriceTable,
  PrivacyNotice,
  Service,
  SessionStep,
  Testimonial,
  TimelineEntry,
  Town,
  TreatmentCard,
  VoucherOffer,
} from '@clinique/catalog';
import type { PriceTableLabels } from './components/PriceTable/PriceTable.tsx';

/** The catalog's own interface labels and layout: stories show exactly what the site shows. */
export const interfaceText: InterfaceText = catalog.interfaceText;

export const layout: Layout = catalog.layout;
/** The desk's screens. */
export const deskScreens: DeskScreens = catalog.deskScreens;
/** What a voucher pays for (the desk's treatment list). */
export const usableTreatments: readonly string[] = catalog.vouchers.usableTreatments;

/** The notice under the contact form (what is done with the data, link to the privacy policy). */
export const contactPrivacyNotice: PrivacyNotice = catalog.contact.formPrivacyNotice;

/** The catalog's four legal pages, their facts filled in (placeholders "À compléter" included). */
export const legalPages: LegalPages = catalog.legalPages;

export const clinicName = 'Centre de Médecine Laser du Beaujolais';
export const clinicTagline = 'Centre de Médecine Laser';
export const bookingUrl = 'https://rendez-vous.example/dr-camille-exemple';
/** The visible phone of the catalog (its `tel:` form derived from the number). */
export const phone: Phone = catalog.contactFacts.phone.visible;
export const address = { street: '1 rue de l’Exemple', postalCode: '69400', city: 'Arnas' };
export const openingHours: OpeningHours[] = [
  {
    label: 'Lundi – Vendredi',
    days: ['Mo', 'Tu', 'We', 'Th', 'Fr'],
    opens: '09:00',
    closes: '19:00',
  },
  { label: 'Samedi', days: ['Sa'], opens: '08:00', closes: '12:00' },
];

export const images = {
  hydrafacial: {
    src: '/images/treatments/hydrafacial.svg',
    alt: 'Illustration abstraite : gouttes d’eau et spirale évoquant l’hydratation du visage',
  },
  epilation: {
    src: '/images/treatments/epilation-laser.svg',
    alt: 'Illustration abstraite : faisceau laser fin au-dessus de lignes stylisées de la peau',
  },
  cryolipolyse: {
    src: '/images/treatments/cryolipolyse.svg',
    alt: 'Illustration abstraite : flocon et silhouette stylisée évoquant le froid',
  },
  morpheus8: {
    src: '/images/treatments/morpheus8.svg',
    alt: 'Illustration abstraite : rangée de fines aiguilles et ondes de radiofréquence',
  },
  heroHome: {
    src: '/images/hero/home.svg',
    alt: 'Illustration abstraite : faisceaux de lumière douce sur des formes arrondies évoquant la peau',
  },
  ledDevice: {
    src: '/images/treatments/led-miltaderm-appareil.svg',
    alt: 'Illustration : appareil de photobiomodulation LED à panneaux articulés',
  },
  led: {
    src: '/images/treatments/led-miltaderm.svg',
    alt: 'Illustration abstraite : panneau de lumières douces rouges et infrarouges',
  },
} satisfies Record<string, Image>;

export const services: Service[] = [
  {
    id: 'epilation',
    title: 'Épilation Laser',
    subtitle: 'Définitive & Précise',
    description:
      'Réduction durable de la pilosité sur le visage et le corps, avec des réglages adaptés à votre phototype et à la couleur de vos poils.',
    image: images.epilation,
    features: [
      'Toutes les zones du visage et du corps',
      'Réglages adaptés à chaque phototype',
      'Refroidissement de la peau pour plus de confort',
      'Forfaits jusqu’à 30 % d’économie',
    ],
    duration: { min: 20, max: 60 },
    sessions: { min: 6, max: 10 },
  },
  {
    id: 'hydrafacial',
    title: 'HydraFacial',
    subtitle: 'Éclat & Hydratation',
    description:
      'Soin du visage en plusieurs étapes qui nettoie, exfolie, désincruste et hydrate la peau, sans éviction sociale.',
    image: images.hydrafacial,
    features: [
      'Nettoyage et exfoliation en douceur',
      'Extraction des impuretés',
      'Hydratation par sérums',
      'Reprise immédiate des activités',
    ],
    duration: 45,
    sessions: 1,
  },
];

export const treatmentCards: TreatmentCard[] = [
  {
    id: 'hydrafacial',
    title: 'HydraFacial',
    subtitle: 'Éclat & Hydratation',
    description:
      'Nettoyage, exfoliation, extraction et hydratation en une séance, sans éviction sociale.',
    image: images.hydrafacial,
    price: { from: 180 },
    duration: 45,
    benefits: [
      'Teint plus lumineux',
      'Pores désincrustés',
      'Hydratation immédiate',
      'Sans éviction',
    ],
    process: [],
    zones: [],
    href: '/hydrafacial',
    linkLabel: 'En savoir plus',
  },
  {
    id: 'cryolipolyse',
    title: 'Cryolipolyse',
    subtitle: 'Remodelage sans chirurgie',
    description:
      'Refroidissement contrôlé des amas graisseux localisés qui résistent au sport et à l’alimentation.',
    image: images.cryolipolyse,
    price: { from: 300 },
    priceUnit: 'par zone',
    duration: 60,
    benefits: [
      'Technique non invasive',
      'Sans anesthésie',
      'Premiers effets après 3 à 4 semaines',
      'Contrôle médical à 2 mois',
      'Reprise immédiate des activités',
    ],
    process: [],
    zones: ['Ventre', 'Poignées d’amour', 'Cuisses', 'Bras', 'Double menton'],
    href: '/cryolipolyse',
    linkLabel: 'En Savoir Plus',
  },
  {
    id: 'varicosites',
    title: 'Traitement des varicosités',
    subtitle: 'Jambes plus légères',
    description: 'Laser vasculaire pour les petites veines visibles et les rougeurs des jambes.',
    image: images.morpheus8,
    price: { from: 150 },
    duration: 30,
    benefits: ['Petites veines estompées', 'Sans éviction sociale'],
    process: [],
    zones: ['Jambes', 'Visage'],
    href: null,
    linkLabel: 'En Savoir Plus',
  },
];

export const standardTable: PriceTable = {
  kind: 'standard',
  id: 'laser-co2-zones',
  title: 'Laser CO2 fractionné : tarifs par zone',
  rows: [
    { zone: 'Contour de la bouche', price: 250, duration: 15 },
    { zone: 'Joues', price: 250, duration: 15 },
    { zone: 'Visage complet', price: 500, duration: 30 },
    { zone: 'Cou + visage', price: 650 },
    { zone: 'Blépharoplastie (paupières)', price: { min: 300, max: 500 } },
    { zone: 'Plus de 50 cm²', price: { from: 350 }, duration: 60, note: 'Devis après examen' },
  ],
};

export const sessionsTable: PriceTable = {
  kind: 'sessions',
  id: 'morpheus8-visage',
  title: 'Morpheus 8 : visage',
  caption: 'Protocole de 3 à 4 séances espacées de 4 à 6 semaines.',
  rows: [
    {
      zone: 'Bas du visage',
      oneSession: 330,
      threeSessions: 900,
      breakdown: { perSession: 300, saving: 90 },
    },
    {
      zone: 'Visage complet',
      oneSession: 450,
      threeSessions: 1200,
      breakdown: { perSession: 400, saving: 150 },
    },
    {
      zone: 'Contour des yeux',
      oneSession: 200,
      threeSessions: 490,
      breakdown: { perSession: 163.33, saving: 110 },
    },
    {
      zone: 'Visage + décolleté',
      oneSession: 550,
      threeSessions: 1530,
      breakdown: { perSession: 510, saving: 120 },
    },
  ],
};

/** Labels of the price tables as the site builds them from `interfaceText`. */
export const priceLabels: PriceTableLabels = {
  zone: interfaceText.zone,
  price: interfaceText.price,
  duration: interfaceText.duration,
  oneSession: interfaceText.oneSession,
  threeSessions: interfaceText.threeSessions,
  fromPrefix: interfaceText.fromPrefix,
  breakdown: 'soit {perSession} la séance · {saving} d’économie',
};

export const priceSection: PriceSection = {
  id: 'tarifs',
  title: 'Tarifs Morpheus 8',
  intro: 'Tarifs par séance et pour un protocole de trois séances.',
  display: 'panel',
  showLabel: 'Voir les Tarifs',
  hideLabel: 'Masquer les Tarifs',
  tables: [sessionsTable],
  notes: ['Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.'],
};

export const hairRemovalPackages: HairRemovalPackage[] = [
  {
    id: 'essentiel',
    title: 'Forfait Essentiel',
    zones: ['Maillot', 'Aisselles', 'Demi-jambes'],
    price: 250,
    sessionsLabel: 'par séance',
    popular: true,
    category: 'femme',
    separatePrice: 330,
  },
  {
    id: 'integral',
    title: 'Forfait Intégral',
    zones: ['Maillot intégral', 'Aisselles', 'Jambes complètes'],
    price: 320,
    sessionsLabel: 'par séance',
    popular: false,
    category: 'femme',
  },
];

export const bodyPackages: BodyPackage[] = [
  {
    id: 'remodelage',
    title: 'Remodelage',
    description: 'Cryolipolyse sur deux zones et suivi médical complet.',
    price: { from: 550 },
    saving: 200,
    includes: ['2 zones de cryolipolyse', 'Contrôle à 2 mois'],
  },
];

export const steps: SessionStep[] = [
  {
    step: 1,
    title: 'Consultation et diagnostic',
    description: 'Examen de la peau, recherche des contre-indications et choix des réglages.',
    duration: '15 min',
    details: ['Phototype', 'Antécédents médicaux'],
  },
  {
    step: 2,
    title: 'Préparation de la zone',
    description: 'Rasage la veille, nettoyage de la peau et protection des yeux.',
    duration: '5 min',
    details: [],
  },
  {
    step: 3,
    title: 'Séance de laser',
    description: 'Passage de la pièce à main refroidie sur la zone, impulsion par impulsion.',
    duration: '10 – 45 min',
    details: ['Sensation de chaleur brève', 'Refroidissement continu'],
  },
];

export const timeline: TimelineEntry[] = [
  {
    period: 'Jour 1 à 3',
    title: 'Rougeurs légères',
    description: 'Comme un coup de soleil léger.',
    duration: '24 à 72 h',
  },
  {
    period: 'Semaine 1',
    title: 'Petites croûtes',
    description: 'Elles tombent seules : ne pas les gratter.',
  },
  {
    period: '1 mois',
    title: 'Contrôle',
    description: 'Visite de contrôle et décision d’une éventuelle deuxième séance.',
  },
];

export const indicationGroups: IndicationGroup[] = [
  {
    title: 'Peau et teint',
    items: ['Teint terne', 'Ridules', 'Pores dilatés'],
    benefits: 'Une peau plus lumineuse et plus uniforme.',
  },
  {
    title: 'Réparation',
    items: ['Cicatrices d’acné', 'Suites de procédures esthétiques', 'Rougeurs'],
    benefits: 'Soutient la réparation cutanée.',
  },
  { title: 'Bien-être', items: ['Douleurs musculaires', 'Récupération sportive'] },
];

export const compositionCategories: CompositionCategory[] = [
  {
    category: 'Vitamines',
    elements: ['A', 'B', 'C', 'E', 'K'],
    benefits: 'Antioxydants et renouvellement cellulaire.',
  },
  {
    category: 'Acides aminés',
    elements: ['Arginine', 'Glycine', 'Proline'],
    benefits: 'Synthèse du collagène.',
  },
  {
    category: 'Acide hyaluronique',
    elements: ['Acide hyaluronique non réticulé'],
    benefits: 'Hydratation profonde.',
  },
];

export const benefits: BenefitCard[] = [
  {
    icon: 'droplet',
    title: 'Hydratation',
    description: 'Les sérums diffusés en fin de soin participent à l’hydratation de la peau.',
    details: [],
  },
  {
    icon: 'sparkles',
    title: 'Éclat du teint',
    description: 'Une peau débarrassée de ses cellules mortes paraît souvent plus lumineuse.',
    details: ['Effet visible dès la première séance'],
  },
  {
    icon: 'shield',
    title: 'Non invasif',
    description: 'Ni aiguille, ni chaleur intense, ni rupture de la barrière cutanée.',
    details: [],
  },
  {
    icon: 'clock',
    title: 'Sans éviction sociale',
    description: 'Vous reprenez vos activités immédiatement après la séance.',
    details: [],
  },
];

export const figures: Figure[] = [
  { value: '10+', label: 'ans d’expertise' },
  { value: '100%', label: 'médical et sécurisé' },
  { value: '2\u202F000+', label: 'patients accompagnés' },
  { value: '98%', label: 'de satisfaction' },
];

export const testimonials: Testimonial[] = [
  {
    name: 'Claire M.',
    treatment: 'Épilation laser',
    text: 'Consultation très complète : le médecin a pris le temps d’expliquer le nombre de séances probable et les précautions avec le soleil.',
    rating: 5,
  },
  {
    name: 'Nadia B.',
    treatment: 'HydraFacial',
    text: 'Un soin agréable dans un cadre calme et médical. J’ai apprécié les conseils donnés pour entretenir ma peau.',
    rating: 5,
  },
  {
    name: 'Julien R.',
    treatment: 'Détatouage laser',
    text: 'Des explications honnêtes dès le départ sur la durée du traitement et l’espacement des séances.',
    rating: 5,
  },
];

export const faqItems: FaqItem[] = [
  {
    question: 'L’épilation laser est-elle douloureuse ?',
    answer:
      'La sensation est celle d’un léger claquement d’élastique, atténuée par le refroidissement de la peau.',
  },
  {
    question: 'Combien de séances faut-il prévoir ?',
    answer: 'En moyenne 6 à 8 séances, selon la zone, la couleur des poils et le phototype.',
  },
  {
    question: 'Puis-je m’exposer au soleil ?',
    answer:
      'Évitez le soleil 4 semaines avant et après chaque séance, et protégez la zone (SPF 50+).',
  },
];

export const beforeAfterImages: Image[] = [
  {
    src: '/images/treatments/cryolipolyse.svg',
    alt: 'Schéma d’une silhouette stylisée avant la séance',
  },
];

export const towns: Town[] = [
  { name: 'Villefranche-sur-Saône', driveMinutes: 5 },
  { name: 'Gleizé', driveMinutes: 3 },
  { name: 'Limas', driveMinutes: 8 },
  { name: 'Lyon Nord', driveMinutes: 25 },
];

export const offers: Offer[] = [
  {
    id: 'signature',
    name: 'Formule Signature',
    duration: 30,
    price: 180,
    description: 'Les quatre étapes essentielles pour une peau nette et hydratée.',
    included: ['Nettoyage et exfoliation', 'Peeling doux', 'Extraction', 'Hydratation'],
    popular: false,
  },
  {
    id: 'deluxe',
    name: 'Formule Deluxe',
    duration: 45,
    price: 250,
    description: 'La formule Signature enrichie d’un sérum ciblé et d’une séance de LED.',
    included: ['Les 4 étapes Signature', 'Sérum ciblé', 'Séance de LED', 'Drainage lymphatique'],
    popular: true,
  },
];

export const facts: Fact[] = [
  { label: 'Durée de la séance', value: '70 min' },
  { label: 'Nombre de séances', value: '1 à 2' },
  { label: 'Premiers résultats', value: '3 à 4 semaines' },
  { label: 'Contrôle', value: 'À 2 mois' },
];

export const articles: ArticleFrontMatter[] = [
  {
    id: 1,
    title: 'HydraFacial : le soin du visage qui nettoie, exfolie et hydrate en une séance',
    slug: 'hydrafacial-soin-visage',
    excerpt:
      'Comment se déroule un HydraFacial, à qui il s’adresse et à quel rythme le renouveler pour garder une peau nette et lumineuse.',
    author: 'Dr Camille Exemple',
    publishedDate: '2026-03-12',
    readTime: '6 min',
    category: 'Soins Visage',
    tags: ['HydraFacial', 'Hydratation', 'Éclat', 'Pores'],
    image: '/images/treatments/hydrafacial.svg',
    imageAlt: 'Illustration abstraite : gouttes d’eau et spirale évoquant l’hydratation du visage',
    seoTitle: 'HydraFacial près de Lyon',
    seoDescription: 'Le soin HydraFacial expliqué.',
    keywords: ['hydrafacial'],
  },
  {
    id: 2,
    title: 'Épilation laser : combien de séances et quand commencer ?',
    slug: 'epilation-laser-seances',
    excerpt:
      'Le bon moment pour commencer, le nombre de séances et les précautions avec le soleil.',
    author: 'Dr Camille Exemple',
    publishedDate: '2026-01-05',
    readTime: '7 min',
    category: 'Épilation',
    tags: ['Épilation', 'Laser'],
    image: '/images/treatments/epilation-laser.svg',
    imageAlt:
      'Illustration abstraite : faisceau laser fin au-dessus de lignes stylisées de la peau',
    seoTitle: 'Épilation laser',
    seoDescription: 'Combien de séances ?',
    keywords: ['épilation laser'],
  },
  {
    id: 3,
    title: 'Cryolipolyse : ce qu’elle peut faire, et ce qu’elle ne fait pas',
    slug: 'cryolipolyse-attentes',
    excerpt: 'Un traitement des amas graisseux localisés, pas une méthode de perte de poids.',
    author: 'Dr Camille Exemple',
    publishedDate: '2025-11-20',
    readTime: '5 min',
    category: 'Remodelage Corporel',
    tags: ['Cryolipolyse', 'Silhouette', 'Froid'],
    image: '/images/treatments/cryolipolyse.svg',
    imageAlt: 'Illustration abstraite : flocon et silhouette stylisée évoquant le froid',
    seoTitle: 'Cryolipolyse',
    seoDescription: 'Attentes réalistes.',
    keywords: ['cryolipolyse'],
  },
];

export const articleHtml = `
<p>L’HydraFacial réunit en une seule séance <strong>quatre gestes de soin</strong> : nettoyage, exfoliation, extraction et hydratation.</p>
<h2>Comment se déroule une séance ?</h2>
<p>Après une consultation médicale, la séance dure de 30 à 60 minutes selon la formule choisie.</p>
<ol>
  <li>Nettoyage et exfoliation de la peau</li>
  <li>Peeling doux pour désincruster les pores</li>
  <li>Extraction par aspiration</li>
  <li>Hydratation par sérums</li>
</ol>
<h3>À quel rythme ?</h3>
<p>Un soin toutes les <em>4 à 6 semaines</em> suffit en général. <a href="/hydrafacial">Découvrez nos formules</a>.</p>
<blockquote><p>Les résultats varient d’une personne à l’autre.</p></blockquote>
<ul>
  <li>Sans éviction sociale</li>
  <li>Convient à la plupart des peaux</li>
</ul>
<table>
  <thead><tr><th scope="col">Formule</th><th scope="col">Durée</th><th scope="col">Prix</th></tr></thead>
  <tbody><tr><td>Signature</td><td>30 min</td><td>180 €</td></tr><tr><td>Deluxe</td><td>45 min</td><td>250 €</td></tr></tbody>
</table>
`;

export const voucherOffers: VoucherOffer[] = [
  {
    id: 'decouverte',
    title: 'Bon Découverte',
    subtitle: 'Pour une première expérience',
    price: 50,
    originalPrice: 75,
    description:
      'Idéal pour découvrir le centre : il peut régler la consultation médicale ou une partie d’un premier soin.',
    includes: ['Bon cadeau de 50 €'],
    popular: false,
    validityMonths: 6,
    colour: 'sand',
  },
  {
    id: 'eclat',
    title: 'Bon Éclat',
    subtitle: 'Pour un soin complet',
    price: 150,
    originalPrice: 200,
    description:
      'De quoi régler, par exemple, un peeling au rétinol ou une séance d’épilation laser sur une zone.',
    includes: ['Bon cadeau de 150 €'],
    popular: true,
    validityMonths: 12,
    colour: 'teal',
  },
  {
    id: 'premium',
    title: 'Bon Premium',
    subtitle: 'Pour un traitement d’exception',
    price: 300,
    originalPrice: 400,
    description: 'Pour offrir un traitement plus complet, comme une séance de cryolipolyse.',
    includes: ['Bon cadeau de 300 €'],
    popular: false,
    validityMonths: 12,
    colour: 'ink',
  },
];

export const customVoucher: CustomVoucher = {
  title: 'Bon Personnalisé',
  subtitle: 'Le montant de votre choix',
  description:
    'Choisissez librement le montant du bon, à partir de 30 €. Il se déduit de tous les soins et consultations du centre.',
  giftType: 'Personnalisé',
  minimum: 30,
  maximum: 1000,
  validityMonths: 12,
};

/** A label long enough to test wrapping on a phone. */
export const longFrenchText =
  'Consultation médicale préalable obligatoire avant toute séance de médecine esthétique ou de laser';

/**
 * Testing Library normalises the page's white space (no-break spaces included) but not the text it
 * looks for: a catalog text with French no-break spaces is matched through this.
 */
export const asShown = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * An `onOrder` whose orders stay in progress until the story calls `finish()`: the story, not a
 * clock, decides when an order ends.
 */
export function pendingOrders<Order>() {
  let running: (() => void)[] = [];
  const onOrder = fn(
    (_order: Order) =>
      new Promise<void>((resolve) => {
        running.push(resolve);
      }),
  );
  return {
    onOrder,
    finish() {
      const ending = running;
      running = [];
      for (const end of ending) end();
    },
  };
}
