import type { PageContext } from 'vike/types';
import type { Seo } from './seo/seo.ts';

export interface PageData {
  seo: Seo;
}

function isPageData(data: unknown): data is PageData {
  return typeof data === 'object' && data !== null && 'seo' in data;
}

export function seoOf(pageContext: Pick<PageContext, 'data'>): Seo | undefined {
  return isPageData(pageContext.data) ? pageContext.data.seo : undefined;
}
