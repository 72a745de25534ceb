/**
 * The treatment pages (/epilation-laser, /morpheus8… one per `catalog.treatmentPages` entry) and the two
 * treatment lists (/soins-visage, /soins-corps) in a browser: how a FAQ, a price panel and an anchored
 * price section behave (with and without JavaScript), where buttons lead, and accessibility with the
 * panels open. What needs no browser (every section's text, every price row, the head and the
 * structured data) is checked in the built HTML (site/test/built-pages.test.ts); the specification's
 * literal prices are a report, not a test (packages/catalog/src/spec-facts.ts).
 */
import {
  type PriceSection,
  type PriceTable,
  type Section,
  type TreatmentListPage,
  type TreatmentPage,
  catalog,
  fillTemplate,
  formatDuration,
  formatEuros,
  formatPrice,
  serviceHref,
  treatmentLists,
} from '@clinique/catalog';
import type { Locator, Page } from '@playwright/test';
import { desktop, expect, freezeTime, phone, test, visit } from './fixtures.ts';
import { axeViolations } from './support.ts';

const { interfaceText: text, clinic, layout } = catalog;
const lists: TreatmentListPage[] = treatmentLists(catalog).map((entry) => entry.page);
const allPages: (TreatmentPage | TreatmentListPage)[] = [...lists, ...catalog.treatmentPages];

function treatment(id: string): TreatmentPage {
  const page = catalog.treatmentPages.find((entry) => entry.id === id);
  if (!page) throw new Error(`No treatment page ${id} in the catalog`);
  return page;
}

/** A section of the page, found by its heading. */
function sectionNamed(page: Page, title: string): Locator {
  return page.locator('section').filter({
    has: page.getByRole('heading', { level: 2, name: title, exact: true }),
  });
}

/** The price section or panel of a page, and the button that shows it. */
function priceArea(page: Page, prices: PriceSection) {
  return {
    container: page.locator(`#${prices.id}`),
    toggle: page.locator(`details#${prices.id} > summary`),
    anchorButton: page.getByRole('link', { name: prices.showLabel, exact: true }),
  };
}

async function openPanel(page: Page, prices: PriceSection) {
  const { toggle, container } = priceArea(page, prices);
  await toggle.click();
  await expect(container).toHaveAttribute('open', '');
}

/** Every row of a catalog table, as the visitor reads it (formatted with the catalog's functions). */
async function expectTable(scope: Locator, table: PriceTable) {
  const element = scope.getByRole('table', { name: table.title, exact: true });
  await expect(element).toBeVisible();
  if (table.kind === 'standard') {
    const rows = element.locator('tbody tr');
    await expect(rows).toHaveCount(table.rows.length);
    const withDuration = table.rows.some((row) => row.duration !== undefined);
    for (const [index, row] of table.rows.entries()) {
      const line = rows.nth(index);
      await expect(line.locator('th')).toContainText(row.zone);
      if (row.note) await expect(line.locator('th')).toContainText(row.note);
      const cells = line.locator('td');
      await expect(cells.nth(0)).toHaveText(formatPrice(row.price, text.fromPrefix));
      await expect(cells.nth(0)).toBeVisible();
      if (withDuration) {
        await expect(cells.nth(1)).toHaveText(
          row.duration === undefined ? '—' : formatDuration(row.duration),
        );
      }
    }
  } else {
    const groups = element.locator('tbody');
    await expect(groups).toHaveCount(table.rows.length);
    for (const [index, row] of table.rows.entries()) {
      const group = groups.nth(index);
      await expect(group.locator('th')).toHaveText(row.zone);
      const cells = group.locator('td');
      await expect(cells.nth(0)).toHaveText(formatEuros(row.oneSession));
      await expect(cells.nth(1)).toHaveText(formatEuros(row.threeSessions));
      await expect(cells.nth(2)).toHaveText(
        fillTemplate(text.sessionBreakdown, {
          perSession: formatEuros(row.breakdown.perSession),
          saving: formatEuros(row.breakdown.saving),
        }),
      );
    }
  }
}

async function expectPrices(scope: Locator, prices: PriceSection) {
  await expect(scope.getByRole('heading', { name: prices.title, exact: true })).toBeVisible();
  for (const table of prices.tables) await expectTable(scope, table);
  for (const note of prices.notes)
    await expect(scope.getByText(note, { exact: true })).toBeVisible();
}

