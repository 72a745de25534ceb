import { treatmentLists } from '../load.ts';
import type { Problem } from '../problems.ts';
import { treatmentFile } from '../walk.ts';
import { type Check, error } from './check.ts';

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
