/**
 * Prices: "from" prices agree with the pages, sessions and packages save what they say, and a price
 * written in a page's text is one of the page's prices.
 */
import { lowestAmount } from '../format/content.ts';
import { type CatalogData, treatmentLists } from '../load.ts';
import { amountsOf, pagePrices } from '../prices.ts';
import type { Problem } from '../problems.ts';
import { pathOf } from '../routes.ts';
import type { PriceTable } from '../schemas/entities.ts';
import type { TreatmentPage } from '../schemas/pages.ts';
import { treatmentFile, walkStrings } from '../walk.ts';
import { type Check, error } from './check.ts';

function lowestRow(tables: readonly PriceTable[]): number | undefined {
  const amounts = tables.flatMap((table) =>
    table.kind === 'standard'
      ? table.rows.map((row) => lowestAmount(row.price))
      : table.rows.map((row) => row.oneSession),
  );
  return amounts.length ? Math.min(...amounts) : undefined;
}

/** Whether a price at `pattern` in `file` comes from a declared variant reading. */
function priceFromVariant(catalog: CatalogData, file: string, pattern: RegExp): boolean {
  return catalog.variantUses.some((use) => use.file === file && pattern.test(use.path));
}

/** "From X €" on a card agrees with the lowest row of its page's tables, unless a variant says otherwise. */
export const checkFromPrices: Check = (catalog) => {
  const problems: Problem[] = [];
  for (const { file, page: list } of treatmentLists(catalog)) {
    list.cards.forEach((card, index) => {
      const price = card.price;
      if (typeof price !== 'object' || !('from' in price) || !card.href) return;
      const page = catalog.treatmentPages.find(
        (candidate) => candidate.path === pathOf(card.href ?? ''),
      );
      const lowest = page?.prices ? lowestRow(page.prices.tables) : undefined;
      if (!page || lowest === undefined || lowest === price.from) return;
      const declared =
        priceFromVariant(catalog, file, new RegExp(`^cards\\[${index}\\]\\.price$`)) ||
        priceFromVariant(
          catalog,
          treatmentFile(page),
          /^prices\.tables\[\d+\](\.rows\[\d+\]\.price)?$/,
        );
      if (!declared) {
        problems.push(
          error(
            file,
            `cards[${index}] (${card.id})`,
            'price',
            `expected "from ${lowest} €", the lowest price of ${page.path}, found "from ${price.from} €" (declare a variant in src/data/variants.ts if both readings are right)`,
          ),
        );
      }
    });
  }
  return problems;
};

export const checkSessionPrices: Check = (catalog) => {
  const problems: Problem[] = [];
  for (const page of catalog.treatmentPages) {
    const file = treatmentFile(page);
    page.prices?.tables.forEach((table, tableIndex) => {
      if (table.kind !== 'sessions') return;
      table.rows.forEach((row, rowIndex) => {
        const entry = `prices.tables[${tableIndex}].rows[${rowIndex}] (${row.zone})`;
        if (row.threeSessions >= row.oneSession * 3) {
          problems.push(
            error(
              file,
              entry,
              'threeSessions',
              `expected less than 3 × ${row.oneSession} = ${row.oneSession * 3} €, found ${row.threeSessions} €`,
            ),
          );
        }
      });
    });
  }
  return problems;
};

