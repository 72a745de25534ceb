/** One list for the checks and the structured data, so both count the same prices. */
import { highestAmount, lowestAmount } from './format/content.ts';
import type { TreatmentPage } from './schemas/pages.ts';
import type { Price } from './schemas/primitives.ts';

export interface NamedPrice {
  name: string;
  price: Price;
}

/** Formula cards repeat rows of the price table and are not counted twice. */
export function pagePrices(
  page: Pick<TreatmentPage, 'prices' | 'sections'>,
  labels: { oneSession: string; threeSessions: string },
): NamedPrice[] {
  const tables = page.prices?.tables ?? [];
  const prefix = (title: string) => (tables.length > 1 ? `${title} – ` : '');
  const prices: NamedPrice[] = [];
  for (const table of tables) {
    for (const row of table.rows) {
      const name = `${prefix(table.title)}${row.zone}`;
      if ('price' in row) prices.push({ name, price: row.price });
      else
        prices.push(
          { name: `${name} (${labels.oneSession})`, price: row.oneSession },
          { name: `${name} (${labels.threeSessions})`, price: row.threeSessions },
        );
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
