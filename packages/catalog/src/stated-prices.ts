/**
 * Every price a patient reads, tied to the treatment page whose tables it summarises, so a price
 * changed in one table can never leave an old copy elsewhere.
 */
import { type CatalogData, treatmentLists } from './load.ts';
import { amountsOf, pagePrices } from './page-prices.ts';
import { normalizeForSearch as plain } from './blog.ts';
import { words } from './format/content.ts';
import { pathOf } from './route-paths.ts';
import type { TreatmentPage } from './schemas/pages.ts';
import type { Price } from './schemas/primitives.ts';
import { sources } from './sources.ts';
import { catalogTexts, treatmentFile } from './walk.ts';

export type PriceReading = ReturnType<typeof priceReadings>[number];

export function priceReadings(catalog: Pick<CatalogData, 'variants'>) {
  return Object.entries(catalog.variants).flatMap(([variant, entry]) =>
    'tables' in entry
      ? Object.entries(entry.readings).map(([reading, { value }]) => ({
          variant,
          reading,
          value,
          ...entry.tables,
        }))
      : [],
  );
}

export interface PriceClaim {
  file: string;
  entry: string;
  field: string;
  page: TreatmentPage;
  price: Price;
  quote?: string;
  /** The words just before the quote and the quote, to find an article's line. */
  context?: string;
  variant?: string;
}

interface AmountInText {
  file: string;
  path: string;
  amount: number;
  quote: string;
  /** The words just before the quote and the quote, to find an article's line. */
  context: string;
  pages: TreatmentPage[];
}

