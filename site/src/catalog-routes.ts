/** The `+route` and `+onBeforePrerenderStart` of the pages whose paths the catalog lists by kind. */
import { type RouteKind, catalog, routeAt, routePaths } from '@clinique/catalog';
import type { PageContext } from 'vike/types';

export function routeOfKind(kind: RouteKind) {
  return ({ urlPathname }: Pick<PageContext, 'urlPathname'>) => {
    const found = routeAt(catalog, kind, urlPathname);
    return found ? { routeParams: { id: found.id } } : false;
  };
}

export function pathsOfKind(kind: RouteKind) {
  return () => routePaths(catalog, kind);
}
