import type { Route, RouteKind } from './load.ts';

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

export function pathOf(href: string): string {
  return href.replace(/[?#].*$/, '') || '/';
}

export function routePaths(catalog: { routes: readonly Route[] }, kind: RouteKind): string[] {
  return catalog.routes.filter((route) => route.kind === kind).map((route) => route.path);
}

export function routeAt(
  catalog: { routes: readonly Route[] },
  kind: RouteKind,
  pathname: string,
): Route | undefined {
  return catalog.routes.find((route) => route.kind === kind && route.path === pathname);
}