/** Whole euros (« 1 200 ») or euros and cents (« 163,33 »: not « 33 »). */
const AMOUNT = String.raw`(?:\d{1,3}(?:[\u202F\u00A0 ]\d{3})+|\d+)(?:,\d{1,2})?`;
const EURO = String.raw`[\u202F\u00A0 ]?€`;
const PRICE_IN_TEXT = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?<from>dès|à partir de|a partir de|commence à)\s+(?<fromAmount>${AMOUNT})${EURO}|de\s+(?<min>${AMOUNT})\s+à\s+(?<max>${AMOUNT})${EURO}|(?<amount>${AMOUNT})${EURO})`,
  'giu',
);

const toNumber = (text: string) => Number(text.replace(/[\s\u202F\u00A0]/g, '').replace(',', '.'));

/** The amounts of a match of PRICE_IN_TEXT: « de 30 à 1 000 € » gives 30 and 1 000. */
const amountsIn = ({ groups = {} }: RegExpMatchArray) =>
  [groups.fromAmount, groups.min, groups.max, groups.amount].flatMap((n) => (n ? toNumber(n) : []));

/** The euro amounts a text states, each as written. */
export function euroAmountsIn(text: string): { amount: number; quote: string }[] {
  return [...text.matchAll(PRICE_IN_TEXT)].flatMap((match) =>
    amountsIn(match).map((amount) => ({ amount, quote: match[0] })),
  );
}

/** The durations in months a text states (\s takes the no-break spaces of French typography). */
export function monthsIn(text: string): { months: number; quote: string }[] {
  return [...text.matchAll(/(\d+)\s*mois/g)].map((match) => ({
    months: Number(match[1]),
    quote: match[0],
  }));
}

/**
 * Words any text uses about any treatment: a page whose name starts with one (« Soin éclat ») is not
 * named by it alone, or « les tarifs dépendent du soin » would be about that page.
 */
const GENERIC_WORDS = new Set<string>(
  words(
    'bilan consultation consultations forfait forfaits laser seance seances',
    'soin soins technique traitement traitements zone zones',
  ),
);

const firstWord = (page: TreatmentPage) => plain(page.name).split(' ')[0] ?? '';

/**
 * A page is named by its name, or by its first word alone (« l’épilation ») when that word is its
 * own: not a generic word, and not the first word of another page (« Peeling au rétinol » and
 * « Peeling chimique »).
 */
function namesOf(page: TreatmentPage, pages: readonly TreatmentPage[]): string[] {
  const name = plain(page.name);
  const first = firstWord(page);
  const own =
    first.length >= 3 &&
    first !== name &&
    !GENERIC_WORDS.has(first) &&
    pages.every((other) => other === page || firstWord(other) !== first);
  return own ? [name, first] : [name];
}

interface Scanned {
  claims: PriceClaim[];
  amounts: AmountInText[];
}

/** The treatments a text names, the one named last first. */
function namedBefore(text: string, pages: readonly TreatmentPage[]): TreatmentPage[] {
  const normal = plain(text);
  const words = ` ${normal.replace(/[^\p{L}\d]+/gu, ' ')} `;
  const lastIndex = (page: TreatmentPage) =>
    Math.max(...namesOf(page, pages).map((name) => normal.lastIndexOf(name)));
  return pages
    .filter((page) => namesOf(page, pages).some((name) => words.includes(` ${name} `)))
    .sort((a, b) => lastIndex(b) - lastIndex(a));
}

/**
 * A treatment a starting price was about is not named again: in "l’épilation laser commence à
 * 35 €, la séance de LED Miltaderm coûte 70 €", 70 € is LED's.
 */
function scanText(
  text: string,
  file: string,
  path: string,
  context: readonly TreatmentPage[],
  all: readonly TreatmentPage[],
  out: Scanned,
): void {
  const used = new Set<TreatmentPage>();
  for (const match of text.matchAll(PRICE_IN_TEXT)) {
    const before = text.slice(0, match.index);
    const sentence = before.slice(before.search(/[^.!?]*$/));
    const candidates = namedBefore(sentence, all).filter((page) => !used.has(page));
    const about =
      candidates[0] ??
      namedBefore(before, all)[0] ??
      (context.length === 1 ? context[0] : undefined);
    const { fromAmount, min, max } = match.groups ?? {};
    const around = `${sentence.slice(-30)}${match[0]}`;
    const price = fromAmount
      ? { from: toNumber(fromAmount) }
      : min && max
        ? { min: toNumber(min), max: toNumber(max) }
        : undefined;
    if (price && about) {
      used.add(about);
      out.claims.push({
        file,
        entry: path,
        field: 'text',
        page: about,
        price,
        quote: match[0],
        context: around,
      });
    } else {
      // The first treatment the sentence names (and no earlier price of it was about).
      const first = candidates.at(-1);
      const pages = [...new Set([...context, ...(first ? [first] : [])])];
      for (const amount of amountsIn(match))
        out.amounts.push({ file, path, amount, quote: match[0], context: around, pages });
    }
  }
}

/** The link of the card a table row's zone is about. */
function cardHref(zone: string, cards: readonly { title: string; href: string | null }[]) {
  const row = plain(zone);
  return cards.find((card) => {
    const title = plain(card.title);
    return row === title || row.startsWith(`${title} `);
  })?.href;
}

export function priceMentions(catalog: CatalogData): Scanned {
  const out: Scanned = { claims: [], amounts: [] };
  const pages = catalog.treatmentPages;
  const byHref = (href: string | null | undefined) =>
    href ? pages.find((page) => page.path === pathOf(href)) : undefined;
  /** A price field about `page`, with the variant reading it holds, if any. */
  const claim = (
    file: string,
    path: string,
    entry: string,
    page: TreatmentPage | undefined,
    price: Price,
  ) => {
    if (!page) return;
    const use = catalog.variantUses.find((item) => item.file === file && item.path === path);
    const variant = use ? `${use.variant}.${use.reading}` : undefined;
    out.claims.push({ file, entry, field: 'price', page, price, ...(variant ? { variant } : {}) });
  };
  const lists = new Map(treatmentLists(catalog).map((list) => [list.file, list.page]));

  for (const [file, list] of lists) {
    list.cards.forEach((card, i) =>
      claim(file, `cards[${i}].price`, `cards[${i}] (${card.id})`, byHref(card.href), card.price),
    );
    list.prices.tables.forEach((table, tableIndex) =>
      table.rows.forEach((row, rowIndex) => {
        if (!('price' in row)) return;
        claim(
          file,
          `prices.tables[${tableIndex}].rows[${rowIndex}].price`,
          `prices.tables[${tableIndex}] (${table.id}).rows[${rowIndex}] (${row.zone})`,
          byHref(cardHref(row.zone, list.cards)),
          row.price,
        );
      }),
    );
  }

  // A fact "Tarif" of a treatment page is a price field about the page itself.
  for (const page of pages) {
    const file = treatmentFile(page);
    page.sections.forEach((section, sectionIndex) => {
      if (section.kind !== 'facts') return;
      section.facts.forEach((fact, index) => {
        if (fact.price === undefined) return;
        claim(
          file,
          `sections[${sectionIndex}].facts[${index}].price`,
          `sections[${sectionIndex}] (${section.id}).facts[${index}] (${fact.label})`,
          page,
          fact.price,
        );
      });
    });
  }

  // An article is read paragraph by paragraph: an amount is about the treatments its own paragraph
  // names.
  for (const { file, path, text } of catalogTexts(catalog)) {
    // The vouchers page and the legal pages state no treatment's price.
    if (file === sources.vouchers.file || file.startsWith('src/data/legal/')) continue;
    const list = lists.get(file);
    const card = /^cards\[(\d+)\]/.exec(path);
    const row = /^prices\.tables\[(\d+)\]\.rows\[(\d+)\]/.exec(path);
    const zone = row && list?.prices.tables[Number(row[1])]?.rows[Number(row[2])]?.zone;
    const context = [
      pages.find((page) => treatmentFile(page) === file),
      card ? byHref(list?.cards[Number(card[1])]?.href) : undefined,
      zone ? byHref(cardHref(zone, list?.cards ?? [])) : undefined,
    ].filter((p): p is TreatmentPage => !!p);
    scanText(text, file, path, context, pages, out);
  }
  return out;
}

/** Formula cards repeat rows of the tables: checkOfferPrices holds them to it. */
export function pageAmounts(page: TreatmentPage, catalog: CatalogData): Set<number> {
  const amounts = new Set(
    pagePrices(page, catalog.interfaceText).flatMap((item) => amountsOf(item.price)),
  );
  for (const table of page.prices?.tables ?? []) {
    // The page shows a sessions row's price per session and saving too.
    if (table.kind === 'sessions')
      table.rows.forEach((row) => {
        amounts.add(row.breakdown.perSession);
        amounts.add(row.breakdown.saving);
      });
  }
  for (const section of page.sections) {
    if (section.kind === 'hairRemovalPackages')
      section.packages.forEach((p) => amounts.add(p.separatePrice ?? p.price));
    if (section.kind === 'bodyPackages') section.packages.forEach((p) => amounts.add(p.saving));
  }
  for (const reading of priceReadings(catalog)) {
    if (reading.page === page.path) amountsOf(reading.value).forEach((n) => amounts.add(n));
  }
  return amounts;
}
