import { type CatalogData, catalog as defaultCatalog } from '@clinique/catalog';
import type { Crumb } from './seo/structured-data.ts';

export function pageName(path: string, catalog: CatalogData = defaultCatalog): string {
  const link = catalog.layout.navigation.find((item) => item.href === path);
  if (link) return link.label;
  const route = catalog.routes.find((item) => item.path === path);
  if (route) return route.name;
  throw new Error(`No page at ${path} in the catalog`);
}

export function trailTo(path: string, catalog: CatalogData = defaultCatalog): Crumb[] {
  const home: Crumb = { name: catalog.layout.homeLabel, path: '/' };
  if (path === '/') return [home];
  const segments = path.split('/').filter(Boolean);
  const crumbs = segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
  return [
    home,
    ...crumbs
      .filter((crumb) => catalog.routes.some((route) => route.path === crumb))
      .map((crumb) => ({ name: pageName(crumb, catalog), path: crumb })),
  ];
}
