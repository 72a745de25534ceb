/**
 * Taken from the catalog so a story shows what the site shows, plus a few edge cases. Content is
 * chosen by what a story needs (a page with two hero images, a card without a page…), never by id,
 * so an editor's valid change keeps the stories green; when nothing fits, a stand-in written here.
 */
import { ORDER_LIMITS } from '@clinique/api/payment';
import { type Section, catalog } from '@clinique/catalog';
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dismissDisclosureScript } from './utils/dismiss-disclosure.ts';
import type {
  ArticleFrontMatter,
  BodyPackage,
  CatalogData,
  HairRemovalPackage,
  Hero,
  PriceRow,
  PriceSection,
  PriceTable,
  SessionPriceRow,
  TreatmentCard,
} from '@clinique/catalog';

export const interfaceText = catalog.interfaceText;
/** The success page's countdown, singular and plural. */
export const countdownText = catalog.success.countdownText;

export const layout = catalog.layout;
export const deskText = catalog.deskText;
export const usableTreatments: readonly string[] = catalog.vouchers.usableTreatments;

export const contactPrivacyNotice = catalog.contact.formPrivacyNotice;

export const legalPages = catalog.legalPages;

const { clinic } = catalog;
export const clinicName = clinic.name;
export const clinicTagline = clinic.tagline;
export const bookingUrl = clinic.bookingUrl;
export const phone = catalog.contactFacts.phone.visible;
export const address = clinic.address;
export const openingHours = catalog.contactFacts.hours.visible;

export const services = catalog.home.services.items.slice(0, 2);
export const figures = catalog.home.hero.figures;

type SectionOf<K extends Section['kind']> = Extract<Section, { kind: K }>;
type StandardTable = Extract<PriceTable, { kind: 'standard' }>;
type SessionsTable = Extract<PriceTable, { kind: 'sessions' }>;

/** What a hero story shows of a page, and the page's name as the breadcrumb says it. */
export type StoryHero = Pick<Hero, 'title' | 'badge' | 'subtitle' | 'images'> & { name: string };

/** Three sessions' price per session and saving, computed as the catalog computes them. */
const sessionRow = (zone: string, oneSession: number, threeSessions: number): SessionPriceRow => ({
  zone,
  oneSession,
  threeSessions,
  breakdown: {
    perSession: Math.round((threeSessions / 3) * 100) / 100,
    saving: oneSession * 3 - threeSessions,
  },
});