async function expectBookingLink(link: Locator) {
  await expect(link).toHaveAttribute('href', clinic.bookingUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

test('every treatment page and list of the catalog is one route of the site', () => {
  const routes = catalog.routes
    .filter((route) => route.kind === 'treatment' || route.kind === 'treatmentList')
    .map((route) => route.path);
  expect(routes.sort()).toEqual(allPages.map((page) => page.path).sort());
});

// Every section's text is checked in the built HTML (site/test/built-pages.test.ts); here, once,
// how the questions of a FAQ open.
test('FAQ answers open on a click, and several stay open', async ({ page }) => {
  const entry = catalog.treatmentPages.find((item) =>
    item.sections.some((section) => section.kind === 'faq'),
  );
  const faq = entry?.sections.find((section) => section.kind === 'faq');
  if (!entry || faq?.kind !== 'faq') throw new Error('no treatment page with a FAQ');
  await visit(page, entry.path);
  const scope = sectionNamed(page, faq.title);
  const items = scope.locator('details');
  await expect(items).toHaveCount(faq.items.length);
  for (const [index, item] of faq.items.entries()) {
    const answer = scope.getByText(item.answer, { exact: true });
    await expect(answer).toBeHidden();
    await items.nth(index).locator('summary').click();
    await expect(answer).toBeVisible();
  }
  await expect(scope.locator('details[open]')).toHaveCount(faq.items.length);
});

// The rows and labels of every price section are checked in the built HTML
// (site/test/built-pages.test.ts); here, once, how a panel and an anchored section behave.
const panelPage = allPages.find((entry) => entry.prices?.display === 'panel');
const anchorPage = allPages.find((entry) => entry.prices?.display === 'anchor');

test('a price panel: hidden at first, opened and closed by its button', async ({ page }) => {
  const prices = panelPage?.prices;
  if (!panelPage || !prices) throw new Error('no page with a price panel in the catalog');
  await visit(page, panelPage.path);
  const { container, toggle } = priceArea(page, prices);
  await expect(toggle).toHaveText(prices.showLabel, { useInnerText: true });
  await expect(container.getByRole('table').first()).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveText(prices.hideLabel ?? prices.showLabel, { useInnerText: true });
  await expectPrices(container, prices);
  await toggle.click();
  await expect(toggle).toHaveText(prices.showLabel, { useInnerText: true });
  await expect(container.getByRole('table').first()).toBeHidden();
});

test('an anchored price section: always shown, the hero button scrolls to it', async ({ page }) => {
  const prices = anchorPage?.prices;
  if (!anchorPage || !prices) throw new Error('no page with an anchored price section');
  await visit(page, anchorPage.path);
  const { container, anchorButton } = priceArea(page, prices);
  await expect(container.getByRole('heading', { level: 2 })).toHaveText(prices.title);
  await expect(container).not.toBeInViewport();
  await expect(anchorButton).toHaveAttribute('href', `#${prices.id}`);
  await anchorButton.click();
  await expect(page).toHaveURL(new RegExp(`#${prices.id}$`));
  await expect(container.getByRole('heading', { level: 2 })).toBeInViewport();
  await expectPrices(container, prices);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a price panel opens and closes all the same', async ({ page }) => {
    const prices = panelPage?.prices;
    if (!panelPage || !prices) throw new Error('no page with a price panel in the catalog');
    await visit(page, panelPage.path);
    const { container, toggle } = priceArea(page, prices);
    const firstTable = container.getByRole('table').first();
    await expect(firstTable).toBeHidden();
    await expect(toggle).toHaveText(prices.showLabel, { useInnerText: true });
    await toggle.click();
    await expect(firstTable).toBeVisible();
    await expect(toggle).toHaveText(prices.hideLabel ?? prices.showLabel, { useInnerText: true });
    await toggle.click();
    await expect(firstTable).toBeHidden();
    await expect(toggle).toHaveText(prices.showLabel, { useInnerText: true });
  });
});

/** A section's heading, the selector of one of its items, and how many the catalog lists. */
type Counted = [heading: string, selector: string, count: number];

function countedItems(section: Section): Counted | undefined {
  switch (section.kind) {
    case 'steps':
    case 'preparation':
      return [section.title, 'ol > li', section.steps.length];
    case 'faq':
      return [section.title, 'details', section.items.length];
    case 'benefits':
    case 'technologies':
      return [section.title, 'h3', section.items.length];
    case 'indications':
      return [section.title, 'h3', section.groups.length];
    case 'whyChooseUs':
      return [section.title, 'h3', catalog.whyChooseUs.reasons.length];
    case 'offers':
      return [section.title, 'ul > li:has(h3)', section.offers.length];
    case 'bodyPackages':
      return [section.title, 'ul > li:has(h3)', section.packages.length];
    case 'testimonials':
      return [section.title, 'blockquote', section.items.length];
    default:
      return undefined;
  }
}

