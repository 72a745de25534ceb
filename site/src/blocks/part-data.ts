/**
 * Server side of src/client/parts.tsx: the data of the page parts, built from the catalog in a page's
 * `+data.ts` and handed to the hydrated page (the catalog itself never reaches the browser).
 */
import { type CatalogData, catalog as defaultCatalog } from '@clinique/catalog';
import type { BookingLink, BreadcrumbData } from '../client/parts.tsx';
import { trailTo } from '../navigation.ts';

export function bookingLink(catalog: CatalogData = defaultCatalog): BookingLink {
  return { label: catalog.layout.bookingLabel, href: catalog.clinic.bookingUrl };
}

/** Home › … › the page at `path` (the same trail as PageBreadcrumb and the structured data). */
export function breadcrumbData(
  path: string,
  catalog: CatalogData = defaultCatalog,
): BreadcrumbData {
  const trail = trailTo(path, catalog);
  return {
    label: catalog.layout.breadcrumbLabel,
    items: trail.map((crumb, index) =>
      index === trail.length - 1 ? { label: crumb.name } : { label: crumb.name, href: crumb.path },
    ),
  };
}
