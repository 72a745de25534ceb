/**
 * Prices a patient reads agree with the page's price tables; a variant reading kept for a differently
 * stated price fails once the tables move.
 */
import { formatEuros } from '../format/money.ts';
import { formatPrice } from '../format/content.ts';
import type { CatalogData } from '../load.ts';
import {
  type PriceReading,
  agreesWithTables,
  formatRange,
  pageAmounts,
  priceMentions,
  priceReadings,
  readingHolds,
  tableRange,
} from '../price-claims.ts';
import type { Problem } from '../problems.ts';
import type { TreatmentPage } from '../schemas/pages.ts';
import type { Price } from '../schemas/primitives.ts';
import { treatmentFile } from '../walk.ts';
import { type Check, error } from './check.ts';

const VARIANTS_FILE = 'src/data/variants.ts';
const samePrice = (a: Price, b: Price) => JSON.stringify(a) === JSON.stringify(b);

function pageAt(catalog: CatalogData, path: string): TreatmentPage | undefined {
  return catalog.treatmentPages.find((page) => page.path === path);
}

export const checkPriceVariants: Check = (catalog) => {
  const byVariant = new Map<string, PriceReading[]>();
  for (const reading of priceReadings(catalog))
    byVariant.set(reading.variant, [...(byVariant.get(reading.variant) ?? []), reading]);
  return [...byVariant].flatMap(([variant, readings]) => {
    const [first] = readings;
    if (!first) return [];
    const page = pageAt(catalog, first.page);
    const range = page ? tableRange(page) : undefined;
    if (readingHolds(first, range)) return [];
    const now = range ? formatRange(range) : 'no price table';
    const values = readings.map((r) => `${r.reading}: ${priceWords(r.value)}`).join(', ');
    return [
      error(
        VARIANTS_FILE,
        variant,
        'tables.read',
        `expected the tables of ${first.page} to read ${formatPrice(first.read)}, as when the readings (${values}) were kept, found ${now}: update the variant ${variant} in ${VARIANTS_FILE} (its readings if the specification's price changed too, then tables.read)`,
      ),
    ];
  });
};

export function readingsShownByText(catalog: CatalogData): Set<string> {
  const readings = priceReadings(catalog);
  const shown = new Set<string>();
  for (const claim of priceMentions(catalog).claims) {
    for (const reading of readings) {
      if (reading.page === claim.page.path && samePrice(reading.value, claim.price))
        shown.add(`${reading.variant}.${reading.reading}`);
    }
  }
  return shown;
}

export const checkPriceClaims: Check = (catalog) => {
  const readings = priceReadings(catalog);
  const problems: Problem[] = [];
  for (const claim of priceMentions(catalog).claims) {
    const range = tableRange(claim.page);
    if (!range || claim.variant) continue;
    if (agreesWithTables(claim.price, range)) continue;
    const matching = readings.filter(
      (reading: PriceReading) =>
        reading.page === claim.page.path && samePrice(reading.value, claim.price),
    );
    if (matching.some((reading) => readingHolds(reading, range))) continue;
    const found = claim.quote ? `"${claim.quote}"` : priceWords(claim.price);
    const stale = matching[0]
      ? ` (the variant ${matching[0].variant} was kept for tables that read ${formatPrice(matching[0].read)}: update it in ${VARIANTS_FILE})`
      : '';
    problems.push(
      error(
        claim.file,
        claim.entry,
        claim.field,
        `expected ${expectedWords(claim.price, range)}, what the tables of ${claim.page.path} (${treatmentFile(claim.page)}) read, found ${found}${stale}`,
      ),
    );
  }
  return problems;
};

export const checkOfferPrices: Check = (catalog) => {
  const problems: Problem[] = [];
  for (const page of catalog.treatmentPages) {
    const rows = (page.prices?.tables ?? []).flatMap((table) =>
      table.kind === 'standard' ? table.rows.map((row) => row.price) : [],
    );
    page.sections.forEach((section, sectionIndex) => {
      if (section.kind !== 'offers') return;
      section.offers.forEach((offer, index) => {
        if (rows.some((price) => samePrice(price, offer.price))) return;
        problems.push(
          error(
            treatmentFile(page),
            `sections[${sectionIndex}] (${section.id}).offers[${index}] (${offer.id})`,
            'price',
            `expected the price of a row of the page's tables (${rows.map(priceWords).join(', ')}), found ${priceWords(offer.price)}`,
          ),
        );
      });
    });
  }
  return problems;
};

function priceWords(price: Price): string {
  if (typeof price === 'number') return formatEuros(price);
  if ('from' in price) return `from ${formatEuros(price.from)}`;
  return formatPrice(price);
}

function expectedWords(price: Price, range: { lowest: number; highest: number }): string {
  if (typeof price === 'number') return formatEuros(range.lowest);
  if ('from' in price) return `from ${formatEuros(range.lowest)}`;
  return formatRange(range);
}

/** A text about no treatment may also state the gift vouchers' amounts. */
export const checkAmountsInText: Check = (catalog) => {
  const fee = catalog.clinic.consultation.fee;
  const { offers, custom } = catalog.vouchers;
  const general = new Set([
    fee,
    ...offers.map((offer) => offer.price),
    custom.minimum,
    custom.maximum,
  ]);
  const problems: Problem[] = [];
  for (const found of priceMentions(catalog).amounts) {
    const allowed = new Set([fee]);
    for (const page of found.pages) pageAmounts(page, catalog).forEach((n) => allowed.add(n));
    const ok = found.pages.length > 0 ? allowed.has(found.amount) : general.has(found.amount);
    if (ok) continue;
    const about = found.pages.length
      ? `a price of ${found.pages.map((page) => page.path).join(' or ')} (${[...allowed]
          .sort((a, b) => a - b)
          .join(', ')} €)`
      : `the consultation fee or a gift voucher amount (${[...general].sort((a, b) => a - b).join(', ')} €), as the text names no treatment`;
    problems.push(
      error(
        found.file,
        found.path,
        'text',
        `expected ${about}, found "${found.quote}" in the text`,
      ),
    );
  }
  return problems;
};
