/** Apart from page-seo.ts, so that no page's script loads the catalog through `+title`. */
import type { PageContext } from 'vike/types';
import type { Seo } from './seo/page-seo.ts';

export function seoOf({ data }: Pick<PageContext, 'data'>): Seo | undefined {
  return typeof data === 'object' && data !== null && 'seo' in data ? (data.seo as Seo) : undefined;
}
