/** Each duplicate names the file and entry of the other, so both can be found. */
import type { Problem } from '../problems.ts';
import { sources } from '../sources.ts';
import { treatmentFile } from '../walk.ts';
import { type Check, error } from './check.ts';
import { pageRoutePaths, treatmentLists } from '../load.ts';

interface Keyed {
  file: string;
  entry: string;
  value: string;
}

function reportDuplicates(field: string, items: readonly Keyed[]): Problem[] {
  const groups = new Map<string, Keyed[]>();
  for (const item of items) groups.set(item.value, [...(groups.get(item.value) ?? []), item]);
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .flatMap((group) =>
      group.map((item) => {
        const others = group
          .filter((other) => other !== item)
          .map((other) => [other.file, other.entry].filter(Boolean).join(' → '));
        return error(
          item.file,
          item.entry,
          field,
          `expected ${field === 'id' ? 'an' : 'a'} ${field} used once, found "${item.value}" also in ${others.join(' and ')}`,
        );
      }),
    );
}

function listed<T>(
  file: string,
  list: string,
  items: readonly T[],
  value: (item: T) => string,
  name: (item: T) => string = value,
): Keyed[] {
  return items.map((item, index) => ({
    file,
    entry: `${list}[${index}] (${name(item)})`,
    value: value(item),
  }));
}

export const checkUniqueIds: Check = (catalog) => {
  const treatmentPages = catalog.pages.filter((page) => page.kind === 'treatment');
  // The checks name a treatment page's file after its id: a copied file keeps them in step.
  const misnamed = treatmentPages
    .filter((page) => page.file !== treatmentFile(page))
    .map((page) =>
      error(
        page.file,
        '',
        'id',
        `expected the id to be the file's name ("${page.file.replace(/^.*\/|\.ts$/g, '')}"), found "${page.id}"`,
      ),
    );
  return [
    ...misnamed,
    ...reportDuplicates(
      'id',
      listed(sources.home.file, 'services.items', catalog.home.services.items, (s) => s.id),
    ),
    ...reportDuplicates(
      'id',
      treatmentPages.map((page) => ({ file: page.file, entry: '', value: page.id })),
    ),
    ...reportDuplicates(
      'id',
      catalog.articles.map((a) => ({ file: a.file, entry: '', value: String(a.id) })),
    ),
    ...reportDuplicates(
      'slug',
      catalog.articles.map((a) => ({ file: a.file, entry: '', value: a.slug })),
    ),
    ...reportDuplicates(
      'id',
      listed(sources.vouchers.file, 'offers', catalog.vouchers.offers, (o) => o.id),
    ),
    ...reportDuplicates(
      'title',
      listed(
        sources.vouchers.file,
        'offers',
        catalog.vouchers.offers,
        (o) => o.title,
        (o) => o.id,
      ),
    ),
    ...reportDuplicates(
      'id',
      listed(
        sources.interfaceText.file,
        'contactForm.treatments',
        catalog.interfaceText.contactForm.treatments,
        (t) => t.id,
      ),
    ),
    ...treatmentLists(catalog).flatMap(({ file, page: list }) =>
      reportDuplicates(
        'id',
        listed(file, 'cards', list.cards, (c) => c.id),
      ),
    ),
    ...catalog.treatmentPages.flatMap((page) =>
      reportDuplicates(
        'id',
        listed(treatmentFile(page), 'prices.tables', page.prices?.tables ?? [], (t) => t.id),
      ),
    ),
    ...reportDuplicates(
      'path',
      catalog.pages.flatMap((page) =>
        pageRoutePaths(page).map((path) => ({ file: page.file, entry: '', value: path })),
      ),
    ),
  ];
};
