/** The local pages (Villefranche), at every path of `catalog.local.paths`; they redirect to /epilation-laser. */
import { catalog, routeAt } from '@clinique/catalog';
import type { PageContext } from 'vike/types';

export default function route(pageContext: PageContext): boolean {
  return routeAt(catalog, 'local', pageContext.urlPathname) !== undefined;
}
