/**
 * Design rules measured in the page, without pictures: phone numbers that call, a booking button in
 * sight and standing out (contrast) at every width, a compact header on a phone, balanced grids and
 * alignments. Pictures of the pages are reviewed with `npm run visual:diff`.
 */
import { type Section, catalog } from '@clinique/catalog';
import type { Locator, Page } from '@playwright/test';
import { expect, phone, test, visit } from './fixtures.ts';

const { layout, clinic } = catalog;
const visiblePhone = catalog.contactFacts.phone.visible;
const telHref = `tel:${visiblePhone.e164}`;

/** Every section of a kind in the treatment pages, with the page's path. */
const sectionsOf = <K extends Section['kind']>(kind: K) =>
  catalog.treatmentPages.flatMap((entry) =>
    entry.sections.flatMap((section) =>
      section.kind === kind
        ? [{ path: entry.path, section: section as Section & { kind: K } }]
        : [],
    ),
  );

/** A section of the page, found by its heading. */
function sectionTitled(page: Page, title: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/** Relative luminance (WCAG) of a computed `rgb()`/`rgba()` colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The background a button shows: its own, or its band's when it is transparent. */
async function shownBackground(button: Locator): Promise<string> {
  return button.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
    }
    return 'rgb(255, 255, 255)';
  });
}

function visibleBooking(page: Page): Locator {
  return page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(layout.bookingLabel) })
    .filter({ visible: true });
}

test.describe('phone numbers call', () => {
  for (const path of ['/', '/contact', '/a-propos', '/soins-corps']) {
    test(`every phone number shown on ${path} is a tel: link`, async ({ page }) => {
      await visit(page, path);
      const numbers = page.getByText(visiblePhone.display, { exact: true });
      const count = await numbers.count();
      expect(count).toBeGreaterThan(1);
      for (const number of await numbers.all()) {
        // The number is the label of a link to the E.164 form of the catalog's phone.
        await expect(number.locator('xpath=ancestor-or-self::a[1]')).toHaveAttribute(
          'href',
          telHref,
        );
      }
    });
  }
});

