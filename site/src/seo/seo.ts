/** What the `<head>` of a page says about it: title, description, canonical URL, social tags, JSON-LD. */
import { type CatalogData, type PageMeta, catalog as defaultCatalog } from '@clinique/catalog';
import { absoluteUrl, siteUrl } from '../site-url.ts';
import { SOCIAL_IMAGE, socialImagePath } from './social-image.ts';
import {
  type Crumb,
  type JsonLdNode,
  breadcrumbList,
  jsonLdScript,
  medicalBusiness,
} from './structured-data.ts';

export interface Seo {
  /** The document title, with the clinic's name. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Absent on the 404 page, which answers at any unknown path. */
  canonical: string | undefined;
  /** `noindex` pages (payment confirmation, 404) are left out of the sitemap too. */
  robots: string;
  type: 'website' | 'article';
  twitterCard: 'summary' | 'summary_large_image';
  /** A PNG of 1200 × 630 rendered from the SVG illustration (social-image.ts). */
  image: { url: string; alt: string; type: string; width?: number; height?: number };
  siteName: string;
  locale: 'fr_FR';
  article?: { publishedTime: string; section: string; tags: readonly string[]; author: string };
  /** The page's JSON-LD document, ready for a `<script type="application/ld+json">`. */
  jsonLd: string;
}

export interface SeoOptions {
  /** Structured data of the page itself; the clinic (MedicalBusiness) is always added. */
  nodes?: readonly JsonLdNode[];
  /** The breadcrumb trail, from home to this page (BreadcrumbList when it has two crumbs or more). */
  trail?: readonly Crumb[];
  /**
   * `noindex`: by default, what the registry says of the page at `meta.path` (`indexed: false` in
   * packages/catalog/src/sources.ts); the 404 and error pages, which have no route, set it.
   */
  noindex?: boolean;
  /** False for the 404 page. */
  canonical?: boolean;
  article?: Seo['article'];
  catalog?: CatalogData;
  base?: string;
}

const imageTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export function buildSeo(meta: PageMeta, options: SeoOptions = {}): Seo {
  const catalog = options.catalog ?? defaultCatalog;
  const base = options.base ?? siteUrl();
  const image = meta.image ?? catalog.clinic.socialImage;
  const social = socialImagePath(image.src);
  const noindex =
    options.noindex ?? catalog.routes.some((route) => route.path === meta.path && !route.indexed);
  const nodes: JsonLdNode[] = [medicalBusiness(catalog, base), ...(options.nodes ?? [])];
  if (options.trail && options.trail.length > 1) nodes.push(breadcrumbList(options.trail, base));
  return {
    title: `${meta.title} | ${catalog.clinic.name}`,
    description: meta.description,
    keywords: meta.keywords,
    canonical: options.canonical === false ? undefined : absoluteUrl(meta.path, base),
    robots: noindex ? 'noindex, follow' : 'index, follow',
    type: meta.type,
    twitterCard: meta.twitterCard,
    image:
      social === image.src
        ? {
            url: absoluteUrl(image.src, base),
            alt: image.alt,
            type: imageTypes[image.src.split('.').pop() ?? ''] ?? 'image/svg+xml',
          }
        : {
            url: absoluteUrl(social, base),
            alt: image.alt,
            type: SOCIAL_IMAGE.type,
            width: SOCIAL_IMAGE.width,
            height: SOCIAL_IMAGE.height,
          },
    siteName: catalog.clinic.name,
    locale: 'fr_FR',
    ...(options.article ? { article: options.article } : {}),
    jsonLd: jsonLdScript(nodes),
  };
}
