import { catalog, routeAt } from '@clinique/catalog';
import type { PageContext } from 'vike/types';

export default function route(pageContext: PageContext) {
  const found = routeAt(catalog, 'legal', pageContext.urlPathname);
  return found ? { routeParams: { key: found.id } } : false;
}
