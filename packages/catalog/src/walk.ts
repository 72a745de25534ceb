/** Parents before children. */
import type { LegalPageKey } from './legal-pages.ts';
import type { CatalogData, LegalPages } from './load.ts';
import { namedPath } from './problems.ts';
import { legalPageSources, sources } from './sources.ts';
import { isRecord, mapTree } from './variant-references.ts';

export const SKIP = Symbol('skip');

export function walkObjects(
  value: unknown,
  visit: (node: Record<string, unknown>, path: string) => unknown,
): void {
  mapTree(value, (item, path) => (isRecord(item) && visit(item, path) === SKIP ? SKIP : item));
}

export function walkStrings(value: unknown, visit: (text: string, path: string) => void): void {
  mapTree(value, (item, path) => {
    if (typeof item === 'string') visit(item, path);
    return item;
  });
}

export const treatmentFile = (page: { id: string }) => `src/data/treatments/${page.id}.ts`;

export const legalEntries = (catalog: CatalogData) =>
  Object.entries(catalog.legalPages) as [LegalPageKey, LegalPages[LegalPageKey]][];

export function catalogDocuments(catalog: CatalogData): { file: string; data: unknown }[] {
  const named = Object.entries(sources).map(([key, source]) => ({
    file: source.file,
    data: catalog[key as keyof typeof sources],
  }));
  return [
    ...named,
    ...catalog.treatmentPages.map((page) => ({ file: treatmentFile(page), data: page })),
    ...legalEntries(catalog).map(([key, data]) => ({ file: legalPageSources[key].file, data })),
  ];
}

/** Names a text's entry as the check's lines do: `items[15] (Comment venir ?).answer`. */
export function textEntries(catalog: CatalogData): (file: string, path: string) => string {
  const data = new Map(catalogDocuments(catalog).map((document) => [document.file, document.data]));
  return (file, path) => (data.has(file) ? namedPath(data.get(file), path) : path);
}

/** Every text of the data files, then every paragraph of the articles without its tags (`body`). */
export function catalogTexts(catalog: CatalogData): { file: string; path: string; text: string }[] {
  const texts: { file: string; path: string; text: string }[] = [];
  for (const { file, data } of catalogDocuments(catalog))
    walkStrings(data, (text, path) => texts.push({ file, path, text }));
  for (const { file, content } of catalog.articles)
    for (const block of content.split(/<\/(?:p|li|h\d|td|th)>/))
      texts.push({ file, path: 'body', text: block.replace(/<[^>]+>/g, ' ') });
  return texts;
}
