/**
 * Content the doctor must confirm before release under the French rules of medical practice
 * (code de la santé publique, R.4127-19 and following).
 */
import { type CatalogData, pageRoutePaths } from './load.ts';
import { catalogDocuments, walkObjects, walkStrings } from './walk.ts';

interface DeontologyItem {
  kind: 'témoignage de patient' | 'pourcentage de satisfaction' | 'centre agréé' | 'prix barré';
  file: string;
  where: string;
  value: string;
  shownOn: string[];
}

const SATISFACTION = /satisf/i;
const PERCENT = /\d+\s?%/;
const APPROVED = /(?<!\p{L})agréée?s?(?!\p{L})/iu;

export function deontologyItems(catalog: CatalogData): DeontologyItem[] {
  const routesOf = (file: string): string[] => {
    const paths = catalog.pages.filter((page) => page.file === file).flatMap(pageRoutePaths);
    return paths.length > 0 ? paths : ['donnée partagée, sur aucune page à elle seule'];
  };
  const items: DeontologyItem[] = [];
  const add = (item: Omit<DeontologyItem, 'shownOn'>) =>
    items.push({ ...item, shownOn: routesOf(item.file) });
  for (const { file, data } of catalogDocuments(catalog)) {
    walkObjects(data, (node, path) => {
      if (typeof node.rating === 'number' && typeof node.text === 'string')
        add({ kind: 'témoignage de patient', file, where: path, value: String(node.name ?? '') });
      const value = typeof node.value === 'string' ? node.value : undefined;
      const label = typeof node.label === 'string' ? node.label : '';
      if (value && PERCENT.test(value) && SATISFACTION.test(label))
        add({ kind: 'pourcentage de satisfaction', file, where: path, value: `${value} ${label}` });
      // A hair-removal package's separate price, a voucher's original price: both shown struck through.
      for (const key of ['separatePrice', 'originalPrice'] as const) {
        const struck = node[key];
        if (typeof struck !== 'number') continue;
        const title = String(node.title ?? node.id ?? '');
        add({
          kind: 'prix barré',
          file,
          where: `${path}.${key}`,
          value: `${title} : ${String(node.price)} € au lieu de ${struck} €`,
        });
      }
    });
    walkStrings(data, (text, path) => {
      if (APPROVED.test(text)) add({ kind: 'centre agréé', file, where: path, value: text });
    });
  }
  return items;
}