test.describe('the booking button', () => {
  for (const width of [375, 1024, 1280]) {
    test(`is in sight in the header at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, '/soins-visage');
      const booking = visibleBooking(page);
      await expect(booking).toHaveCount(1);
      await expect(booking).toBeInViewport();
      await expect(booking).toHaveAttribute('href', clinic.bookingUrl);
      await expect(booking).toHaveAttribute('target', '_blank');
    });
  }

  test('has the strongest contrast of the closing green band', async ({ page }) => {
    await visit(page, '/a-propos');
    const band = page.getByRole('group', { name: catalog.about.cta.title });
    const booking = band.getByRole('link', { name: new RegExp(layout.bookingLabel) });
    const secondary = band.getByRole('link', { name: catalog.about.cta.secondary?.label ?? '' });
    const bandColor = await shownBackground(band);
    const bookingContrast = contrast(await shownBackground(booking), bandColor);
    const secondaryContrast = contrast(await shownBackground(secondary), bandColor);
    expect(bookingContrast).toBeGreaterThan(4.5);
    expect(bookingContrast).toBeGreaterThan(secondaryContrast);
  });
});

test('the home page’s booking card: its button stands out of the teal card', async ({ page }) => {
  await visit(page, '/');
  const title = page.getByRole('heading', { level: 3, name: catalog.home.contact.bookingTitle });
  // The card's button is the first link after its title.
  const booking = title.locator('xpath=following::a[1]');
  await expect(booking).toHaveAccessibleName(new RegExp(layout.bookingLabel));
  const cardColor = await shownBackground(title);
  expect(contrast(await shownBackground(booking), cardColor)).toBeGreaterThan(4.5);
});

test.describe('phone header', () => {
  test.use(phone);

  test('info bar and header leave the first screen to the page, address and hours one tap away', async ({
    page,
  }) => {
    await visit(page, '/');
    const info = page.getByRole('complementary', { name: catalog.contact.detailsTitle });
    const header = page.getByRole('banner');
    const headerBottom = await header.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(headerBottom).toBeLessThanOrEqual(100);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    // One line: the phone calls, the rest is disclosed.
    await expect(info.getByRole('link', { name: visiblePhone.display })).toHaveAttribute(
      'href',
      telHref,
    );
    const address = info.getByText(clinic.address.street).filter({ visible: true });
    await expect(address).toHaveCount(0);
    await info.getByText(layout.infoBarMoreLabel).click();
    await expect(address).toHaveCount(1);
    for (const hours of catalog.contactFacts.hours.visible) {
      await expect(info.getByText(hours.label).filter({ visible: true })).toHaveCount(1);
    }
    // The name once, without the repeated tagline.
    await expect(header.getByText(clinic.tagline, { exact: true })).toBeHidden();
  });
});

test.describe('visual flaws', () => {
  /** Rows of a grid's items, and whether its last row is centred in the grid. */
  async function lastRow(list: Locator): Promise<{ rows: number[]; offCentre: number }> {
    const cards = list.locator(':scope > li');
    const tops = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    const box = await list.boundingBox();
    const last = await cards.last().boundingBox();
    const firstOfLast = await cards.nth(tops.length - (rows.at(-1) ?? 0)).boundingBox();
    if (!box || !last || !firstOfLast) throw new Error('grid missing');
    const left = firstOfLast.x - box.x;
    const right = box.x + box.width - (last.x + last.width);
    return { rows, offCentre: Math.abs(left - right) };
  }

  for (const path of ['/soins-visage', '/soins-corps']) {
    test(`${path}: the card grid leaves no card alone on its last row`, async ({ page }) => {
      await visit(page, path);
      const { rows, offCentre } = await lastRow(page.locator('#soins ul').first());
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.at(-1)).toBeGreaterThan(1);
      expect(offCentre).toBeLessThan(2);
    });
  }

  test('the hair-removal packages and /blog: a short last row of cards is centred, never left alone at the left', async ({
    page,
  }) => {
    const [packages] = sectionsOf('hairRemovalPackages');
    if (!packages) throw new Error('no hair-removal packages in the catalog');
    await visit(page, packages.path);
    const { section } = packages;
    const categories = new Set(section.packages.map((item) => item.category));
    for (const title of [...categories].map((category) => section.categoryTitles[category])) {
      const heading = page.getByRole('heading', { level: 3, name: title });
      const list = heading.locator('xpath=following-sibling::ul[1]');
      const { offCentre } = await lastRow(list);
      expect(offCentre, title).toBeLessThan(2);
    }
    await visit(page, '/blog');
    const { rows, offCentre } = await lastRow(
      page.locator('main ul:has(> li a[href^="/blog/"])').first(),
    );
    expect(rows.length).toBeGreaterThan(1);
    expect(offCentre).toBeLessThan(2);
  });

  for (const { path, section } of sectionsOf('beforeAfter')) {
    test(`${path}: before/after labels and the caption once, no text drawn in the images`, async ({
      page,
      request,
    }) => {
      await visit(page, path);
      const figure = sectionTitled(page, section.title).locator('figure');
      const { before, after } = catalog.interfaceText;
      for (const label of section.labels ?? [before, after]) {
        await expect(figure.getByText(label, { exact: true })).toHaveCount(1);
      }
      await expect(figure.getByText(section.caption, { exact: true })).toHaveCount(1);
      for (const src of await figure
        .locator('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))) {
        const svg = await (await request.get(src)).text();
        expect(svg, src).not.toContain('<text');
      }
    });
  }

  for (const path of ['/', '/a-propos', '/soins-visage', catalog.treatmentPages[0]?.path ?? '/']) {
    test(`${path}: section titles follow one alignment`, async ({ page }) => {
      await visit(page, path);
      // Every section title, the closing call to action (its own centred block) aside.
      const aligns = await page
        .locator('main section h2')
        .evaluateAll((titles) =>
          titles
            .filter((title) => !title.closest('[role="group"]'))
            .map((title) => getComputedStyle(title).textAlign),
        );
      expect(aligns.length).toBeGreaterThan(1);
      expect(new Set(aligns).size).toBe(1);
    });
  }

  test('/a-propos: the upright illustration is shown whole', async ({ page }) => {
    await visit(page, '/a-propos');
    const image = page.getByRole('main').locator('img').first();
    const box = await image.boundingBox();
    if (!box) throw new Error('image missing');
    expect(box.height / box.width).toBeCloseTo(800 / 640, 1);
  });

  // Two or four steps are laid out two by two (three or six, three by three; more, as a list).
  for (const { path, section } of sectionsOf('steps').filter(
    (entry) => entry.section.steps.length <= 4 && entry.section.steps.length % 2 === 0,
  )) {
    test(`${path}: the ${section.steps.length} steps of « ${section.title} » read in two wide columns`, async ({
      page,
    }) => {
      await visit(page, path);
      const widths = await sectionTitled(page, section.title)
        .locator('ol > li')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
      expect(widths).toHaveLength(section.steps.length);
      for (const width of widths) expect(width).toBeGreaterThan(480);
    });
  }

  test('404: one centred column, no empty column beside it', async ({ page }) => {
    await visit(page, '/page-inexistante', 404);
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    const main = await page.getByRole('main').boundingBox();
    if (!title || !main) throw new Error('page missing');
    const middle = title.x + title.width / 2;
    expect(Math.abs(middle - (main.x + main.width / 2))).toBeLessThan(4);
  });

  test('/soins-corps: the hero buttons have the same height', async ({ page }) => {
    await visit(page, '/soins-corps');
    const hero = page.locator('main section').first();
    const booking = await hero
      .getByRole('link', { name: new RegExp(layout.bookingLabel) })
      .boundingBox();
    const prices = await hero.locator('summary').boundingBox();
    expect(booking?.height).toBe(prices?.height);
  });
});