export const checkPackages: Check = (catalog) => {
  const problems: Problem[] = [];
  const limit = catalog.clinic.hairRemovalPackageSavingsPercent;
  for (const page of catalog.treatmentPages) {
    page.sections.forEach((section, sectionIndex) => {
      if (section.kind === 'hairRemovalPackages') {
        const popular = section.packages.filter((pack) => pack.popular);
        if (popular.length > 1) {
          problems.push(
            error(
              treatmentFile(page),
              `sections[${sectionIndex}]`,
              'popular',
              `expected at most one popular package, found ${popular.length}`,
            ),
          );
        }
        section.packages.forEach((pack, index) => {
          if (pack.separatePrice === undefined) return;
          const entry = `sections[${sectionIndex}].packages[${index}] (${pack.id})`;
          if (pack.separatePrice <= pack.price) {
            problems.push(
              error(
                treatmentFile(page),
                entry,
                'price',
                `expected less than its zones booked separately (${pack.separatePrice} € in the price tables), found ${pack.price} €`,
              ),
            );
          } else if ((pack.separatePrice - pack.price) / pack.separatePrice > limit / 100) {
            problems.push(
              error(
                treatmentFile(page),
                entry,
                'price',
                `expected a saving of at most ${limit} % (the clinic's claim), found ${Math.round(((pack.separatePrice - pack.price) / pack.separatePrice) * 100)} %`,
              ),
            );
          }
        });
      }
      if (section.kind === 'bodyPackages') {
        section.packages.forEach((pack, index) => {
          if (pack.saving <= 0) {
            problems.push(
              error(
                treatmentFile(page),
                `sections[${sectionIndex}].packages[${index}] (${pack.id})`,
                'saving',
                `expected a positive saving, found ${pack.saving} €`,
              ),
            );
          }
        });
      }
    });
  }
  for (const { file, page: list } of treatmentLists(catalog)) {
    list.sections.forEach((section, sectionIndex) => {
      if (section.kind !== 'bodyPackages') return;
      section.packages.forEach((pack, index) => {
        if (pack.saving <= 0) {
          problems.push(
            error(
              file,
              `sections[${sectionIndex}].packages[${index}] (${pack.id})`,
              'saving',
              `expected a positive saving, found ${pack.saving} €`,
            ),
          );
        }
      });
    });
  }
  return problems;
};

/**
 * Every amount a treatment page may write in its text: its prices (`pagePrices`, as the structured
 * data counts them) and the savings, separate prices and formula cards that go with them.
 */
function pageAmounts(page: TreatmentPage, catalog: CatalogData): Set<number> {
  const amounts = new Set(
    pagePrices(page, catalog.interfaceText).flatMap((item) => amountsOf(item.price)),
  );
  for (const table of page.prices?.tables ?? []) {
    if (table.kind === 'sessions') table.rows.forEach((row) => amounts.add(row.breakdown.saving));
  }
  for (const section of page.sections) {
    if (section.kind === 'offers')
      section.offers.forEach((o) => amountsOf(o.price).forEach((n) => amounts.add(n)));
    if (section.kind === 'hairRemovalPackages')
      section.packages.forEach((p) => amounts.add(p.separatePrice ?? p.price));
    if (section.kind === 'bodyPackages') section.packages.forEach((p) => amounts.add(p.saving));
  }
  return amounts;
}

const EURO_IN_TEXT = /(\d[\d\u202F\u00A0 ]*)\u00A0€/g;

/**
 * A price written in a treatment page's text ("Dès 200 €" in the hero, "230 € avec NCTF 135"…) is
 * one of the page's own prices, the consultation fee, or a price of the treatment lists: an editor
 * who changes a table and forgets the prose is told where.
 */
export const checkPricesInText: Check = (catalog) => {
  const shared = new Set<number>([catalog.clinic.consultation.fee]);
  for (const { page: list } of treatmentLists(catalog)) {
    list.cards.forEach((card) => amountsOf(card.price).forEach((n) => shared.add(n)));
    list.prices.tables.forEach((table) =>
      table.rows.forEach((row) => {
        if ('price' in row) amountsOf(row.price).forEach((n) => shared.add(n));
      }),
    );
  }
  const problems: Problem[] = [];
  for (const page of catalog.treatmentPages) {
    const own = pageAmounts(page, catalog);
    const allowed = new Set([...shared, ...own]);
    const { prices, ...rest } = page;
    const texts = { ...rest, prices: prices ? { ...prices, tables: [] } : undefined };
    walkStrings(texts, (text, path) => {
      for (const match of text.matchAll(EURO_IN_TEXT)) {
        const amount = Number((match[1] ?? '').replace(/[\s\u202F\u00A0]/g, ''));
        if (!allowed.has(amount)) {
          problems.push(
            error(
              treatmentFile(page),
              path,
              'text',
              `expected a price of this page (${[...own].sort((a, b) => a - b).join(', ')} €) or of the treatment lists, found "${amount} €" in the text`,
            ),
          );
        }
      }
    });
  }
  return problems;
};
