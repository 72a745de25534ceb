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
  title: string;
  description: string;
  keywords: readonly string[];
  /** Absent on the 404 page, which answers at any unknown path. */
  canonical: string | undefined;
  robots: string;
  type: 'website' | 'article';
  twitterCard: 'summary' | 'summary_large_image';
  image: { url: string; alt: string; type: string; width?: number; height?: number };
  siteName: string;
  locale: 'fr_FR';
  article?: { publishedTime: string; section: string; tags: readonly string[]; author: string };
  jsonLd: string;
}

export interface SeoOptions {
  /** The clinic (MedicalBusiness) is always added. */
  nodes?: readonly JsonLdNode[];
  trail?: readonly Crumb[];
  /** The 404 and error pages, which have no route, set it; others follow the registry. */
  noindex?: boolean;
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
    image: {
      url: absoluteUrl(social, base),
      alt: image.alt,
      ...(social === image.src
        ? { type: imageTypes[image.src.split('.').pop() ?? ''] ?? 'image/svg+xml' }
        : { type: SOCIAL_IMAGE.type, width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height }),
    },
    siteName: catalog.clinic.name,
    locale: 'fr_FR',
    ...(options.article ? { article: options.article } : {}),
    jsonLd: jsonLdScript(nodes),
  };
}
