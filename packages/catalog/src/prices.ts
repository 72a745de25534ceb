/** One list for the checks and the structured data, so both count the same prices. */
import { highestAmount, lowestAmount } from './format/content.ts';
import type { TreatmentPage } from './schemas/pages.ts';
import type { Price } from './schemas/primitives.ts';

export interface NamedPrice {
  name: string;
  price: Price;
}

export interface SessionLabels {
  oneSession: string;
  threeSessions: string;
}

/** Formula cards repeat rows of the price table and are not counted twice. */
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

export function amountsOf(price: Price): number[] {
  const high = highestAmount(price);
  const low = lowestAmount(price);
  return high === undefined || high === low ? [low] : [low, high];
}
