/**
 * Visual regression of the pages: every route of the sitemap at 375 and 1280 px, compared with its
 * committed picture in visual/pages/ (docs/visual-regression.md tells how to accept a change).
 * Pages are taken whole; the blog articles after the first share its template and prose styles, so
 * only their first screen is kept (a whole article weighs about 1 MB as a picture).
 */
import { catalog } from '@clinique/catalog';
import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures.ts';

const routes = catalog.routes.filter((route) => route.indexed).map((route) => route.path);
const firstArticle = routes.find((path) => path.startsWith('/blog/'));
const widths = { phone: 375, desktop: 1280 } as const;
/** The day every page believes it is: dates, the footer's year and countdowns stay put. */
const frozenDay = new Date('2026-03-02T10:00:00+01:00');

/** Same pseudo-random sequence on every run, for anything that shuffles or picks at random. */
async function seedRandom(page: Page) {
  await page.addInitScript(() => {
    let seed = 20260302;
    Math.random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
  });
}

/** Loads the lazy images too and waits until every image and font is drawn. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

for (const [name, width] of Object.entries(widths)) {
  test.describe(`${width} px`, () => {
    test.use({
      viewport: { width, height: name === 'phone' ? 740 : 800 },
      deviceScaleFactor: 1,
      isMobile: name === 'phone',
      hasTouch: name === 'phone',
    });

    for (const path of routes) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.clock.setFixedTime(frozenDay);
        await seedRandom(page);
        await visit(page, path);
        await settle(page);
        const file = `${path === '/' ? 'accueil' : path.slice(1).replaceAll('/', '--')}-${width}.png`;
        const whole = !path.startsWith('/blog/') || path === firstArticle;
        await expect(page).toHaveScreenshot(file, { fullPage: whole });
      });
    }
  });
}
