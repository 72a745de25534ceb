/** Names of pages for breadcrumbs, derived from the catalog (navigation labels first). */
import { type CatalogData, articlePath, catalog as defaultCatalog } from '@clinique/catalog';
import type { Crumb } from './seo/structured-data.ts';

/** The name a page goes by: its navigation label, else its short name in the catalog, else its title. */
export function pageName(path: string, catalog: CatalogData = defaultCatalog): string {
  const link = catalog.layout.navigation.find((item) => item.href === path);
  if (link) return link.label;
  const treatment = catalog.treatmentPages.find((page) => page.path === path);
  if (treatment) return treatment.name;
  const list = [catalog.soinsVisage, catalog.soinsCorps].find((page) => page.path === path);
  if (list) return list.name;
  const article = catalog.articles.find((item) => articlePath(item.slug) === path);
  if (article) return article.title;
  const route = catalog.routes.find((item) => item.path === path);
  if (route) return route.title;
  throw new Error(`No page at ${path} in the catalog`);
}

/** Home, then each parent path, then the page: `/blog/x` → Accueil › Blog › Title. */
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