/** Shown only when the catalog has nothing of the kind: the story still renders. */
function standIns({ hero, about }: CatalogData['home']) {
  const sessionsTable: SessionsTable = {
    kind: 'sessions',
    id: 'radiofrequence-visage',
    title: 'Radiofréquence microneedling : visage',
    rows: [sessionRow('Visage complet', 600, 1500), sessionRow('Cou', 400, 1000)],
  };
  const card = {
    image: hero.image,
    duration: 45,
    process: [],
    linkLabel: 'En savoir plus',
  } satisfies Partial<TreatmentCard>;
  const hairRemoval = {
    sessionsLabel: 'Forfait 5 séances',
    popular: false,
    category: 'femme',
  } satisfies Partial<HairRemovalPackage>;
  const article = {
    author: 'L’équipe médicale',
    publishedDate: '2026-01-15',
    readTime: '5 min',
    image: hero.image.src,
    imageAlt: hero.image.alt,
  } satisfies Partial<ArticleFrontMatter>;
  return {
    twoImageHero: {
      name: 'LED Miltaderm',
      title: 'LED Miltaderm',
      badge: 'Photobiomodulation',
      subtitle: 'Quatre technologies de lumière combinées',
      images: [hero.image, about.image],
    } satisfies StoryHero,
    sessionsHero: {
      name: 'Morpheus 8',
      title: 'Morpheus 8',
      badge: 'Radiofréquence microneedling',
      subtitle: 'Raffermir et lisser la peau du visage et du corps',
      images: [hero.image],
    } satisfies StoryHero,
    sessionsTable,
    priceSection: {
      id: 'tarifs',
      title: 'Tarifs',
      display: 'panel',
      showLabel: 'Voir les Tarifs',
      hideLabel: 'Masquer les Tarifs',
      tables: [sessionsTable],
      notes: [],
    } satisfies PriceSection,
    standardTable: {
      kind: 'standard',
      id: 'laser-co2-zones',
      title: 'Laser CO2 : tarifs par zone',
      rows: [
        { zone: 'Contour de la bouche', price: 250, duration: 20 },
        { zone: 'Visage complet', price: 500, duration: 45 },
      ],
    } satisfies StandardTable,
    plainRow: { zone: 'Joues', price: 250, duration: 20 } satisfies PriceRow,
    rangeRow: { zone: 'Paupières', price: { min: 300, max: 500 }, duration: 30 } satisfies PriceRow,
    fromRow: {
      zone: 'Lésion pigmentaire',
      price: { from: 100 },
      note: 'Selon la taille et le nombre de taches',
    } satisfies PriceRow,
    linkedCard: {
      ...card,
      id: 'soin-visage-exemple',
      title: 'HydraFacial',
      subtitle: 'Soin hydratant en profondeur',
      description: 'Nettoyage, exfoliation, extraction et hydratation en une seule séance.',
      price: { min: 180, max: 250 },
      benefits: ['Teint éclatant', 'Pores resserrés', 'Sans éviction sociale'],
      zones: [],
      href: '/hydrafacial',
    } satisfies TreatmentCard,
    zonedCard: {
      ...card,
      id: 'soin-corps-exemple',
      title: 'Cryolipolyse',
      subtitle: 'Affiner la silhouette sans chirurgie',
      description: 'Le froid élimine les amas graisseux localisés, sans incision.',
      price: { from: 300 },
      priceUnit: 'par zone',
      benefits: [
        'Sans chirurgie',
        'Sans anesthésie',
        'Reprise immédiate',
        'Résultats durables',
        'Séance confortable',
      ],
      zones: ['Ventre', 'Poignées d’amour', 'Cuisses'],
      href: null,
    } satisfies TreatmentCard,
    unlinkedCard: {
      ...card,
      id: 'soin-sans-page-exemple',
      title: 'Varicosités',
      subtitle: 'Traitement laser des petits vaisseaux',
      description: 'Le laser estompe les varicosités des jambes et les rougeurs du visage.',
      price: { from: 150 },
      benefits: ['Sans aiguille', 'Séances courtes'],
      zones: ['Jambes', 'Visage'],
      href: null,
      linkLabel: 'Nous consulter',
    } satisfies TreatmentCard,
    hairRemovalPackages: [
      {
        ...hairRemoval,
        id: 'forfait-exemple-essentiel',
        title: 'Forfait Essentiel',
        zones: ['Aisselles', 'Maillot'],
        price: 150,
      },
      {
        ...hairRemoval,
        id: 'forfait-exemple-integral',
        title: 'Forfait Intégral',
        zones: ['Aisselles', 'Maillot', 'Jambes complètes'],
        price: 380,
      },
    ] satisfies [HairRemovalPackage, HairRemovalPackage],
    bodyPackages: [
      {
        id: 'forfait-exemple-silhouette',
        title: 'Forfait Silhouette',
        description: 'Deux zones de cryolipolyse traitées lors de la même séance.',
        price: 550,
        saving: 50,
        includes: ['Deux zones', 'Consultation de suivi à 2 mois'],
      },
    ] satisfies BodyPackage[],
    steps: [
      {
        step: 1,
        title: 'Consultation médicale',
        description: 'Le médecin examine la zone et vérifie l’absence de contre-indication.',
        duration: '15 min',
        details: [],
      },
      {
        step: 2,
        title: 'Séance',
        description: 'Le soin est réalisé au cabinet, selon le protocole défini ensemble.',
        duration: '30 min',
        details: [],
      },
    ] satisfies SectionOf<'steps'>['steps'],
    timeline: [
      { period: 'Jours 1 à 3', title: 'Rougeurs', description: 'Une rougeur légère s’estompe.' },
      { period: '1 mois', title: 'Premiers résultats', duration: 'Progressifs' },
    ] satisfies SectionOf<'timeline'>['entries'],
    indicationGroups: [
      { title: 'Peau', items: ['Teint terne', 'Rides fines'] },
      { title: 'Réparation', items: ['Cicatrisation', 'Rougeurs'], benefits: 'Peau apaisée' },
    ] satisfies SectionOf<'indications'>['groups'],
    compositionCategories: [
      {
        category: 'Vitamines',
        elements: ['Vitamine A', 'Vitamine C'],
        benefits: 'Éclat et protection de la peau',
      },
      {
        category: 'Acide hyaluronique',
        elements: ['Acide hyaluronique non réticulé'],
        benefits: 'Hydratation en profondeur',
      },
    ] satisfies SectionOf<'composition'>['categories'],
    benefits: about.whyCards.map((card) => ({
      ...card,
      details: [],
    })) satisfies SectionOf<'benefits'>['items'],
    towns: [
      { name: 'Villefranche-sur-Saône', driveMinutes: 10 },
      { name: 'Lyon', driveMinutes: 35 },
    ] satisfies SectionOf<'towns'>['towns'],
    offers: [
      {
        id: 'formule-exemple-signature',
        name: 'Signature',
        duration: 30,
        price: 180,
        description: 'Le soin essentiel pour une peau nette et hydratée.',
        included: ['Nettoyage', 'Exfoliation', 'Hydratation'],
        popular: false,
      },
      {
        id: 'formule-exemple-deluxe',
        name: 'Deluxe',
        duration: 45,
        price: 250,
        description: 'La formule complète, avec un sérum ciblé.',
        included: ['Nettoyage', 'Exfoliation', 'Extraction', 'Sérum ciblé'],
        popular: true,
      },
    ] satisfies SectionOf<'offers'>['offers'],
    facts: [
      { label: 'Durée de la séance', value: '30 minutes' },
      { label: 'Éviction sociale', value: 'Aucune' },
    ] satisfies SectionOf<'facts'>['facts'],
    articles: [
      {
        ...article,
        id: 1,
        title: 'HydraFacial : un soin du visage en profondeur',
        slug: 'exemple-soin-visage-hydrafacial',
        excerpt: 'Nettoyer, exfolier et hydrater la peau en une seule séance.',
        category: 'Soins Visage',
        tags: ['Soin du visage', 'Hydratation'],
        seoTitle: 'HydraFacial : un soin du visage en profondeur',
        seoDescription: 'Comment se déroule une séance d’HydraFacial.',
        keywords: ['hydrafacial'],
      },
      {
        ...article,
        id: 2,
        title: 'Épilation laser : le guide complet',
        slug: 'exemple-epilation-laser-guide',
        excerpt: 'Zones, nombre de séances et précautions avant le laser.',
        category: 'Épilation',
        tags: ['Épilation laser'],
        seoTitle: 'Épilation laser : le guide complet',
        seoDescription: 'Tout savoir sur l’épilation laser définitive.',
        keywords: ['épilation laser'],
      },
      {
        ...article,
        id: 3,
        title: 'Cryolipolyse : affiner sa silhouette sans chirurgie',
        slug: 'exemple-cryolipolyse-silhouette',
        excerpt: 'Le froid contre les amas graisseux localisés.',
        category: 'Remodelage Corporel',
        tags: ['Cryolipolyse', 'Silhouette'],
        seoTitle: 'Cryolipolyse : affiner sa silhouette sans chirurgie',
        seoDescription: 'Comment la cryolipolyse élimine les amas graisseux.',
        keywords: ['cryolipolyse'],
      },
    ] satisfies [ArticleFrontMatter, ArticleFrontMatter, ArticleFrontMatter],
  };
}

