/** Parents before children. */
import type { LegalPageKey } from './legal-pages.ts';
import type { CatalogData } from './load.ts';
import { legalPageSources, sources } from './sources.ts';

export const SKIP = Symbol('skip');
type Visitor = (value: unknown, path: string) => unknown;

export function walk(value: unknown, visit: Visitor, path = ''): void {
  if (visit(value, path) === SKIP) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, visit, `${path}[${index}]`));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value))
      walk(item, visit, path ? `${path}.${key}` : key);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function walkObjects(
  value: unknown,
  visit: (node: Record<string, unknown>, path: string) => unknown,
): void {
  walk(value, (item, path) => (isRecord(item) ? visit(item, path) : undefined));
}

export function walkStrings(value: unknown, visit: (text: string, path: string) => void): void {
  walk(value, (item, path) => (typeof item === 'string' ? visit(item, path) : undefined));
}

export const treatmentFile = (page: { id: string }) => `src/data/treatments/${page.id}.ts`;

export function legalEntries(catalog: CatalogData) {
  return Object.entries(catalog.legalPages) as [
    LegalPageKey,
    CatalogData['legalPages'][LegalPageKey],
  ][];
}

export function catalogDocuments(catalog: CatalogData): { file: string; data: unknown }[] {
  const named = Object.entries(sources).map(([key, source]) => ({
    file: source.file,
    data: catalog[key as keyof typeof sources],
  }));
  return [
    ...named,
    ...catalog.treatmentPages.map((page) => ({ file: treatmentFile(page), data: page })),
    ...legalEntries(catalog).map(([key, page]) => ({
      file: legalPageSources[key].file,
      data: page,
    })),
  ];
}
