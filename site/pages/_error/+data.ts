import type { PageContextServer } from 'vike/types';
import { errorSeo, notFoundSeo } from '../../src/seo/page-seo.ts';

export function data(pageContext: PageContextServer) {
  return { seo: pageContext.is404 === false ? errorSeo() : notFoundSeo() };
}
