import { catalog } from '@clinique/catalog';
import type { PageContextServer } from 'vike/types';
import { errorSeo, notFoundSeo } from '../../src/seo/page-seo.ts';

export function data(pageContext: PageContextServer) {
  return {
    seo: pageContext.is404 === false ? errorSeo() : notFoundSeo(),
    notFound: catalog.notFound,
  };
}

export type Data = ReturnType<typeof data>;
