import { catalog, routeAt } from '@clinique/catalog';
import type { PageContext } from 'vike/types';

export default function route(pageContext: PageContext): boolean {
  return routeAt(catalog, 'local', pageContext.urlPathname) !== undefined;
}
