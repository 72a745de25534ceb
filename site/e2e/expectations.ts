/** What each route of the catalog must show: its main heading (from the catalog, never retyped here). */
import { type Route, articlePath, catalog, treatmentLists } from '@clinique/catalog';

const fixedHeadings: Record<string, string> = {
  '/': catalog.home.hero.title,
  '/a-propos': catalog.about.hero.title,
  '/contact': catalog.contact.hero.title,
  '/bons-cadeaux': catalog.vouchers.hero.title,
  '/blog': catalog.blog.title,
  '/faq': catalog.faq.hero.title,
  '/success': catalog.success.title,
  '/contact/merci': catalog.contactThanks.title,
};

export function mainHeading(route: Route): string {
  const fixed = fixedHeadings[route.path];
  if (fixed) return fixed;
  switch (route.kind) {
    case 'treatment': {
      const page = catalog.treatmentPages.find((entry) => entry.path === route.path);
      if (page) return page.hero.title;
      break;
    }
    case 'treatmentList': {
      const page = treatmentLists(catalog).find((entry) => entry.page.path === route.path)?.page;
      if (page) return page.hero.title;
      break;
    }
    case 'article': {
      const article = catalog.articles.find((entry) => articlePath(entry.slug) === route.path);
      if (article) return article.title;
      break;
    }
    case 'local':
      return catalog.local.title;
    case 'legal': {
      const page = Object.values(catalog.legalPages).find((entry) => entry.path === route.path);
      if (page) return page.title;
      break;
    }
    default:
      break;
  }
  throw new Error(`No expected heading for ${route.path}`);
}

/** The document title of a page (`+title`: the page's meta title and the clinic's name). */
export function documentTitle(route: Route): string {
  const article = catalog.articles.find((entry) => articlePath(entry.slug) === route.path);
  const metaTitle = article ? article.seoTitle : route.title;
  return `${metaTitle} | ${catalog.clinic.name}`;
}

/** Routes whose page leaves by itself (timers): tests that stay on a page wait less than that. */
export const leavingRoutes = new Set([...catalog.local.paths, '/success']);