/** The page's items as many as the catalog lists, its buttons, then axe with every panel open. */
async function expectTreatmentPage(page: Page, entry: TreatmentPage | TreatmentListPage) {
  const counted = entry.sections.flatMap((section): Counted[] => {
    const items = countedItems(section);
    return items ? [items] : [];
  });
  if ('cards' in entry) counted.push([entry.cardsTitle, 'ul > li:has(h3)', entry.cards.length]);
  for (const [heading, selector, count] of counted) {
    await expect(
      sectionNamed(page, heading).locator(selector),
      `${selector} in "${heading}"`,
    ).toHaveCount(count);
  }

  const hero = page.locator('main > section').first();
  const heroBooking = hero.getByRole('link', { name: new RegExp(`^${layout.bookingLabel}`) });
  if (entry.hero.booking) await expectBookingLink(heroBooking);
  else await expect(heroBooking).toHaveCount(0);
  if (entry.hero.secondary) {
    await expect(
      hero.getByRole('link', { name: entry.hero.secondary.label, exact: true }),
    ).toHaveAttribute('href', entry.hero.secondary.href);
  }
  const cta = page.getByRole('group', { name: entry.cta.title });
  const ctaBooking = cta.getByRole('link', { name: new RegExp(`^${layout.bookingLabel}`) });
  if (entry.cta.booking) await expectBookingLink(ctaBooking);
  if (entry.cta.secondary) {
    const secondary = cta.getByRole('link', { name: entry.cta.secondary.label, exact: true });
    await expect(secondary).toHaveAttribute('href', entry.cta.secondary.href);
    await expect(secondary).not.toHaveAttribute('target', '_blank');
  }
  // Every external link of the page is the booking platform, in a new tab.
  for (const link of await page.locator('main a[href^="http"]').all())
    await expectBookingLink(link);

  if (entry.prices?.display === 'panel') await openPanel(page, entry.prices);
  // FAQ answers open too, so that axe reads them.
  await page
    .locator('main details')
    .evaluateAll((elements) => elements.forEach((element) => element.setAttribute('open', '')));
  for (const [width, device] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.setViewportSize(device.viewport);
    expect.soft(await axeViolations(page, 'main'), `axe violations at ${width} width`).toEqual([]);
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect.soft(overflow, `overflow at ${width} width`).toBeLessThanOrEqual(0);
  }
}

// One load per page, on a phone first: the page's items, its buttons, then axe at both widths with
// every price panel and FAQ answer open.
test.describe('each page: its items, where its buttons lead, accessibility with panels open', () => {
  test.use(phone);
  for (const entry of allPages) {
    test(entry.path, async ({ page }) => {
      await visit(page, entry.path);
      await expectTreatmentPage(page, entry);
    });
  }
});

