/** Each duplicate names the file and entry of the other, so both can be found. */
import { pageRoutePaths, treatmentLists } from '../load.ts';
import { sources } from '../sources.ts';
import { treatmentFile } from '../walk.ts';
import { type Check, error } from './check.ts';

interface Keyed {
  file: string;
  entry: string;
  value: string;
}

function reportDuplicates(field: string, items: readonly Keyed[]) {
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
          `attendu une valeur de « ${field} » utilisée une seule fois, trouvé « ${item.value} » aussi dans ${others.join(' et ')}`,
        );
      }),
    );
}

/** Entries of a list, named by their index and `name`. */
const listed = <T>(
  file: string,
  list: string,
  items: readonly T[],
  value: (item: T) => string,
  name: (item: T) => string = value,
): Keyed[] =>
  items.map((item, index) => ({
    file,
    entry: `${list}[${index}] (${name(item)})`,
    value: value(item),
  }));

/** Whole files: the file alone names the entry. */
const files = <T extends { file: string }>(items: readonly T[], value: (item: T) => string) =>
  items.map((item) => ({ file: item.file, entry: '', value: value(item) }));

export const checkUniqueIds: Check = (catalog) => {
  const treatmentPages = catalog.pages.filter((page) => page.kind === 'treatment');
  const { offers } = catalog.vouchers;
  const { treatments } = catalog.interfaceText.contactForm;
  // The checks name a treatment page's file after its id: a copied file keeps them in step.
  const misnamed = treatmentPages
    .filter((page) => page.file !== treatmentFile(page))
    .map((page) =>
      error(
        page.file,
        '',
        'id',
        `attendu un id égal au nom du fichier (« ${page.file.replace(/^.*\/|\.ts$/g, '')} »), trouvé « ${page.id} »`,
      ),
    );
  const keyed: [string, Keyed[]][] = [
    ['id', listed(sources.home.file, 'services.items', catalog.home.services.items, (s) => s.id)],
    ['id', files(treatmentPages, (page) => page.id)],
    ['id', files(catalog.articles, (a) => String(a.id))],
    ['slug', files(catalog.articles, (a) => a.slug)],
    ['id', listed(sources.vouchers.file, 'offers', offers, (o) => o.id)],
    [
      'title',
      listed(
        sources.vouchers.file,
        'offers',
        offers,
        (o) => o.title,
        (o) => o.id,
      ),
    ],
    ['id', listed(sources.interfaceText.file, 'contactForm.treatments', treatments, (t) => t.id)],
    ...treatmentLists(catalog).map(({ file, page }): [string, Keyed[]] => [
      'id',
      listed(file, 'cards', page.cards, (c) => c.id),
    ]),
    ...catalog.treatmentPages.map((page): [string, Keyed[]] => [
      'id',
      listed(treatmentFile(page), 'prices.tables', page.prices?.tables ?? [], (t) => t.id),
    ]),
    [
      'path',
      catalog.pages.flatMap((page) =>
        pageRoutePaths(page).map((path) => ({ file: page.file, entry: '', value: path })),
      ),
    ],
  ];
  return [...misnamed, ...keyed.flatMap(([field, items]) => reportDuplicates(field, items))];
};
