import { articlePath, blogCategories, catalog } from '@clinique/catalog';
import { formatShortDate } from '@clinique/catalog/format';
import { breadcrumbData } from '../../src/part-data.ts';
import { pageSeo } from '../../src/seo/page-seo.ts';

export function data() {
  const { blog, articles } = catalog;
  return {
    seo: pageSeo(blog.meta),
    // Nothing more: the island's props are written into the page.
    island: {
      text: {
        title: blog.title,
        intro: blog.intro,
        images: blog.meta.image ? [blog.meta.image] : [],
        allLabel: blog.allLabel,
        searchLabel: blog.searchLabel,
        searchPlaceholder: blog.searchPlaceholder,
        categoriesLabel: blog.categoriesLabel,
        allArticlesTitle: blog.allArticlesTitle,
        searchTitle: blog.searchTitle,
        resultCountOne: blog.resultCountOne,
        resultCountOther: blog.resultCountOther,
        emptyTitle: blog.emptyTitle,
        emptyHint: blog.emptyHint,
        readMoreLabel: blog.readMoreLabel,
        readTimeSuffix: blog.readTimeSuffix,
        maxCardTags: blog.maxCardTags,
      },
      categories: [blog.allLabel, ...blogCategories],
      articles: articles.map((article) => ({
        href: articlePath(article.slug),
        title: article.title,
        excerpt: article.excerpt,
        author: article.author,
        publishedDate: article.publishedDate,
        // Formatted here, on the server: the island's hydration makes no Intl formatter.
        date: formatShortDate(article.publishedDate),
        readTime: article.readTime,
        category: article.category,
        tags: article.tags,
        image: article.image,
        imageAlt: article.imageAlt,
      })),
      breadcrumb: breadcrumbData(blog.meta.path),
    },
  };
}

export type Data = ReturnType<typeof data>;
