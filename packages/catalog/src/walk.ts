/**
 * One walker for every check that reads the catalog as a tree: each value is visited with its path
 * (`sections[2].packages[0].price`), parents before children.
 */
import type { LegalPageKey } from './legal.ts';
import type { CatalogData } from './load.ts';
import { legalPageSources, sources } from './sources.ts';

/** A visitor returns `SKIP` to leave the children of the value unvisited. */
export const SKIP = Symbol('skip');
export type Visitor = (value: unknown, path: string) => unknown;

/** Calls `visit` for every value in `value` (objects, arrays and leaves), with its path. */
export function walk(value: unknown, visit: Visitor, path = ''): void {
  if (visit(value, path) === SKIP) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, visit, `${path}[${index}]`));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value))
      walk(item, visit, path ? `${path}.${key}` : key);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Calls `visit` for every plain object in `value`; return `SKIP` to leave its children. */
export function walkObjects(
  value: unknown,
  visit: (node: Record<string, unknown>, path: string) => unknown,
): void {
  walk(value, (item, path) => (isRecord(item) ? visit(item, path) : undefined));
}

/** Calls `visit` for every string in `value`. */
export function walkStrings(value: unknown, visit: (text: string, path: string) => void): void {
  walk(value, (item, path) => {
    if (typeof item === 'string') visit(item, path);
  });
}

export const treatmentFile = (page: { id: string }) => `src/data/treatments/${page.id}.ts`;

export function legalEntries(catalog: CatalogData) {
  return Object.entries(catalog.legalPages) as [
    LegalPageKey,
    CatalogData['legalPages'][LegalPageKey],
  ][];
}

/** Every data source of the catalog with its file, for checks that look at all of them. */
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
