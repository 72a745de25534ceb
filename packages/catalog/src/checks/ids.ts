/** Identifiers: no id, slug, title or path is given twice where the site looks entries up by it. */
import type { Problem } from '../problems.ts';
import { sources } from '../sources.ts';
import { treatmentFile } from '../walk.ts';
import { type Check, duplicates, error } from './check.ts';
import { pageRoutePaths, treatmentLists } from '../load.ts';

export const checkUniqueIds: Check = (catalog) => {
  const problems: Problem[] = [];
  const report = (file: string, entry: string, field: string, values: string[]) => {
    for (const value of values)
      problems.push(
        error(file, entry, field, `expected unique values, found "${value}" more than once`),
      );
  };
  report(
    sources.home.file,
    'services.items',
    'id',
    duplicates(catalog.home.services.items, (s) => s.id),
  );
  report(
    'src/data/treatments',
    '',
    'id',
    duplicates(catalog.treatmentPages, (p) => p.id),
  );
  report(
    'src/data/treatments',
    '',
    'path',
    duplicates(catalog.treatmentPages, (p) => p.path),
  );
  report(
    'content/blog',
    '',
    'id',
    duplicates(catalog.articles, (a) => String(a.id)),
  );
  report(
    'content/blog',
    '',
    'slug',
    duplicates(catalog.articles, (a) => a.slug),
  );
  report(
    sources.vouchers.file,
    'offers',
    'id',
    duplicates(catalog.vouchers.offers, (o) => o.id),
  );
  report(
    sources.vouchers.file,
    'offers',
    'title',
    duplicates(catalog.vouchers.offers, (o) => o.title),
  );
  report(
    sources.interfaceText.file,
    'contactForm.treatments',
    'id',
    duplicates(catalog.interfaceText.contactForm.treatments, (t) => t.id),
  );
  for (const { file, page: list } of treatmentLists(catalog)) {
    report(
      file,
      'cards',
      'id',
      duplicates(list.cards, (c) => c.id),
    );
  }
  for (const page of catalog.treatmentPages) {
    report(
      treatmentFile(page),
      'prices.tables',
      'id',
      duplicates(page.prices?.tables ?? [], (t) => t.id),
    );
  }
  report(
    'src/data',
    '',
    'path',
    duplicates(catalog.pages.flatMap(pageRoutePaths), (path) => path),
  );
  return problems;
};
