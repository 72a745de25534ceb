/** The four legal pages (/mentions-legales, /politique-de-confidentialite, /conditions-generales-de-vente, /cookies). */
import { type LegalPageKey, legalPaths } from '@clinique/catalog';
import type { PageContext } from 'vike/types';

export default function route(pageContext: PageContext) {
  const key = (Object.keys(legalPaths) as LegalPageKey[]).find(
    (candidate) => legalPaths[candidate] === pageContext.urlPathname,
  );
  return key ? { routeParams: { key } } : false;
}
