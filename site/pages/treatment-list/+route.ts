/** The two treatment lists (/soins-visage, /soins-corps), at the paths the catalog gives them. */
import { catalog } from '@clinique/catalog';
import type { PageContext } from 'vike/types';

export default function route(pageContext: PageContext) {
  const page = [catalog.soinsVisage, catalog.soinsCorps].find(
    (entry) => entry.path === pageContext.urlPathname,
  );
  return page ? { routeParams: { id: page.id } } : false;
}