const isRange = (row: PriceRow) => typeof row.price === 'object' && 'min' in row.price;
const isFromWithNote = (row: PriceRow) =>
  typeof row.price === 'object' && 'from' in row.price && row.note !== undefined;
const withoutNote = (row: PriceRow) => row.note === undefined;

// Each story's content, chosen by what the story needs, never by id.
const spare = standIns(catalog.home);
const pages = [...catalog.treatmentPages, catalog.soinsVisage, catalog.soinsCorps];
const sections: readonly Section[] = pages.flatMap((page) => page.sections);
/** The first section of this kind, in the catalog's order, that suits the story. */
const first = <K extends Section['kind']>(
  kind: K,
  suits: (section: SectionOf<K>) => boolean = () => true,
) => sections.filter((item): item is SectionOf<K> => item.kind === kind).find(suits);
const heroOf = (page: (typeof pages)[number]): StoryHero => ({
  name: page.name,
  title: page.hero.title,
  badge: page.hero.badge,
  subtitle: page.hero.subtitle,
  images: page.hero.images,
});

const pairPage = pages.find((page) => page.hero.images.length === 2);
const sessions = pages.flatMap((page) => {
  const { prices } = page;
  const table = prices?.tables.find((item): item is SessionsTable => item.kind === 'sessions');
  return prices && table ? [{ page, prices, table }] : [];
})[0];
export const sessionsTable = sessions?.table ?? spare.sessionsTable;

// The standard table with a price range, plus the cases it lacks, taken from the other tables.
const standardTables = pages
  .flatMap((page) => page.prices?.tables ?? [])
  .filter((table): table is StandardTable => table.kind === 'standard');
const base = standardTables.find((table) => table.rows.some(isRange)) ?? standardTables[0];
const rows: PriceRow[] = [...(base ?? spare.standardTable).rows];
const wanted = [
  [withoutNote, spare.plainRow],
  [isRange, spare.rangeRow],
  [isFromWithNote, spare.fromRow],
] as const;
for (const [suits, standIn] of wanted) {
  if (rows.some(suits)) continue;
  const zones = new Set(rows.map((row) => row.zone));
  const other = standardTables.flatMap((table) => table.rows);
  rows.push(other.find((row) => suits(row) && !zones.has(row.zone)) ?? standIn);
}

