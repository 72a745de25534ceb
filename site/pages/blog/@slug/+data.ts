import { articlePath, catalog, relatedArticles } from '@clinique/catalog';
import { formatShortDate } from '@clinique/catalog/format';
import type { PageContextServer } from 'vike/types';
import { bookingLink, breadcrumbData } from '../../../src/part-data.ts';
import { articleSeo, buildSeo, hidden } from '../../../src/seo/page-seo.ts';

export function data(pageContext: PageContextServer) {
  const { blog, home, interfaceText } = catalog;
  const shared = {
    blog,
    cta: home.cta,
    booking: bookingLink(),
    copied: interfaceText.share.copied,
  };
  const article = catalog.articles.find((item) => item.slug === pageContext.routeParams.slug);
  if (!article) {
    const seo = buildSeo(
      { ...blog.meta, title: blog.notFoundTitle, description: blog.notFoundText },
      hidden,
    );
    const breadcrumb = breadcrumbData(blog.meta.path, blog.notFoundTitle);
    return { ...shared, seo, article: undefined, breadcrumb, related: [] };
  }
  return {
    ...shared,
    seo: articleSeo(article),
    article,
    breadcrumb: breadcrumbData(articlePath(article.slug)),
    related: relatedArticles(catalog.articles, article, blog.maxRelated).map((item) => ({
      article: item,
      date: formatShortDate(item.publishedDate),
      href: articlePath(item.slug),
    })),
  };
}

export type Data = ReturnType<typeof data>;
