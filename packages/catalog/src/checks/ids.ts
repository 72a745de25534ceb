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

/** `advice`: what to write instead, after the two places are named. */
function reportDuplicates(field: string, items: readonly Keyed[], advice = '') {
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
          `attendu une valeur de « ${field} » utilisée une seule fois, trouvé « ${item.value} » aussi dans ${others.join(' et ')}${advice}`,
        );
      }),
    );
}

type Group = [field: string, items: Keyed[], advice?: string];

/** Entries of a list, named by their index and `name`. */
const listed = <T>(
  file: string,
  list: string,
  items: readonly T[],
  field: keyof T & string,
  name: keyof T = field,
): Group => [
  field,
  items.map((item, index) => ({
    file,
    entry: `${list}[${index}] (${String(item[name])})`,
    value: String(item[field]),
  })),
];

/** Whole files: the file alone names the entry. */
const files = <T extends { file: string }>(items: readonly T[], field: keyof T & string): Group => [
  field,
  items.map((item) => ({ file: item.file, entry: '', value: String(item[field]) })),
];

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
  const nextId = Math.max(0, ...catalog.articles.map((article) => article.id)) + 1;
  const [, articleIds] = files(catalog.articles, 'id');
  const groups: Group[] = [
    listed(sources.home.file, 'services.items', catalog.home.services.items, 'id'),
    files(treatmentPages, 'id'),
    // Two articles with one id: a copy that kept it; the next free one is said.
    ['id', articleIds, ` : donnez au nouvel article le prochain id libre, ${nextId}`],
    files(catalog.articles, 'slug'),
    listed(sources.vouchers.file, 'offers', offers, 'id'),
    listed(sources.vouchers.file, 'offers', offers, 'title', 'id'),
    listed(sources.interfaceText.file, 'contactForm.treatments', treatments, 'id'),
    listed(sources.faq.file, 'items', catalog.faq.items, 'question'),
    ...treatmentLists(catalog).map(({ file, page }) => listed(file, 'cards', page.cards, 'id')),
    ...catalog.treatmentPages.map((page) =>
      listed(treatmentFile(page), 'prices.tables', page.prices?.tables ?? [], 'id'),
    ),
    [
      'path',
      catalog.pages.flatMap((page) =>
        pageRoutePaths(page).map((path) => ({ file: page.file, entry: '', value: path })),
      ),
    ],
  ];
  return [
    ...misnamed,
    ...groups.flatMap(([field, items, advice]) => reportDuplicates(field, items, advice)),
  ];
};
