import assert from 'node:assert/strict';
import { test } from 'vitest';
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
  assert.equal(siteUrl({}), 'http://127.0.0.1:8080');
  assert.equal(
    siteUrl({ SITE_URL: 'https://www.clinique.example/' }),
    'https://www.clinique.example',
  );
  assert.equal(absoluteUrl('/faq', 'https://a.example'), 'https://a.example/faq');
  assert.equal(absoluteUrl('/', 'https://a.example'), 'https://a.example/');
  assert.throws(() => siteUrl({ SITE_URL: 'ftp://a.example' }));
});

test('the clinic uses the structured-data readings of its phone and hours', () => {
  const business = ofType(graph(homeSeo().jsonLd), 'MedicalBusiness');
  assert.ok(business);
  assert.equal(business.telephone, catalog.contactFacts.phone.structuredData.e164);
  assert.deepEqual(
    business.openingHours,
    catalog.contactFacts.hours.structuredData.map(
      (hours) => `${dayRange(hours.days)} ${hours.opens}-${hours.closes}`,
    ),
  );
});

test('every treatment page has a MedicalProcedure with an offer in euros and a breadcrumb', () => {
  for (const page of catalog.treatmentPages) {
    const nodes = graph(treatmentSeo(page).jsonLd);
    const procedure = ofType(nodes, 'MedicalProcedure');
    assert.ok(procedure, page.path);
    const offerNode = procedure.offers as Node | undefined;
    assert.equal(offerNode?.priceCurrency, 'EUR', page.path);
    assert.ok(['Offer', 'AggregateOffer'].includes(String(offerNode?.['@type'])), page.path);
    assert.ok(ofType(nodes, 'BreadcrumbList'), page.path);
    const hasFaq = page.sections.some((section) => section.kind === 'faq');
    assert.equal(Boolean(ofType(nodes, 'FAQPage')), hasFaq, page.path);
  }
});

test('one price is an Offer; several are an AggregateOffer holding every Offer', () => {
  assert.deepEqual(offers([{ name: 'Séance', price: 70 }], 'u'), {
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
  assert.equal(aggregate?.['@type'], 'AggregateOffer');
  assert.equal(aggregate?.lowPrice, 250);
  assert.equal(aggregate?.highPrice, 500);
  assert.equal(aggregate?.offerCount, 2);
  assert.deepEqual((aggregate?.offers as Node[])[0], {
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
  assert.equal(open?.['@type'], 'AggregateOffer');
  assert.ok(!('highPrice' in open), 'an open price states no highest price');
  assert.equal(offers([], 'u'), undefined);
});

test('articles are BlogPosting with article meta; the 404 page has no canonical and is noindex', () => {
  const article = catalog.articles[0];
  assert.ok(article);
  const seo = articleSeo(article);
  assert.equal(seo.type, 'article');
  assert.equal(ofType(graph(seo.jsonLd), 'BlogPosting')?.headline, article.title);
  const notFound = notFoundSeo();
  assert.equal(notFound.canonical, undefined);
  assert.match(notFound.robots, /noindex/);
});

test('JSON-LD cannot close its script element', () => {
  assert.ok(!homeSeo().jsonLd.includes('<'));
});

test('the sitemap lists every route but the two confirmations; robots.txt points to it', () => {
  const xml = sitemapXml(catalog, 'https://a.example');
  for (const route of catalog.routes) {
    assert.equal(
      xml.includes(`<loc>https://a.example${route.path === '/' ? '/' : route.path}</loc>`),
      route.path !== '/success' && route.path !== '/contact/merci',
      route.path,
    );
  }
  assert.match(robotsTxt('https://a.example'), /Sitemap: https:\/\/a\.example\/sitemap\.xml/);
});

test('the desk is never indexed: noindex, no canonical address, out of the sitemap, disallowed', () => {
  const desk = deskSeo();
  assert.equal(desk.robots, 'noindex, follow');
  assert.equal(desk.canonical, undefined);
  assert.ok(!sitemapXml(catalog, 'https://a.example').includes('/espace-clinique'));
  assert.match(robotsTxt('https://a.example'), /^Disallow: \/espace-clinique$/m);
});
