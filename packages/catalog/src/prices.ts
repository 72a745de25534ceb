/**
 * The prices a treatment page states, named: one list read by the catalog's checks and by the site's
 * structured data, so both count the same prices.
 */
import { highestAmount, lowestAmount } from './format/content.ts';
import type { TreatmentPage } from './schemas/pages.ts';
import type { Price } from './schemas/primitives.ts';

/** A price the page states, with what it buys. */
export interface NamedPrice {
  name: string;
  price: Price;
}

/** The words that name the two prices of a sessions row ("1 séance", "3 séances"). */
export interface SessionLabels {
  oneSession: string;
  threeSessions: string;
}

/**
 * Every price of a treatment page, named: the rows of its price tables (a sessions row gives two,
 * one session and three sessions) and its packages. Formula cards (`offers` sections) repeat rows of
 * the price table and are not counted twice.
 */
export function pagePrices(
  page: Pick<TreatmentPage, 'prices' | 'sections'>,
  labels: SessionLabels,
): NamedPrice[] {
  const tables = page.prices?.tables ?? [];
  const prefix = (title: string) => (tables.length > 1 ? `${title} – ` : '');
  const prices: NamedPrice[] = [];
  for (const table of tables) {
    if (table.kind === 'standard') {
      for (const row of table.rows)
        prices.push({ name: `${prefix(table.title)}${row.zone}`, price: row.price });
    } else {
      for (const row of table.rows) {
        const name = `${prefix(table.title)}${row.zone}`;
        prices.push({ name: `${name} (${labels.oneSession})`, price: row.oneSession });
        prices.push({ name: `${name} (${labels.threeSessions})`, price: row.threeSessions });
      }
    }
  }
  for (const section of page.sections) {
    if (section.kind === 'hairRemovalPackages' || section.kind === 'bodyPackages')
      prices.push(...section.packages.map((item) => ({ name: item.title, price: item.price })));
  }
  return prices;
}

/** The amounts a price states: one, or both bounds of a range. */
export function amountsOf(price: Price): number[] {
  const high = highestAmount(price);
  const low = lowestAmount(price);
  return high === undefined || high === low ? [low] : [low, high];
}
