/** One page per entry of `catalog.treatmentPages`, at the entry's own path (/hydrafacial, /morpheus8…). */
import { catalog } from '@clinique/catalog';
import type { PageContext } from 'vike/types';

export default function route(pageContext: PageContext) {
  const page = catalog.treatmentPages.find((entry) => entry.path === pageContext.urlPathname);
  return page ? { routeParams: { id: page.id } } : false;
}
