import {
  type Article,
  type FaqItem,
  type PageMeta,
  type TreatmentListPage,
  type TreatmentPage,
  articlePath,
  catalog,
} from '@clinique/catalog';
import { DESK_PATH } from '@clinique/catalog/desk';
import type { JsonLdObject } from 'schema-dts';
import { trailTo } from '../navigation.ts';
import { absoluteUrl } from '../site-url.ts';
import { SOCIAL_IMAGE, socialImagePath } from './social-image.ts';
import {
  type Crumb,
  blogPosting,
  breadcrumbList,
  faqPage,
  jsonLdScript,
  medicalBusiness,
  medicalProcedure,
  treatmentList,
  webSite,
} from './structured-data.ts';

/** Absent `canonical` on the 404 page, which answers at any unknown path. */
export type Seo = ReturnType<typeof buildSeo>;

const imageTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export function buildSeo(
  meta: PageMeta,
  options: {
    /** The clinic (MedicalBusiness) is always added. */
    nodes?: readonly JsonLdObject[];
    trail?: readonly Crumb[];
    /** The 404 and error pages, which have no route, set it; others follow the registry. */
    noindex?: boolean;
    canonical?: boolean;
    article?: { publishedTime: string; section: string; tags: readonly string[]; author: string };
  } = {},
) {
  const image = meta.image ?? catalog.clinic.socialImage;
  const social = socialImagePath(image.src);
  const noindex =
    options.noindex ?? catalog.routes.some((route) => route.path === meta.path && !route.indexed);
  const nodes: JsonLdObject[] = [medicalBusiness(), ...(options.nodes ?? [])];
  if (options.trail && options.trail.length > 1) nodes.push(breadcrumbList(options.trail));
  return {
    title: `${meta.title} | ${catalog.clinic.name}`,
    description: meta.description,
    keywords: meta.keywords,
    canonical: options.canonical === false ? undefined : absoluteUrl(meta.path),
    robots: noindex ? 'noindex, follow' : 'index, follow',
    type: meta.type,
    twitterCard: meta.twitterCard,
    image: {
      url: absoluteUrl(social),
      alt: image.alt,
      ...(social === image.src
        ? { type: imageTypes[image.src.split('.').pop() ?? ''] ?? 'image/svg+xml' }
        : { type: SOCIAL_IMAGE.type, width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height }),
    },
    siteName: catalog.clinic.name,
    locale: 'fr_FR' as const,
    ...(options.article ? { article: options.article } : {}),
    jsonLd: jsonLdScript(nodes),
  };
}

export function homeSeo(): Seo {
  return buildSeo(catalog.home.meta, { nodes: [webSite()] });
}

export const hidden = { noindex: true, canonical: false };

export function pageSeo(
  meta: PageMeta,
  faq: readonly FaqItem[] = [],
  nodes: readonly JsonLdObject[] = [],
): Seo {
  const faqNodes = faq.length > 0 ? [faqPage(faq)] : [];
  return buildSeo(meta, { nodes: [...nodes, ...faqNodes], trail: trailTo(meta.path) });
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

/** A treatment's page or a list of treatments (its cards): the FAQ sections make its FAQPage. */
export function treatmentSeo(page: TreatmentPage | TreatmentListPage): Seo {
  const faq = page.sections.flatMap((section) => (section.kind === 'faq' ? section.items : []));
  return pageSeo(page.meta, faq, ['cards' in page ? treatmentList(page) : medicalProcedure(page)]);
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
    nodes: [blogPosting(article, path)],
    trail: trailTo(path),
    article: {
      publishedTime: article.publishedDate,
      section: article.category,
      tags: article.tags,
      author: article.author,
    },
  });
}