test.describe('where the buttons lead', () => {
  test('the spec’s buttons with no action lead to the contact form with the treatment chosen', async ({
    page,
  }) => {
    const toContact = /^\/contact\?traitement=[a-z-]+$/;
    const { soinsCorps } = catalog;
    await visit(page, soinsCorps.path);
    const section = soinsCorps.sections.find((item) => item.kind === 'bodyPackages');
    if (section?.kind !== 'bodyPackages') throw new Error('no body packages on /soins-corps');
    const choose = sectionNamed(page, section.title).getByRole('link', {
      name: section.actionLabel,
    });
    await expect(choose).toHaveCount(section.packages.length);
    for (const link of await choose.all()) await expect(link).toHaveAttribute('href', toContact);
    const quote = soinsCorps.cta.secondary;
    if (!quote) throw new Error('no second button in the call to action of /soins-corps');
    await expect(page.getByRole('link', { name: quote.label, exact: true })).toHaveAttribute(
      'href',
      toContact,
    );
    // A treatment page's call to action that leads to the form, followed.
    const entry = catalog.treatmentPages.find((item) =>
      toContact.test(item.cta.secondary?.href ?? ''),
    );
    const consultation = entry?.cta.secondary;
    if (!entry || !consultation) throw new Error('no treatment page leads to the contact form');
    await visit(page, entry.path);
    await page
      .getByRole('group', { name: entry.cta.title })
      .getByRole('link', { name: consultation.label, exact: true })
      .click();
    await expect(page).toHaveURL(consultation.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog.contact.hero.title);
  });

  test('/soins-visage: each card with a link leads to a treatment page', () => {
    const pages = catalog.treatmentPages.map((page) => page.path);
    for (const card of catalog.soinsVisage.cards)
      if (card.href !== null) expect(pages).toContain(card.href);
  });

  test('/soins-visage: each card shows its facts and leads to its page', async ({ page }) => {
    const { cards } = catalog.soinsVisage;
    await visit(page, '/soins-visage');
    const itemOf = (title: string) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    for (const card of cards) {
      const item = itemOf(card.title);
      await expect(item).toContainText(formatPrice(card.price, text.fromPrefix));
      await expect(item).toContainText(formatDuration(card.duration));
      await expect(item.getByText(card.subtitle, { exact: true })).toBeVisible();
      for (const benefit of card.benefits)
        await expect(item.getByText(benefit, { exact: true })).toBeVisible();
      const link = item.getByRole('link', { name: `${card.linkLabel} ${card.title}` });
      if (card.href === null) await expect(link).toHaveCount(0);
      else await expect(link).toHaveAttribute('href', card.href);
    }
    // One followed: the link opens the treatment's page.
    const first = cards.find((card) => card.href !== null);
    if (!first) throw new Error('no card on /soins-visage leads to a page');
    await itemOf(first.title)
      .getByRole('link', { name: `${first.linkLabel} ${first.title}` })
      .click();
    await expect(page).toHaveURL(first.href ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      treatment(first.id).hero.title,
    );
  });

  test('/soins-corps: a card leads to the treatment page of its id, a card without one has no link', () => {
    for (const card of catalog.soinsCorps.cards) {
      const page = catalog.treatmentPages.find((entry) => entry.id === card.id);
      expect(card.href, card.id).toBe(page?.path ?? null);
    }
  });

  test('/soins-corps: each card shows zones and four benefits, and leads to its page or calls', async ({
    page,
  }) => {
    const { cards } = catalog.soinsCorps;
    await visit(page, '/soins-corps');
    const linkOf = (card: (typeof cards)[number]) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: card.title, exact: true }) })
        .getByRole('link', { name: `${card.linkLabel} ${card.title}` });
    for (const card of cards) {
      const item = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: card.title, exact: true }) });
      await expect(item.getByRole('img')).toHaveAttribute('src', card.image.src);
      await expect(item.getByText(text.zones, { exact: true })).toBeVisible();
      for (const zone of card.zones)
        await expect(item.getByText(zone, { exact: true })).toBeVisible();
      for (const benefit of card.benefits.slice(0, 4))
        await expect(item.getByText(benefit, { exact: true })).toBeVisible();
      for (const benefit of card.benefits.slice(4))
        await expect(item.getByText(benefit, { exact: true })).toHaveCount(0);
      // No page: the button calls the clinic, it leads nowhere else.
      if (!card.href) await expect(item.getByRole('link')).toHaveCount(1);
      await expect(linkOf(card)).toHaveAttribute(
        'href',
        card.href ?? `tel:${catalog.contactFacts.phone.visible.e164}`,
      );
    }
    const followed = cards.find((card) => card.href);
    if (!followed?.href) throw new Error('no card of /soins-corps has a page');
    await linkOf(followed).click();
    await expect(page).toHaveURL(followed.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      treatment(followed.id).hero.title,
    );
  });

  test('the home services lead to every treatment page, the footer lists them all', async ({
    page,
    request,
  }) => {
    const treatmentPaths = catalog.treatmentPages.map((entry) => entry.path);
    await visit(page, '/');
    const serviceLinks = page
      .locator('#services')
      .getByRole('link', { name: new RegExp(`^${catalog.home.services.moreLabel}`) });
    await expect(serviceLinks).toHaveCount(catalog.home.services.items.length);
    for (const [index, service] of catalog.home.services.items.entries()) {
      const href = await serviceLinks.nth(index).getAttribute('href');
      expect(href, service.id).toBe(serviceHref(service.id));
      expect(treatmentPaths, service.id).toContain(href);
      expect((await request.get(href ?? '')).status(), `${href}`).toBe(200);
    }
    const footer = page.getByRole('contentinfo');
    const footerHrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(footerHrefs).toEqual(expect.arrayContaining(treatmentPaths));
  });

  test('the footer leads to every treatment page', async ({ page }) => {
    await visit(page, '/faq');
    const footer = page.getByRole('contentinfo');
    for (const entry of catalog.treatmentPages) {
      const link = layout.footer.services.find((service) => service.href === entry.path);
      expect(link, entry.path).toBeDefined();
      await expect(footer.getByRole('link', { name: link?.label, exact: true })).toHaveAttribute(
        'href',
        entry.path,
      );
    }
    const [first] = catalog.treatmentPages;
    const label = layout.footer.services.find((service) => service.href === first?.path)?.label;
    await footer.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(first?.path ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.hero.title ?? '');
  });

  test('the Villefranche local pages lead to the page they name', async ({ page }) => {
    await freezeTime(page);
    const target = catalog.treatmentPages.find((item) => item.path === catalog.local.redirectTo);
    for (const path of catalog.local.paths) {
      await visit(page, path);
      await page.getByRole('link', { name: catalog.local.linkLabel }).click();
      await expect(page).toHaveURL(catalog.local.redirectTo);
      if (target)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.hero.title);
    }
  });
});
