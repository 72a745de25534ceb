import { loadCatalog, type CatalogData } from '../src/load.ts';

/** The real catalog, loaded once; tests mutate clones of it. */
const loaded = loadCatalog();
if (!loaded.catalog) {
  throw new Error(
    `the real catalog does not load:\n${loaded.problems.map((p) => `${p.file} → ${p.entry} → ${p.field}: ${p.message}`).join('\n')}`,
  );
}
export const realCatalog: CatalogData = loaded.catalog;

export function cloneCatalog(): CatalogData {
  return structuredClone(realCatalog);
}
