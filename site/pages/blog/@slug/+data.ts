import { catalog, relatedArticles } from '@clinique/catalog';
import type { PageContextServer } from 'vike/types';
import { articleSeo } from '../../../src/seo/page-seo.ts';
import { buildSeo } from '../../../src/seo/seo.ts';

/** An article and its related articles; an unknown slug gives the "Article introuvable" page. */
export function data(pageContext: PageContextServer) {
  const { blog } = catalog;
  const article = catalog.articles.find((item) => item.slug === pageContext.routeParams.slug);
  if (!article) {
    const seo = buildSeo(
      { ...blog.meta, title: blog.notFoundTitle, description: blog.notFoundText },
      { noindex: true, canonical: false },
    );
    return { seo, article: undefined, related: [] };
  }
  return {
    seo: articleSeo(article),
    article,
    related: relatedArticles(catalog.articles, article, blog.maxRelated),
  };
}

export type Data = ReturnType<typeof data>;
