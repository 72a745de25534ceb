/** The treatment lists (/soins-visage, /soins-corps), at the paths the catalog gives them. */
import { catalog, routeAt } from '@clinique/catalog';
import type { PageContext } from 'vike/types';

export default function route(pageContext: PageContext) {
  const found = routeAt(catalog, 'treatmentList', pageContext.urlPathname);
  return found ? { routeParams: { id: found.id } } : false;
}
