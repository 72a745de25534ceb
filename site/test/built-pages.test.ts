/**
 * What the built pages say without a browser (run `npm run build` first): every route's heading and
 * head (title, meta, Open Graph, canonical link, JSON-LD), the structured data of the treatment pages
 * and lists, and every row of every price table as the catalog gives it, formatted with the catalog's
 * own functions. The pages are read as the local server serves them (`createSiteApp`).
 *
 * The specification's literal prices are a report, not a test (packages/catalog/src/spec-facts.ts);
 * here the built HTML must show whatever the catalog holds.
 */
import { expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import {
  type Price,
  type PriceTable,
  type Route,
  type Section,
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
  expect(response.status, `status of ${path}`).toBe(200);
  return parse(await response.text());
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Text as a reader gets it: whitespace (no-break spaces too) collapsed, as Playwright compares. */
function read(element: HTMLElement | null | undefined): string {
  return collapse(element?.text ?? '');
}

const same = (actual: string, expected: string, message: string) =>
  expect(collapse(actual), message).toBe(collapse(expected));

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
  expect(root.querySelector('html')?.getAttribute('lang'), `${where}: lang`).toBe('fr');
  expect(meta(root, 'meta[name="description"]'), `${where}: description`).toMatch(/\S/);
  expect(meta(root, 'meta[name="keywords"]'), `${where}: keywords`).toMatch(/\S/);
  expect(meta(root, 'meta[property="og:locale"]'), `${where}: og:locale`).toBe('fr_FR');
  same(meta(root, 'meta[property="og:title"]'), documentTitle(route), `${where}: og:title`);
  expect(meta(root, 'meta[property="og:image"]'), `${where}: og:image`).toMatch(/^https?:\/\//);
  expect(meta(root, 'meta[name="twitter:card"]'), `${where}: twitter:card`).toMatch(/summary/);
  expect(
    root.querySelector('head link[rel="icon"]')?.getAttribute('href') ?? '',
    `${where}: icon`,
  ).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  const canonical = root.querySelector('head link[rel="canonical"]')?.getAttribute('href') ?? '';
  expect(canonical, `${where}: canonical URL`).toMatch(/^https?:\/\/[^/]+\//);
  expect(new URL(canonical).pathname, `${where}: canonical path`).toBe(
    route.kind === 'local' ? catalog.local.meta.path : route.path,
  );

  const types = jsonLd(root).flatMap((node) => node['@type']);
  expect(types.includes('MedicalBusiness'), `${where}: MedicalBusiness`).toBeTruthy();
  expect(
    meta(root, 'meta[name="robots"]').includes('noindex'),
    `${where}: noindex (the registry's indexed: false)`,
  ).toBe(!route.indexed);
  if (route.path !== '/' && route.indexed) {
    expect(types.includes('BreadcrumbList'), `${where}: BreadcrumbList`).toBeTruthy();
  }
  if (route.kind === 'treatment') expect(types.includes('MedicalProcedure'), where).toBeTruthy();
  if (route.kind === 'article') expect(types.includes('BlogPosting'), where).toBeTruthy();
  if (route.path === '/faq') expect(types.includes('FAQPage'), where).toBeTruthy();
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
        expect(
          structuredImages({ image: node.image }).length > 0,
          `${route.path}: its ${JSON.stringify(node['@type'])} names no image`,
        ).toBeTruthy();
    for (const image of structuredImages(nodes)) named.add(image);
  }
  // Each node above names its own; articles may share an illustration, so no count is expected.
  expect(named.size, 'no page names an image').toBeGreaterThan(0);
  for (const image of named) {
    const { pathname } = new URL(image);
    expect(pathname, image).toMatch(new RegExp(`^${SOCIAL_IMAGE.directory}/.+\\.png$`));
    const response = await site.request(pathname);
    expect(response.status, image).toBe(200);
    expect(response.headers.get('content-type'), image).toBe(SOCIAL_IMAGE.type);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image).toEqual([
      SOCIAL_IMAGE.width,
      SOCIAL_IMAGE.height,
    ]);
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
    expect(meta(root, 'meta[name="description"]'), where).toBe(entry.meta.description);
    const nodes = jsonLd(root);
    const procedure = nodes.find((node) => isType(node, 'MedicalProcedure'));
    expect(procedure?.name, where).toBe(entry.procedure.name);
    const offers = procedure?.offers as JsonLdNode;
    const amounts = statedAmounts(entry);
    expect(offers.priceCurrency, where).toBe('EUR');
    if (amounts.length === 1) {
      expect(offers['@type'], where).toBe('Offer');
      expect(offers.price, where).toBe(amounts[0]);
    } else {
      expect(offers['@type'], where).toBe('AggregateOffer');
      expect(offers.lowPrice, where).toBe(amounts[0]);
      expect(offers.offerCount, where).toBe(amounts.length);
      const each = offers.offers as JsonLdNode[];
      expect(
        each.map((offer) => Number(offer.price)).sort((a, b) => a - b),
        where,
      ).toEqual(amounts);
      for (const offer of each) {
        expect(offer['@type'], where).toBe('Offer');
        expect(offer.priceCurrency, where).toBe('EUR');
      }
    }
    const breadcrumb = nodes.find((node) => isType(node, 'BreadcrumbList'));
    const crumbs = breadcrumb?.itemListElement as { name: string; item: string }[];
    expect(crumbs.at(-1)?.name, where).toBe(entry.name);
    expect(new URL(crumbs.at(-1)?.item ?? '').pathname, where).toBe(entry.path);
    const faq = entry.sections.find((section) => section.kind === 'faq');
    const faqNode = nodes.find((node) => isType(node, 'FAQPage'));
    if (faq?.kind === 'faq') {
      const questions = faqNode?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(
        questions.map((question) => question.name),
        where,
      ).toEqual(faq.items.map((item) => item.question));
      expect(
        questions.map((question) => question.acceptedAnswer.text),
        where,
      ).toEqual(faq.items.map((item) => item.answer));
    } else expect(faqNode, where).toBe(undefined);
  }
});

