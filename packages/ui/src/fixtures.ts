/** Taken from the catalog so a story shows what the site shows, plus a few edge cases. */
import { type Section, catalog } from '@clinique/catalog';
import { fn } from 'storybook/test';
import type {
  ArticleFrontMatter,
  DeskText,
  InterfaceText,
  Layout,
  LegalPages,
  PriceTable,
  PrivacyNotice,
  TreatmentCard,
} from '@clinique/catalog';

export const interfaceText: InterfaceText = catalog.interfaceText;
/** The success page's countdown, singular and plural. */
export const countdownText = catalog.success.countdownText;

export const layout: Layout = catalog.layout;
export const deskText: DeskText = catalog.deskText;
export const usableTreatments: readonly string[] = catalog.vouchers.usableTreatments;

export const contactPrivacyNotice: PrivacyNotice = catalog.contact.formPrivacyNotice;

export const legalPages: LegalPages = catalog.legalPages;

const { clinic } = catalog;
export const clinicName = clinic.name;
export const clinicTagline = clinic.tagline;
export const bookingUrl = clinic.bookingUrl;
export const phone = catalog.contactFacts.phone.visible;
export const address = clinic.address;
export const openingHours = catalog.contactFacts.hours.visible;

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No ${what} in the catalog`);
  return value;
}

const treatment = (id: string) =>
  found(
    catalog.treatmentPages.find((page) => page.id === id),
    `treatment page ${id}`,
  );

function section<K extends Section['kind']>(id: string, kind: K): Extract<Section, { kind: K }> {
  const sections: readonly Section[] = treatment(id).sections;
  return found(
    sections.find((item): item is Extract<Section, { kind: K }> => item.kind === kind),
    `${kind} section on ${id}`,
  );
}

const card = (cards: readonly TreatmentCard[], id: string) =>
  found(
    cards.find((item) => item.id === id),
    `card ${id}`,
  );

export const images = {
  heroHome: catalog.home.hero.image,
  led: found(treatment('led-miltaderm').hero.images[0], 'LED image'),
  ledDevice: found(treatment('led-miltaderm').hero.images[1], 'LED device image'),
  morpheus8: card(catalog.soinsCorps.cards, 'morpheus8').image,
};

export const services = catalog.home.services.items.slice(0, 2);

export const treatmentCards: TreatmentCard[] = [
  card(catalog.soinsVisage.cards, 'hydrafacial'),
  card(catalog.soinsCorps.cards, 'cryolipolyse'),
  card(catalog.soinsCorps.cards, 'varicosites'),
];

const standardPrices = found(treatment('laser-co2').prices, 'laser-co2 prices');
const sessionPrices = found(treatment('morpheus8').prices, 'morpheus8 prices');
const fromRow = found(
  catalog.treatmentPages
    .flatMap((page) => page.prices?.tables ?? [])
    .flatMap((table) => (table.kind === 'standard' ? table.rows : []))
    .find((row) => typeof row.price === 'object' && 'from' in row.price && row.note),
  'a "from" price with a note',
);
const laserCo2 = found(standardPrices.tables[0], 'a standard table');
export const standardTable: PriceTable =
  laserCo2.kind === 'standard' ? { ...laserCo2, rows: [...laserCo2.rows, fromRow] } : laserCo2;
export const sessionsTable: PriceTable = found(sessionPrices.tables[0], 'a sessions table');

export const priceSection = { ...sessionPrices, tables: [sessionsTable] };

const hairRemoval = section('epilation-laser', 'hairRemovalPackages').packages;
export const hairRemovalPackages = ['essentiel', 'integral'].map((id) =>
  found(
    hairRemoval.find((item) => item.id === id),
    `package ${id}`,
  ),
);
export const bodyPackages = found(
  catalog.soinsCorps.sections.find((item) => item.kind === 'bodyPackages'),
  'body packages',
).packages;
export const steps = section('cryolipolyse', 'steps').steps;
export const timeline = section('laser-co2', 'timeline').entries;
export const indicationGroups = section('led-miltaderm', 'indications').groups;
export const compositionCategories = section('mesotherapie', 'composition').categories;
export const benefits = section('hydrafacial', 'benefits').items;
export const figures = catalog.home.hero.figures;
export const testimonials = section('hydrafacial', 'testimonials').items;
export const faqItems = section('epilation-laser', 'faq').items;
export const towns = section('epilation-laser', 'towns').towns;
export const offers = section('hydrafacial', 'offers').offers;
export const facts = section('cryolipolyse', 'facts').facts;

export const articles: ArticleFrontMatter[] = [
  'hydrafacial',
  'epilation-laser',
  'cryolipolyse',
].map((topic) =>
  found(
    catalog.articles.find((article) => article.slug.startsWith(`${topic}-`)),
    `article on ${topic}`,
  ),
);

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

/** Testing Library normalises the page's white space but not the text it looks for. */
export const asShown = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A pattern that finds the text inside a longer one, its characters taken literally. */
export const containing = (text: string): RegExp =>
  new RegExp(asShown(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

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
