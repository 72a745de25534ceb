import { catalog, routeAt } from '@clinique/catalog';
import type { PageContext } from 'vike/types';

export default function route(pageContext: PageContext) {
  const found = routeAt(catalog, 'treatmentList', pageContext.urlPathname);
  return found ? { routeParams: { id: found.id } } : false;
}
