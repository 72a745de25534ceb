import { treatmentLists } from '../load.ts';
import type { Problem } from '../problems.ts';
import { treatmentFile } from '../walk.ts';
import { type Check, error, kept } from './check.ts';

export const checkSessionPrices: Check = (catalog) =>
  catalog.treatmentPages.flatMap((page) =>
    (page.prices?.tables ?? []).flatMap((table, tableIndex) =>
      table.kind !== 'sessions'
        ? []
        : kept(
            table.rows.map(
              (row, rowIndex) =>
                row.threeSessions >= row.oneSession * 3 &&
                error(
                  treatmentFile(page),
                  `prices.tables[${tableIndex}].rows[${rowIndex}] (${row.zone})`,
                  'threeSessions',
                  `expected less than 3 × ${row.oneSession} = ${row.oneSession * 3} €, found ${row.threeSessions} €`,
                ),
            ),
          ),
    ),
  );

export const checkPackages: Check = (catalog) => {
  const limit = catalog.clinic.hairRemovalPackageSavingsPercent;
  // The lists' hair-removal packages are not checked: no list shows one.
  const documents = [
    ...catalog.treatmentPages.map((page) => ({
      file: treatmentFile(page),
      page,
      hairRemoval: true,
    })),
    ...treatmentLists(catalog).map((list) => ({ ...list, hairRemoval: false })),
  ];
  return documents.flatMap(({ file, page, hairRemoval }) =>
    page.sections.flatMap((section, sectionIndex): Problem[] => {
      const entry = (index: number, id: string) =>
        `sections[${sectionIndex}].packages[${index}] (${id})`;
      if (section.kind === 'bodyPackages') {
        return kept(
          section.packages.map(
            (pack, index) =>
              pack.saving <= 0 &&
              error(
                file,
                entry(index, pack.id),
                'saving',
                `expected a positive saving, found ${pack.saving} €`,
              ),
          ),
        );
      }
      if (section.kind !== 'hairRemovalPackages' || !hairRemoval) return [];
      const popular = section.packages.filter((pack) => pack.popular).length;
      return kept([
        popular > 1 &&
          error(
            file,
            `sections[${sectionIndex}]`,
            'popular',
            `expected at most one popular package, found ${popular}`,
          ),
        ...section.packages.map(({ id, price, separatePrice }, index) => {
          if (separatePrice === undefined) return false;
          if (separatePrice <= price) {
            return error(
              file,
              entry(index, id),
              'price',
              `expected less than its zones booked separately (${separatePrice} € in the price tables), found ${price} €`,
            );
          }
          const saving = (separatePrice - price) / separatePrice;
          return (
            saving > limit / 100 &&
            error(
              file,
              entry(index, id),
              'price',
              `expected a saving of at most ${limit} % (the clinic's claim), found ${Math.round(saving * 100)} %`,
            )
          );
        }),
      ]);
    }),
  );
};
