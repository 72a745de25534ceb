import { catalog } from '@clinique/catalog';
import type { Crumb } from './seo/structured-data.ts';

function pageName(path: string): string {
  const link = catalog.layout.navigation.find((item) => item.href === path);
  const name = link?.label ?? catalog.routes.find((item) => item.path === path)?.name;
  if (name === undefined) throw new Error(`No page at ${path} in the catalog`);
  return name;
}

export function trailTo(path: string): Crumb[] {
  const home: Crumb = { name: catalog.layout.homeLabel, path: '/' };
  if (path === '/') return [home];
  const segments = path.split('/').filter(Boolean);
  const crumbs = segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
  return [
    home,
    ...crumbs
      .filter((crumb) => catalog.routes.some((route) => route.path === crumb))
      .map((crumb) => ({ name: pageName(crumb), path: crumb })),
  ];
}
