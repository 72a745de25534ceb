/** The routes of the site (section 2 of the specification). */
import { legalPaths } from './legal.ts';

/** Where a home service card's "En savoir plus" leads, by service id; any other id → /contact. */
export const serviceRoutes: Readonly<Record<string, string>> = {
  epilation: '/epilation-laser',
  hydrafacial: '/hydrafacial',
  cryolipolyse: '/cryolipolyse',
  detatouage: '/detatouage',
  morpheus8: '/morpheus8',
  'laser-co2': '/laser-co2',
  'peeling-retinol': '/peeling-retinol',
  mesotherapie: '/mesotherapie',
  'led-miltaderm': '/led-miltaderm',
  coolpeel: '/coolpeel',
};

export function serviceHref(serviceId: string): string {
  return serviceRoutes[serviceId] ?? '/contact';
}

/** Pages that are not rendered from a treatment data file. */
export const staticRoutes = [
  '/',
  '/a-propos',
  '/contact',
  '/bons-cadeaux',
  '/blog',
  '/faq',
  legalPaths.mentions,
  legalPaths.privacy,
  legalPaths.cgv,
  legalPaths.cookies,
  '/success',
  '/contact/merci',
] as const;

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

/** Strips the query and the anchor: `/contact?traitement=x#form` → `/contact`. */
export function pathOf(href: string): string {
  return href.replace(/[?#].*$/, '') || '/';
}