const cards = [...catalog.soinsVisage.cards, ...catalog.soinsCorps.cards];
const linked = cards.find((card) => card.href !== null) ?? spare.linkedCard;
const unlinked = cards.find((card) => card.href === null) ?? spare.unlinkedCard;
const others = cards.filter((card) => card !== linked && card !== unlinked);
// Zones, and more benefits than the four the story shows, so that the rest are left out.
const zoned =
  others.find((card) => card.zones.length > 0 && card.benefits.length > 4) ??
  others.find((card) => card.zones.length > 0) ??
  spare.zonedCard;

const [
  firstPackage = spare.hairRemovalPackages[0],
  secondPackage = spare.hairRemovalPackages[1],
]: readonly HairRemovalPackage[] = first('hairRemovalPackages')?.packages ?? [];
const [
  firstArticle = spare.articles[0],
  secondArticle = spare.articles[1],
  thirdArticle = spare.articles[2],
] = catalog.articles;

export const images = { heroHome: catalog.home.hero.image };
/** A page whose hero shows two images. */
export const twoImageHero = pairPage ? heroOf(pairPage) : spare.twoImageHero;
/** The page priced in sessions, with one image (its price panel's story). */
export const sessionsHero = sessions
  ? {
      ...heroOf(sessions.page),
      images: [sessions.page.hero.images[0] ?? catalog.home.hero.image],
    }
  : spare.sessionsHero;
export const priceSection = sessions
  ? { ...sessions.prices, tables: [sessionsTable] }
  : spare.priceSection;
export const standardTable = { ...(base ?? spare.standardTable), rows } satisfies PriceTable;
/** A card with a page, a card with zones, a card without a page. */
export const treatmentCards = [linked, zoned, unlinked] as const;
export const hairRemovalPackages = [firstPackage, secondPackage] as const;
export const bodyPackages = first('bodyPackages')?.packages ?? spare.bodyPackages;
export const steps = first('steps')?.steps ?? spare.steps;
export const timeline = first('timeline')?.entries ?? spare.timeline;
export const indicationGroups = first('indications')?.groups ?? spare.indicationGroups;
export const compositionCategories =
  first('composition')?.categories ?? spare.compositionCategories;
export const benefits = first('benefits')?.items ?? spare.benefits;
export const testimonials = first('testimonials')?.items ?? catalog.home.testimonials.items;
export const faqItems = first('faq')?.items ?? catalog.faq.items;
export const towns = first('towns')?.towns ?? spare.towns;
// Its story finds the one offer marked popular.
export const offers =
  first('offers', (item) => item.offers.filter((offer) => offer.popular).length === 1)?.offers ??
  spare.offers;
// Its story looks for a fact written as text, without a suffix.
export const facts = (first('facts', (item) =>
  item.facts.some((fact) => fact.value !== undefined && !fact.suffix),
)?.facts ?? spare.facts) as SectionOf<'facts'>['facts'];
export const articles = [firstArticle, secondArticle, thirdArticle] as const;

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

export const voucherOffers = catalog.vouchers.offers;
export const customVoucher = catalog.vouchers.custom;

export const longFrenchText =
  'Consultation médicale préalable obligatoire avant toute séance de médecine esthétique ou de laser';

/** Long words of the trade, which a 320 px phone must fit or break, never push off the screen. */
export const longWords =
  'Photobiomodulation dermo-cosmétique, électrocoagulation anticonstitutionnellement';

/** A name as long as an order takes (`ORDER_LIMITS.name`), composed as French names are. */
export const longName =
  'Anne-Marie-Bénédicte de La Rochefoucauld-Montmorency épouse Saint-Exupéry-Dubois'.slice(
    0,
    ORDER_LIMITS.name,
  );

/** A story's `globals` for the narrowest phone (320 px): the preview then checks nothing sticks out. */
export const onSmallPhone = { viewport: { value: 'small' } };

/** Testing Library normalises the page's white space but not the text it looks for. */
export const asShown = (text: string): string => text.replace(/\s+/g, ' ').trim();

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern that finds the text inside a longer one, its characters taken literally. */
export const containing = (text: string): RegExp => new RegExp(literally(asShown(text)));

/** A pattern for a text inside an accessible description, which keeps no-break spaces as typed. */
export const describing = (text: string): RegExp =>
  new RegExp(literally(text.trim()).replace(/\s+/g, '\\s+'));

/** The story, not a clock, decides when an order ends. */
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

/**
 * Inlines the kit's `dismissDisclosureScript` once, as the site's layout does (its listeners stay
 * on the story's document), so that a play function can check how a `<details>` closes.
 */
export const withDismissDisclosureScript: Decorator = (Story) => {
  if (!document.getElementById('dismiss-disclosure-script')) {
    const script = document.createElement('script');
    script.id = 'dismiss-disclosure-script';
    script.textContent = dismissDisclosureScript;
    document.body.append(script);
  }
  return Story();
};
