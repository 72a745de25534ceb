import type { CatalogData } from '@clinique/catalog';
import { absoluteUrl } from './site-url.ts';

export const FAVICON_PATH = '/images/brand/favicon.svg';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sitemapXml(catalog: CatalogData, base: string): string {
  const published = new Map(
    catalog.articles.map((article) => [`/blog/${article.slug}`, article.publishedDate]),
  );
  // Unindexed pages say `noindex`, which robots.txt lets crawlers read.
  const urls = catalog.routes
    .filter((route) => route.indexed)
    .map((route) => {
      const lastmod = published.get(route.path);
      return [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(route.path, base))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        '  </url>',
      ].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths of the sitemap's URLs (`/`, `/detatouage`…). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
}

export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /espace-clinique',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', base)}`,
    '',
  ].join('\n');
}
