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
                  `attendu moins de 3 × ${row.oneSession} = ${row.oneSession * 3} €, trouvé ${row.threeSessions} €`,
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
                `attendu une économie positive, trouvé ${pack.saving} €`,
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
            `attendu au plus un forfait populaire, trouvé ${popular}`,
          ),
        ...section.packages.map(({ id, price, separatePrice }, index) => {
          if (separatePrice === undefined) return false;
          if (separatePrice <= price) {
            return error(
              file,
              entry(index, id),
              'price',
              `attendu moins que ses zones réservées séparément (${separatePrice} € dans les tables de prix), trouvé ${price} €`,
            );
          }
          const saving = (separatePrice - price) / separatePrice;
          return (
            saving > limit / 100 &&
            error(
              file,
              entry(index, id),
              'price',
              `attendu une économie d’au plus ${limit} % (ce qu’annonce la clinique), trouvé ${Math.round(saving * 100)} %`,
            )
          );
        }),
      ]);
    }),
  );
};
