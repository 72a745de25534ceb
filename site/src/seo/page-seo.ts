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
import { DESK_PATH } from '@clinique/catalog/vouchers';
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

function withFaq(items: readonly FaqItem[]): JsonLdNode[] {
  return items.length > 0 ? [faqPage(items)] : [];
}

export function homeSeo(): Seo {
  return buildSeo(catalog.home.meta, { nodes: [webSite(catalog)] });
}

export function pageSeo(meta: PageMeta, faq: readonly FaqItem[] = []): Seo {
  return buildSeo(meta, { nodes: withFaq(faq), trail: trailTo(meta.path) });
}

export function successSeo(): Seo {
  return buildSeo(catalog.success.meta);
}

export function contactThanksSeo(): Seo {
  return buildSeo(catalog.contactThanks.meta);
}

export function deskSeo(): Seo {
  const { meta } = catalog.deskScreens;
  return buildSeo(
    { ...meta, keywords: [], path: DESK_PATH, type: 'website', twitterCard: 'summary' },
    { noindex: true, canonical: false },
  );
}

export function notFoundSeo(): Seo {
  return buildSeo(catalog.notFound.meta, { noindex: true, canonical: false });
}

export function errorSeo(): Seo {
  return buildSeo(
    { ...catalog.notFound.meta, title: catalog.notFound.errorTitle },
    { noindex: true, canonical: false },
  );
}

export function localSeo(): Seo {
  return buildSeo(catalog.local.meta, { trail: trailTo(catalog.local.meta.path) });
}

export function treatmentSeo(page: TreatmentPage): Seo {
  return buildSeo(page.meta, {
    nodes: [medicalProcedure(catalog, page), ...withFaq(faqItemsOf(page.sections))],
    trail: trailTo(page.path),
  });
}

export function treatmentListSeo(page: TreatmentListPage): Seo {
  return buildSeo(page.meta, {
    nodes: [treatmentList(page), ...withFaq(faqItemsOf(page.sections))],
    trail: trailTo(page.path),
  });
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