test('treatment lists: an ItemList of the treatments with their prices and pages', async () => {
  for (const { page: entry } of treatmentLists(catalog)) {
    const nodes = jsonLd(await built(entry.path));
    const list = nodes.find((node) => isType(node, 'ItemList'));
    const items = (list?.itemListElement as { item: JsonLdNode }[]).map((element) => element.item);
    expect(
      items.map((item) => item.name),
      entry.path,
    ).toEqual(entry.cards.map((card) => card.title));
    expect(
      items.map((item) => (item.offers as JsonLdNode).price),
      entry.path,
    ).toEqual(entry.cards.map((card) => format.lowestAmount(card.price)));
    for (const [index, card] of entry.cards.entries()) {
      if (card.href) expect(new URL(String(items[index]?.url)).pathname).toBe(card.href);
    }
    expect(
      nodes.some((node) => isType(node, 'BreadcrumbList')),
      entry.path,
    ).toBeTruthy();
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
  expect(found.length, `one table named « ${title} »`).toBe(1);
  return found[0] as HTMLElement;
}

/** Every row of a catalog table, as the reader gets it (formatted with the catalog's functions). */
function expectTable(scope: HTMLElement, root: HTMLElement, table: PriceTable, where: string) {
  const element = tableNamed(scope, root, table.title);
  const at = `${where} « ${table.title} »`;
  if (table.kind === 'standard') {
    const rows = element.querySelectorAll('tbody tr');
    expect(rows.length, `${at}: rows`).toBe(table.rows.length);
    const withDuration = table.rows.some((row) => row.duration !== undefined);
    for (const [index, row] of table.rows.entries()) {
      const line = rows[index];
      const heading = read(line?.querySelector('th'));
      expect(heading.includes(collapse(row.zone)), `${at}: ${row.zone}`).toBeTruthy();
      if (row.note) expect(heading.includes(collapse(row.note)), `${at}: note`).toBeTruthy();
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
    expect(groups.length, `${at}: rows`).toBe(table.rows.length);
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
    if (!scope) throw new Error(`${entry.path}: no #${prices.id}`);
    // The page's own labels, whatever words the clinic gives them.
    if (prices.display === 'panel') {
      expect(scope.tagName, `${entry.path}: a panel is a <details>`).toBe('DETAILS');
      expect(scope.getAttribute('open'), `${entry.path}: closed at first`).toBe(undefined);
      expect(
        read(scope.querySelector('summary')).includes(collapse(prices.showLabel)),
        `${entry.path}: ${prices.showLabel}`,
      ).toBeTruthy();
    } else {
      const links = root.querySelectorAll(`a[href="#${prices.id}"]`).map(read);
      expect(
        links.includes(collapse(prices.showLabel)),
        `${entry.path}: ${prices.showLabel}`,
      ).toBeTruthy();
    }
    const headings = scope.querySelectorAll('h2, h3').map(read);
    expect(headings.includes(collapse(prices.title)), `${entry.path}: title`).toBeTruthy();
    for (const table of prices.tables) expectTable(scope, root, table, entry.path);
    const paragraphs = scope.querySelectorAll('p, li').map(read);
    for (const note of prices.notes) {
      expect(paragraphs.includes(collapse(note)), `${entry.path}: ${note}`).toBeTruthy();
    }
  }
});

type Shown = [key: string, value: string | number | Price];

/** What a catalog value gives a reader to see, at any depth, with its key: texts, links, amounts. */
function shownValues(value: unknown, key = ''): Shown[] {
  if (/^(kind|id|icon|tone)$/.test(key)) return [];
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'number')
    return /^(price|saving|separatePrice|duration)$/.test(key) ? [[key, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item) => shownValues(item, key));
  if (typeof value !== 'object' || value === null) return [];
  if (key === 'price') return [[key, value as Price]];
  return Object.entries(value).flatMap(([inner, item]) => shownValues(item, inner));
}

/** Whether a section's element shows `value`: as text, a link, an image or a formatted amount. */
function shows(element: HTMLElement, [key, value]: Shown): boolean {
  const attributes = (selector: string, name: string) =>
    element.querySelectorAll(selector).map((found) => found.getAttribute(name));
  if (key === 'alt') return attributes('img', 'alt').includes(String(value));
  if (key === 'src') return attributes('img', 'src').includes(String(value));
  if (key === 'href' || key.endsWith('Href'))
    return attributes('a', 'href').includes(String(value));
  const text = read(element);
  if (key === 'duration' && typeof value === 'number')
    return text.includes(collapse(format.formatDuration(value)));
  if (typeof value === 'string') return text.includes(collapse(value));
  return text.includes(collapse(format.formatEuros(format.lowestAmount(value))));
}

/** What a section shows that the catalog holds elsewhere. */
function extras(section: Section): unknown {
  if (section.kind === 'whyChooseUs') return catalog.whyChooseUs.reasons;
  if (section.kind === 'address')
    return [catalog.clinic.address.street, catalog.contactFacts.phone.visible.display];
  if (section.kind === 'towns')
    return section.towns.map((town) =>
      format.fillTemplate(text.driveTime, { minutes: town.driveMinutes }),
    );
  return [];
}

test('treatment pages and lists: the hero, the breadcrumb and every section with all its text, in order', async () => {
  for (const entry of [
    ...treatmentLists(catalog).map((list) => list.page),
    ...catalog.treatmentPages,
  ]) {
    const where = entry.path;
    const root = await built(entry.path);
    expect(
      read(root.querySelector('main')).includes(collapse(entry.hero.intro)),
      where,
    ).toBeTruthy();
    const breadcrumb = root.querySelector(`nav[aria-label="${catalog.layout.breadcrumbLabel}"]`);
    if ('breadcrumb' in entry && !entry.breadcrumb) expect(breadcrumb, where).toBe(null);
    else {
      expect(breadcrumb?.querySelector('a')?.getAttribute('href'), where).toBe('/');
      same(read(breadcrumb?.querySelector('[aria-current="page"]')), entry.name, where);
    }
    const sections = root.querySelectorAll('main section[aria-labelledby]').map((element) => ({
      element,
      title: read(root.getElementById(element.getAttribute('aria-labelledby') ?? '')),
    }));
    const titles = sections.map((section) => section.title);
    let after = -1;
    for (const section of entry.sections) {
      const at = titles.indexOf(collapse(section.title), after + 1);
      expect(at, `${where}: « ${section.title} » after the section before it`).toBeGreaterThan(
        after,
      );
      after = at;
      const element = sections[at]?.element;
      if (!element) throw new Error(`${where}: no « ${section.title} »`);
      if (section.id) expect(element.getAttribute('id'), where).toBe(section.id);
      for (const value of shownValues([section, extras(section)]))
        expect(
          shows(element, value),
          `${where} « ${section.title} »: ${JSON.stringify(value)}`,
        ).toBeTruthy();
    }
  }
});
