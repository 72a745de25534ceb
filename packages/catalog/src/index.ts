/**
 * Validated when this module loads: any problem throws with `catalog:check`'s lines. Client code
 * imports the light sub-paths instead (`/format`, `/blog`, `/voucher-orders`, `/desk`,
 * `/legal-pages`).
 */
import pkg from '../package.json' with { type: 'json' };
import { loadCatalog, type CatalogData } from './load.ts';
import { catalogError } from './problems.ts';
import { BlogCategory as BlogCategorySchema } from './schemas/entities.ts';

export const catalogVersion: string = pkg.version;

const loaded = loadCatalog();
if (!loaded.catalog) throw catalogError(loaded.problems);
export const catalog: CatalogData = loaded.catalog;

export function serviceHref(serviceId: string): string {
  return (
    catalog.routes.find((route) => route.kind === 'treatment' && route.id === serviceId)?.path ??
    '/contact'
  );
}

/** In the order the filter chips show them. */
export const blogCategories: readonly BlogCategorySchema[] = BlogCategorySchema.options;

export type { CatalogData, CatalogPage, LegalPages, PageData, Route, RouteKind } from './load.ts';
export { loadCatalog, treatmentLists } from './load.ts';
export { registry, type Registry, type Source } from './sources.ts';
export type { VariantUse } from './variant-references.ts';
export { type ContactFacts, type VariantReading, contactFactReadings } from './contact-facts.ts';
export type * from './schemas/entities.ts';
export type * from './schemas/pages.ts';
export type * from './schemas/site.ts';
export type * from './schemas/desk.ts';
export type * from './schemas/legal.ts';
export type { Price, Duration, Sessions, Image, Link } from './schemas/primitives.ts';
export * from './legal-pages.ts';
export * from './format/index.ts';
export * from './blog.ts';
export * from './voucher-orders.ts';
export * from './desk.ts';
export * from './page-prices.ts';
export * from './route-paths.ts';
