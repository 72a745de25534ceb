/**
 * Content the doctor must confirm before release under the French rules of medical practice
 * (code de la santé publique, R.4127-19 and following).
 */
import { type CatalogData, pageRoutePaths } from './load.ts';
import { catalogDocuments, walkObjects, walkStrings } from './walk.ts';

interface DeontologyItem {
  kind:
    | 'témoignage de patient'
    | 'pourcentage de satisfaction'
    | 'centre agréé'
    | 'prix barré'
    | 'économie annoncée';
  file: string;
  where: string;
  value: string;
  shownOn: string[];
}

const SATISFACTION = /satisf/i;
const PERCENT = /\d+\s?%/;
const APPROVED = /(?<!\p{L})agréée?s?(?!\p{L})/iu;

interface Struck {
  file: string;
  where: string;
  title: string;
  price: number;
  separatePrice: number;
}

/**
 * « Jusqu’à N % » is only true if a package saves N %: below it, the highest saving the tables give,
 * for the doctor to lower the claim or a price.
 */
export function savingClaim(claimed: number, packages: readonly Struck[]) {
  const saving = (pack: Struck) =>
    Math.floor(((pack.separatePrice - pack.price) / pack.separatePrice) * 100);
  const best = packages.toSorted((a, b) => saving(b) - saving(a))[0];
  if (best === undefined || saving(best) >= claimed) return undefined;
  return {
    kind: 'économie annoncée' as const,
    file: best.file,
    where: best.where,
    value: `jusqu’à ${claimed} % annoncé, au mieux ${saving(best)} % (${best.title} : ${best.price} € au lieu de ${best.separatePrice} €)`,
  };
}

export function deontologyItems(catalog: CatalogData): DeontologyItem[] {
  const routesOf = (file: string): string[] => {
    const paths = catalog.pages.filter((page) => page.file === file).flatMap(pageRoutePaths);
    return paths.length > 0 ? paths : ['donnée partagée, sur aucune page à elle seule'];
  };
  const items: DeontologyItem[] = [];
  const add = (item: Omit<DeontologyItem, 'shownOn'>) =>
    items.push({ ...item, shownOn: routesOf(item.file) });
  const packages: Struck[] = [];
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
        if (key === 'separatePrice' && typeof node.price === 'number')
          packages.push({ file, where: path, title, price: node.price, separatePrice: struck });
      }
    });
    walkStrings(data, (text, path) => {
      if (APPROVED.test(text)) add({ kind: 'centre agréé', file, where: path, value: text });
    });
  }
  const claim = savingClaim(catalog.clinic.hairRemovalPackageSavingsPercent, packages);
  if (claim) add(claim);
  return items;
}
