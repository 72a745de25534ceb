/**
 * Reading the routes of the site (section 2 of the specification). The routes themselves are derived
 * from the registry of pages (src/sources.ts) into `catalog.routes`.
 */
import type { Route, RouteKind } from './load.ts';

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

/** Strips the query and the anchor: `/contact?traitement=x#form` → `/contact`. */
export function pathOf(href: string): string {
  return href.replace(/[?#].*$/, '') || '/';
}

/** The paths of every route of one kind, for the site's `+onBeforePrerenderStart` hooks. */
export function routePaths(catalog: { routes: readonly Route[] }, kind: RouteKind): string[] {
  return catalog.routes.filter((route) => route.kind === kind).map((route) => route.path);
}

/** The route of one kind at `pathname`, for the site's `+route` functions. */
export function routeAt(
  catalog: { routes: readonly Route[] },
  kind: RouteKind,
  pathname: string,
): Route | undefined {
  return catalog.routes.find((route) => route.kind === kind && route.path === pathname);
}
