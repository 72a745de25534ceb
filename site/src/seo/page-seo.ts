import {
  type Article,
  type FaqItem,
  type PageMeta,
  type Section,
  type TreatmentListPage,
  type TreatmentPage,
  articlePath,
  catalog,
} from '@clinique/catalog';
import { DESK_PATH } from '@clinique/catalog/desk';
import { trailTo } from '../navigation.ts';
import { type Seo, buildSeo } from './seo.ts';
import {
  type JsonLdNode,
  blogPosting,
  faqPage,
  medicalProcedure,
  treatmentList,
  webSite,
} from './structured-data.ts';

function faqItemsOf(sections: readonly Section[]): FaqItem[] {
  return sections.flatMap((section) => (section.kind === 'faq' ? section.items : []));
}

export function homeSeo(): Seo {
  return buildSeo(catalog.home.meta, { nodes: [webSite(catalog)] });
}

const hidden = { noindex: true, canonical: false };

export function pageSeo(
  meta: PageMeta,
  faq: readonly FaqItem[] = [],
  nodes: readonly JsonLdNode[] = [],
): Seo {
  const faqNodes = faq.length > 0 ? [faqPage(faq)] : [];
  return buildSeo(meta, { nodes: [...nodes, ...faqNodes], trail: trailTo(meta.path) });
}

export function successSeo(): Seo {
  return buildSeo(catalog.success.meta);
}

export function deskSeo(): Seo {
  const { meta } = catalog.deskText;
  return buildSeo(
    { ...meta, keywords: [], path: DESK_PATH, type: 'website', twitterCard: 'summary' },
    hidden,
  );
}

export function notFoundSeo(): Seo {
  return buildSeo(catalog.notFound.meta, hidden);
}

export function errorSeo(): Seo {
  return buildSeo({ ...catalog.notFound.meta, title: catalog.notFound.errorTitle }, hidden);
}

export function treatmentSeo(page: TreatmentPage): Seo {
  return pageSeo(page.meta, faqItemsOf(page.sections), [medicalProcedure(catalog, page)]);
}

export function treatmentListSeo(page: TreatmentListPage): Seo {
  return pageSeo(page.meta, faqItemsOf(page.sections), [treatmentList(page)]);
}

export function articleSeo(article: Article): Seo {
  const path = articlePath(article.slug);
  const meta: PageMeta = {
    title: article.seoTitle,
    description: article.seoDescription,
    keywords: article.keywords,
    path,
    image: { src: article.image, alt: article.imageAlt },
    type: 'article',
    twitterCard: 'summary_large_image',
  };
  return buildSeo(meta, {
    nodes: [blogPosting(catalog, article, path)],
    trail: trailTo(path),
    article: {
      publishedTime: article.publishedDate,
      section: article.category,
      tags: article.tags,
      author: article.author,
    },
  });
}
