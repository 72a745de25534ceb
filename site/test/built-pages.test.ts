/**
 * What the built pages say without a browser (run `npm run build` first): every route's heading and
 * head (title, meta, Open Graph, canonical link, JSON-LD), the structured data of the treatment pages
 * and lists, and every row of every price table as the catalog gives it, formatted with the catalog's
 * own functions. The pages are read as the local server serves them (`createSiteApp`).
 *
 * The specification's literal prices are asserted once, in packages/catalog/test/spec-facts.test.ts;
 * here the built HTML must show whatever the catalog holds.
 */
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { fileURLToPath } from 'node:url';
import {
  type PriceTable,
  type Route,
  type TreatmentPage,
  catalog,
  treatmentLists,
} from '@clinique/catalog';
import * as format from '@clinique/catalog/format';
import { type HTMLElement, parse } from 'node-html-parser';
import { documentTitle, mainHeading } from '../e2e/expectations.ts';
import { createSiteApp } from '../server/app.ts';
import { SOCIAL_IMAGE } from '../src/seo/social-image.ts';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const site = createSiteApp({ clientDir });
const text = catalog.interfaceText;

/** The page the local server answers for `path`, parsed. */
async function built(path: string): Promise<HTMLElement> {
  const response = await site.request(path, { headers: { 'accept-encoding': 'identity' } });
  assert.equal(response.status, 200, `status of ${path}`);
  return parse(await response.text());
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Text as a reader gets it: whitespace (no-break spaces too) collapsed, as Playwright compares. */
function read(element: HTMLElement | null | undefined): string {
  return collapse(element?.text ?? '');
}

const same = (actual: string, expected: string, message: string) =>
  assert.equal(collapse(actual), collapse(expected), message);

type JsonLdNode = Record<string, unknown> & { '@type': string | string[] };

function jsonLd(root: HTMLElement): JsonLdNode[] {
  const raw = root.querySelector('head script[type="application/ld+json"]')?.text ?? '{}';
  return (JSON.parse(raw) as { '@graph': JsonLdNode[] })['@graph'];
}

const isType = (node: JsonLdNode, type: string) =>
  Array.isArray(node['@type']) ? node['@type'].includes(type) : node['@type'] === type;

const meta = (root: HTMLElement, selector: string) =>
  root.querySelector(`head ${selector}`)?.getAttribute('content') ?? '';

function expectHead(root: HTMLElement, route: Route): void {
  const where = route.path;
  same(read(root.querySelector('h1')), mainHeading(route), `${where}: heading`);
  same(read(root.querySelector('head title')), documentTitle(route), `${where}: title`);
  assert.equal(root.querySelector('html')?.getAttribute('lang'), 'fr', `${where}: lang`);
  assert.match(meta(root, 'meta[name="description"]'), /\S/, `${where}: description`);
  assert.match(meta(root, 'meta[name="keywords"]'), /\S/, `${where}: keywords`);
  assert.equal(meta(root, 'meta[property="og:locale"]'), 'fr_FR', `${where}: og:locale`);
  same(meta(root, 'meta[property="og:title"]'), documentTitle(route), `${where}: og:title`);
  assert.match(meta(root, 'meta[property="og:image"]'), /^https?:\/\//, `${where}: og:image`);
  assert.match(meta(root, 'meta[name="twitter:card"]'), /summary/, `${where}: twitter:card`);
  assert.match(
    root.querySelector('head link[rel="icon"]')?.getAttribute('href') ?? '',
    /favicon\.svg$/,
    `${where}: icon`,
  );
  assert.equal(root.querySelectorAll('head link[rel="manifest"]').length, 1, `${where}: manifest`);
  const canonical = root.querySelector('head link[rel="canonical"]')?.getAttribute('href') ?? '';
  assert.match(canonical, /^https?:\/\/[^/]+\//, `${where}: canonical URL`);
  assert.equal(
    new URL(canonical).pathname,
    route.kind === 'local' ? catalog.local.meta.path : route.path,
    `${where}: canonical path`,
  );

  const types = jsonLd(root).flatMap((node) => node['@type']);
  assert.ok(types.includes('MedicalBusiness'), `${where}: MedicalBusiness`);
  assert.equal(
    meta(root, 'meta[name="robots"]').includes('noindex'),
    !route.indexed,
    `${where}: noindex (the registry's indexed: false)`,
  );
  if (route.path !== '/' && route.indexed) {
    assert.ok(types.includes('BreadcrumbList'), `${where}: BreadcrumbList`);
  }
  if (route.kind === 'treatment') assert.ok(types.includes('MedicalProcedure'), where);
  if (route.kind === 'article') assert.ok(types.includes('BlogPosting'), where);
  if (route.path === '/faq') assert.ok(types.includes('FAQPage'), where);
}

test('every route of the catalog: its heading, title, meta, Open Graph, canonical link and JSON-LD', async () => {
  for (const route of catalog.routes) expectHead(await built(route.path), route);
});

/**
 * Every `image` of a JSON-LD graph, at any depth, in each form schema.org allows: a URL, an
 * ImageObject (its `url`) or a list of them. Any other form is returned as is, so that it fails as
 * "not a PNG" rather than going unseen.
 */
function structuredImages(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(structuredImages);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'image' ? imageUrls(inner) : structuredImages(inner),
  );
}

function imageUrls(image: unknown): string[] {
  if (typeof image === 'string') return [image];
  if (Array.isArray(image)) return image.flatMap(imageUrls);
  if (
    typeof image === 'object' &&
    image !== null &&
    'url' in image &&
    typeof image.url === 'string'
  )
    return [image.url];
  return [`unreadable image: ${JSON.stringify(image)}`];
}

/** The nodes that must name an image: the clinic, a treatment, an article. */
const IMAGED_TYPES = ['MedicalBusiness', 'MedicalProcedure', 'BlogPosting'];

test('the structured data names its images as PNGs of 1200 × 630 that the site serves, not SVGs', async () => {
  const named = new Set<string>();
  for (const route of catalog.routes) {
    const nodes = jsonLd(await built(route.path));
    for (const node of nodes)
      if (IMAGED_TYPES.some((type) => isType(node, type)))
        assert.ok(
          structuredImages({ image: node.image }).length > 0,
          `${route.path}: its ${JSON.stringify(node['@type'])} names no image`,
        );
    for (const image of structuredImages(nodes)) named.add(image);
  }
  // The clinic, the treatment pages, the lists' cards and the articles.
  assert.ok(
    named.size > catalog.articles.length + catalog.treatmentPages.length,
    [...named].join(),
  );
  for (const image of named) {
    const { pathname } = new URL(image);
    assert.match(pathname, new RegExp(`^${SOCIAL_IMAGE.directory}/.+\\.png$`), image);
    const response = await site.request(pathname);
    assert.equal(response.status, 200, image);
    assert.equal(response.headers.get('content-type'), SOCIAL_IMAGE.type, image);
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.deepEqual(
      [bytes.readUInt32BE(16), bytes.readUInt32BE(20)],
      [SOCIAL_IMAGE.width, SOCIAL_IMAGE.height],
      image,
    );
  }
});

/** The amounts a page states, read straight from its tables and packages (not the site's code). */
function statedAmounts(entry: TreatmentPage): number[] {
  const amounts: number[] = [];
  for (const table of entry.prices?.tables ?? []) {
    if (table.kind === 'standard')
      amounts.push(...table.rows.map((row) => format.lowestAmount(row.price)));
    else amounts.push(...table.rows.flatMap((row) => [row.oneSession, row.threeSessions]));
  }
  for (const section of entry.sections) {
    if (section.kind === 'hairRemovalPackages' || section.kind === 'bodyPackages') {
      amounts.push(...section.packages.map((item) => format.lowestAmount(item.price)));
    }
  }
  return amounts.sort((a, b) => a - b);
}

test('treatment pages: MedicalProcedure with every stated amount as an offer in euros, breadcrumb, FAQ', async () => {
  for (const entry of catalog.treatmentPages) {
    const where = entry.path;
    const root = await built(entry.path);
    same(
      read(root.querySelector('head title')),
      `${entry.meta.title} | ${catalog.clinic.name}`,
      where,
    );
    assert.equal(meta(root, 'meta[name="description"]'), entry.meta.description, where);
    const nodes = jsonLd(root);
    const procedure = nodes.find((node) => isType(node, 'MedicalProcedure'));
    assert.equal(procedure?.name, entry.procedure.name, where);
    const offers = procedure?.offers as JsonLdNode;
    const amounts = statedAmounts(entry);
    assert.equal(offers.priceCurrency, 'EUR', where);
    if (amounts.length === 1) {
      assert.equal(offers['@type'], 'Offer', where);
      assert.equal(offers.price, amounts[0], where);
    } else {
      assert.equal(offers['@type'], 'AggregateOffer', where);
      assert.equal(offers.lowPrice, amounts[0], where);
      assert.equal(offers.offerCount, amounts.length, where);
      const each = offers.offers as JsonLdNode[];
      assert.deepEqual(
        each.map((offer) => Number(offer.price)).sort((a, b) => a - b),
        amounts,
        where,
      );
      for (const offer of each) {
        assert.equal(offer['@type'], 'Offer', where);
        assert.equal(offer.priceCurrency, 'EUR', where);
      }
    }
    const breadcrumb = nodes.find((node) => isType(node, 'BreadcrumbList'));
    const crumbs = breadcrumb?.itemListElement as { name: string; item: string }[];
    assert.equal(crumbs.at(-1)?.name, entry.name, where);
    assert.equal(new URL(crumbs.at(-1)?.item ?? '').pathname, entry.path, where);
    const faq = entry.sections.find((section) => section.kind === 'faq');
    const faqNode = nodes.find((node) => isType(node, 'FAQPage'));
    if (faq?.kind === 'faq') {
      const questions = faqNode?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      assert.deepEqual(
        questions.map((question) => question.name),
        faq.items.map((item) => item.question),
        where,
      );
      assert.deepEqual(
        questions.map((question) => question.acceptedAnswer.text),
        faq.items.map((item) => item.answer),
        where,
      );
    } else assert.equal(faqNode, undefined, where);
  }
});

test('treatment lists: an ItemList of the treatments with their prices and pages', async () => {
  for (const { page: entry } of treatmentLists(catalog)) {
    const nodes = jsonLd(await built(entry.path));
    const list = nodes.find((node) => isType(node, 'ItemList'));
    const items = (list?.itemListElement as { item: JsonLdNode }[]).map((element) => element.item);
    assert.deepEqual(
      items.map((item) => item.name),
      entry.cards.map((card) => card.title),
      entry.path,
    );
    assert.deepEqual(
      items.map((item) => (item.offers as JsonLdNode).price),
      entry.cards.map((card) => format.lowestAmount(card.price)),
      entry.path,
    );
    for (const [index, card] of entry.cards.entries()) {
      if (card.href) assert.equal(new URL(String(items[index]?.url)).pathname, card.href);
    }
    assert.ok(
      nodes.some((node) => isType(node, 'BreadcrumbList')),
      entry.path,
    );
  }
});

/** The table named `title` (by `aria-labelledby`, `aria-label` or its caption). */
function tableNamed(scope: HTMLElement, root: HTMLElement, title: string): HTMLElement {
  const found = scope.querySelectorAll('table').filter((table) => {
    const labelledBy = table.getAttribute('aria-labelledby');
    const name = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => read(root.getElementById(id)))
          .join(' ')
      : (table.getAttribute('aria-label') ?? read(table.querySelector('caption')));
    return name === collapse(title);
  });
  assert.equal(found.length, 1, `one table named « ${title} »`);
  return found[0] as HTMLElement;
}

/** Every row of a catalog table, as the reader gets it (formatted with the catalog's functions). */
function expectTable(scope: HTMLElement, root: HTMLElement, table: PriceTable, where: string) {
  const element = tableNamed(scope, root, table.title);
  const at = `${where} « ${table.title} »`;
  if (table.kind === 'standard') {
    const rows = element.querySelectorAll('tbody tr');
    assert.equal(rows.length, table.rows.length, `${at}: rows`);
    const withDuration = table.rows.some((row) => row.duration !== undefined);
    for (const [index, row] of table.rows.entries()) {
      const line = rows[index];
      const heading = read(line?.querySelector('th'));
      assert.ok(heading.includes(collapse(row.zone)), `${at}: ${row.zone}`);
      if (row.note) assert.ok(heading.includes(collapse(row.note)), `${at}: note`);
      const cells = line?.querySelectorAll('td') ?? [];
      same(read(cells[0]), format.formatPrice(row.price, text.fromPrefix), `${at}: ${row.zone}`);
      if (withDuration) {
        same(
          read(cells[1]),
          row.duration === undefined ? '—' : format.formatDuration(row.duration),
          `${at}: duration of ${row.zone}`,
        );
      }
    }
  } else {
    const groups = element.querySelectorAll('tbody');
    assert.equal(groups.length, table.rows.length, `${at}: rows`);
    for (const [index, row] of table.rows.entries()) {
      const group = groups[index];
      same(read(group?.querySelector('th')), row.zone, `${at}: zone`);
      const cells = group?.querySelectorAll('td') ?? [];
      same(read(cells[0]), format.formatEuros(row.oneSession), `${at}: ${row.zone}, 1 session`);
      same(read(cells[1]), format.formatEuros(row.threeSessions), `${at}: ${row.zone}, 3 sessions`);
      same(
        read(cells[2]),
        format.fillTemplate(text.sessionBreakdown, {
          perSession: format.formatEuros(row.breakdown.perSession),
          saving: format.formatEuros(row.breakdown.saving),
        }),
        `${at}: ${row.zone}, breakdown`,
      );
    }
  }
}

test('price sections: the title, every row of every table with its price and duration, the notes', async () => {
  for (const entry of [
    ...treatmentLists(catalog).map((list) => list.page),
    ...catalog.treatmentPages,
  ]) {
    const { prices } = entry;
    if (!prices) continue;
    const root = await built(entry.path);
    const scope = root.getElementById(prices.id);
    assert.ok(scope, `${entry.path}: #${prices.id}`);
    // The buttons' labels of the specification.
    const isList = entry.path === '/soins-visage' || entry.path === '/soins-corps';
    assert.equal(prices.showLabel, isList ? 'Voir nos Tarifs' : 'Voir les Tarifs', entry.path);
    if (prices.display === 'panel') {
      if (!isList) assert.equal(prices.hideLabel, 'Masquer les Tarifs', entry.path);
      assert.equal(scope.tagName, 'DETAILS', `${entry.path}: a panel is a <details>`);
      assert.equal(scope.getAttribute('open'), undefined, `${entry.path}: closed at first`);
      assert.ok(
        read(scope.querySelector('summary')).includes(collapse(prices.showLabel)),
        `${entry.path}: ${prices.showLabel}`,
      );
    } else {
      const links = root.querySelectorAll(`a[href="#${prices.id}"]`).map(read);
      assert.ok(links.includes(collapse(prices.showLabel)), `${entry.path}: ${prices.showLabel}`);
    }
    const headings = scope.querySelectorAll('h2, h3').map(read);
    assert.ok(headings.includes(collapse(prices.title)), `${entry.path}: title`);
    for (const table of prices.tables) expectTable(scope, root, table, entry.path);
    const paragraphs = scope.querySelectorAll('p, li').map(read);
    for (const note of prices.notes) {
      assert.ok(paragraphs.includes(collapse(note)), `${entry.path}: ${note}`);
    }
  }
});
