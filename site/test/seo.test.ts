import { expect, test } from 'vitest';
import { catalog } from '@clinique/catalog';
import { articleSeo, deskSeo, homeSeo, notFoundSeo, treatmentSeo } from '../src/seo/page-seo.ts';
import { dayRange, offers } from '../src/seo/structured-data.ts';
import { robotsTxt, sitemapXml } from '../src/site-files.ts';
import { absoluteUrl, siteUrl } from '../src/site-url.ts';

type Node = Record<string, unknown> & { '@type': string | string[] };
const graph = (jsonLd: string) => (JSON.parse(jsonLd) as { '@graph': Node[] })['@graph'];
const ofType = (nodes: Node[], type: string) =>
  nodes.find((node) =>
    Array.isArray(node['@type']) ? node['@type'].includes(type) : node['@type'] === type,
  );

test('SITE_URL sets the origin of canonical links; the default is the local server', () => {
  expect(siteUrl({})).toBe('http://127.0.0.1:8080');
  expect(siteUrl({ SITE_URL: 'https://www.clinique.example/' })).toBe(
    'https://www.clinique.example',
  );
  expect(absoluteUrl('/faq', 'https://a.example')).toBe('https://a.example/faq');
  expect(absoluteUrl('/', 'https://a.example')).toBe('https://a.example/');
  expect(() => siteUrl({ SITE_URL: 'ftp://a.example' })).toThrow();
});

test('the clinic uses the structured-data readings of its phone and hours', () => {
  const business = ofType(graph(homeSeo().jsonLd), 'MedicalBusiness');
  if (!business) throw new Error('no MedicalBusiness');
  expect(business.telephone).toBe(catalog.contactFacts.phone.structuredData.e164);
  expect(business.openingHours).toEqual(
    catalog.contactFacts.hours.structuredData.map(
      (hours) => `${dayRange(hours.days)} ${hours.opens}-${hours.closes}`,
    ),
  );
});

test('every treatment page has a MedicalProcedure with an offer in euros and a breadcrumb', () => {
  for (const page of catalog.treatmentPages) {
    const nodes = graph(treatmentSeo(page).jsonLd);
    const procedure = ofType(nodes, 'MedicalProcedure');
    if (!procedure) throw new Error(`${page.path}: no MedicalProcedure`);
    const offerNode = procedure.offers as Node | undefined;
    expect(offerNode?.priceCurrency, page.path).toBe('EUR');
    expect(
      ['Offer', 'AggregateOffer'].includes(String(offerNode?.['@type'])),
      page.path,
    ).toBeTruthy();
    expect(ofType(nodes, 'BreadcrumbList'), page.path).toBeTruthy();
    const hasFaq = page.sections.some((section) => section.kind === 'faq');
    expect(Boolean(ofType(nodes, 'FAQPage')), page.path).toBe(hasFaq);
  }
});

test('one price is an Offer; several are an AggregateOffer holding every Offer', () => {
  expect(offers([{ name: 'Séance', price: 70 }], 'u')).toEqual({
    '@type': 'Offer',
    name: 'Séance',
    url: 'u',
    price: 70,
    priceCurrency: 'EUR',
  });
  const aggregate = offers(
    [
      { name: 'Paupières', price: { min: 300, max: 500 } },
      { name: 'Joues', price: 250 },
    ],
    'u',
  );
  if (aggregate?.['@type'] !== 'AggregateOffer')
    throw new Error('several prices: an AggregateOffer');
  expect(aggregate?.lowPrice).toBe(250);
  expect(aggregate?.highPrice).toBe(500);
  expect(aggregate?.offerCount).toBe(2);
  expect((aggregate?.offers as Node[])[0]).toEqual({
    '@type': 'Offer',
    name: 'Paupières',
    url: 'u',
    price: 300,
    priceCurrency: 'EUR',
    priceSpecification: {
      '@type': 'PriceSpecification',
      priceCurrency: 'EUR',
      minPrice: 300,
      maxPrice: 500,
    },
  });
  // An open "from" price leaves the highest price unstated.
  const open = offers(
    [
      { name: 'Petit', price: 80 },
      { name: 'Grand', price: { from: 350 } },
    ],
    'u',
  );
  if (open?.['@type'] !== 'AggregateOffer') throw new Error('several prices: an AggregateOffer');
  expect(!('highPrice' in open), 'an open price states no highest price').toBeTruthy();
  expect(offers([], 'u')).toBe(undefined);
});

test('articles are BlogPosting with article meta; the 404 page has no canonical and is noindex', () => {
  const article = catalog.articles[0];
  if (!article) throw new Error('no article in the catalog');
  const seo = articleSeo(article);
  expect(seo.type).toBe('article');
  expect(ofType(graph(seo.jsonLd), 'BlogPosting')?.headline).toBe(article.title);
  const notFound = notFoundSeo();
  expect(notFound.canonical).toBe(undefined);
  expect(notFound.robots).toMatch(/noindex/);
});

test('JSON-LD cannot close its script element', () => {
  expect(homeSeo().jsonLd.includes('<')).toBeFalsy();
});

test('the sitemap lists every route but the two confirmations; robots.txt points to it', () => {
  const xml = sitemapXml(catalog, 'https://a.example');
  for (const route of catalog.routes) {
    expect(
      xml.includes(`<loc>https://a.example${route.path === '/' ? '/' : route.path}</loc>`),
      route.path,
    ).toBe(route.path !== '/success' && route.path !== '/contact/merci');
  }
  expect(robotsTxt('https://a.example')).toMatch(/Sitemap: https:\/\/a\.example\/sitemap\.xml/);
});

test('the desk is never indexed: noindex, no canonical address, out of the sitemap, disallowed', () => {
  const desk = deskSeo();
  expect(desk.robots).toBe('noindex, follow');
  expect(desk.canonical).toBe(undefined);
  expect(sitemapXml(catalog, 'https://a.example').includes('/espace-clinique')).toBeFalsy();
  expect(robotsTxt('https://a.example')).toMatch(/^Disallow: \/espace-clinique$/m);
});
