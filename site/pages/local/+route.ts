/** The local pages (Villefranche), at every path of `catalog.local.paths`; they redirect to /epilation-laser. */
import { catalog } from '@clinique/catalog';
import type { PageContext } from 'vike/types';

export default function route(pageContext: PageContext): boolean {
  return catalog.local.paths.includes(pageContext.urlPathname);
}
