/** A content change as a reviewer reads it, in French (`npm run catalog:diff -- <base>`). */
import { formatPrice } from './format/content.ts';
import { formatEuros } from './format/money.ts';
import { type CatalogData, pageRoutePaths, treatmentLists } from './load.ts';
import { articlePath } from './route-paths.ts';
import type { PriceTable } from './schemas/entities.ts';
import { catalogDocuments, walkObjects, walkStrings } from './walk.ts';

export interface ContentSnapshot {
  /** "/detatouage · Tarifs selon la taille du tatouage · Jusqu’à 5 cm²" → "80 €". */
  prices: Record<string, string>;
  /** Article path → title. */
  articles: Record<string, string>;
  /** "route · question" → answer. */
  faq: Record<string, string>;
  /** "file → path" → text. */
  texts: Record<string, string>;
}

function tablePrices(where: string, tables: readonly PriceTable[], out: Record<string, string>) {
  for (const table of tables) {
    for (const row of table.rows) {
      const key = `${where} · ${table.title} · ${row.zone}`;
      out[key] =
        'price' in row
          ? formatPrice(row.price)
          : `${formatEuros(row.oneSession)} la séance, ${formatEuros(row.threeSessions)} les 3 séances`;
    }
  }
}

export function contentSnapshot(catalog: CatalogData): ContentSnapshot {
  const snapshot: ContentSnapshot = { prices: {}, articles: {}, faq: {}, texts: {} };
  const routeOf = (file: string) =>
    catalog.pages.filter((page) => page.file === file).flatMap(pageRoutePaths)[0] ?? file;
  for (const page of catalog.treatmentPages)
    tablePrices(page.path, page.prices?.tables ?? [], snapshot.prices);
  for (const { file, page: list } of treatmentLists(catalog)) {
    const route = routeOf(file);
    tablePrices(route, list.prices.tables, snapshot.prices);
    for (const card of list.cards)
      snapshot.prices[`${route} · carte ${card.title}`] = formatPrice(card.price);
  }
  for (const offer of catalog.vouchers.offers)
    snapshot.prices[`/bons-cadeaux · ${offer.title}`] = formatEuros(offer.price);
  for (const article of catalog.articles)
    snapshot.articles[articlePath(article.slug)] = article.title;
  for (const { file, data } of catalogDocuments(catalog)) {
    const faqPaths = new Set<string>();
    walkObjects(data, (node, path) => {
      if (typeof node.question === 'string' && typeof node.answer === 'string') {
        snapshot.faq[`${routeOf(file)} · ${node.question}`] = node.answer;
        faqPaths.add(`${path}.question`).add(`${path}.answer`);
      }
    });
    walkStrings(data, (text, path) => {
      if (!faqPaths.has(path)) snapshot.texts[`${file} → ${path}`] = text;
    });
  }
  return snapshot;
}

const WIDTH = 140;
const quote = (text: string) =>
  `« ${text.length > WIDTH ? `${text.slice(0, WIDTH - 3)}…` : text} »`;

/** A long text changed: the part around its first difference from `other`, with ellipses. */
export function quoteChange(text: string, other: string): string {
  if (text.length <= WIDTH) return quote(text);
  let first = 0;
  while (first < text.length && text[first] === other[first]) first += 1;
  const cut = Math.max(0, Math.min(first - 40, text.length - WIDTH));
  // Start on a word, not inside one.
  const start = cut > 0 ? text.indexOf(' ', cut) + 1 || cut : 0;
  const end = Math.min(text.length, start + WIDTH);
  return `« ${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''} »`;
}

type Words = Record<'added' | 'removed', (key: string, value: string) => string> & {
  changed: (key: string, from: string, to: string) => string;
};

export function describeChanges(before: ContentSnapshot, after: ContentSnapshot): string[] {
  const lines: string[] = [];
  const section = (title: string, part: keyof ContentSnapshot, words: Words) => {
    const [a, b] = [before[part], after[part]];
    const found = [
      ...Object.keys(b)
        .filter((key) => a[key] !== undefined && a[key] !== b[key])
        .map((key) => words.changed(key, a[key] ?? '', b[key] ?? '')),
      ...Object.keys(b)
        .filter((key) => a[key] === undefined)
        .map((key) => words.added(key, b[key] ?? '')),
      ...Object.keys(a)
        .filter((key) => b[key] === undefined)
        .map((key) => words.removed(key, a[key] ?? '')),
    ];
    if (found.length > 0) lines.push('', `### ${title}`, '', ...found);
  };
  section('Prix', 'prices', {
    changed: (key, from, to) => `- ${key} : ${from} → **${to}**`,
    added: (key, value) => `- Nouveau prix : ${key} : ${value}`,
    removed: (key, value) => `- Prix retiré : ${key} (était ${value})`,
  });
  section('Articles', 'articles', {
    changed: (key, from, to) =>
      `- Titre changé (${key}) : ${quoteChange(from, to)} → ${quoteChange(to, from)}`,
    added: (key, value) => `- Nouvel article : ${quote(value)} (${key})`,
    removed: (key, value) => `- Article retiré : ${quote(value)} (${key})`,
  });
  section('Questions fréquentes', 'faq', {
    changed: (key, from, to) =>
      `- Réponse changée : ${key}\n  - avant : ${quoteChange(from, to)}\n  - après : ${quoteChange(to, from)}`,
    added: (key) => `- Nouvelle question : ${key}`,
    removed: (key) => `- Question retirée : ${key}`,
  });
  section('Autres textes', 'texts', {
    changed: (key, from, to) =>
      `- ${key}\n  - avant : ${quoteChange(from, to)}\n  - après : ${quoteChange(to, from)}`,
    added: (key, value) => `- Texte ajouté : ${key} : ${quote(value)}`,
    removed: (key, value) => `- Texte retiré : ${key} (était ${quote(value)})`,
  });
  return lines.length > 0 ? lines : ['Aucun changement de contenu.'];
}
