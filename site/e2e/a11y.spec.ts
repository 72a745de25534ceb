/**
 * axe finds no violation on any page (the 404 page included), at phone (375 px) and desktop (1280 px)
 * widths: one load per page, analysed at both widths (treatment pages: see treatments.spec.ts). At
 * both widths too, no two buttons of a page (disclosures included) share a name: a list of buttons
 * tells each apart.
 */
import { catalog } from '@clinique/catalog';
import { leavingRoutes } from './expectations.ts';
import { desktop, expect, phone, test, visit } from './fixtures.ts';
import { axeViolations, buttonNames } from './support.ts';

// The treatment pages share this layout; treatments.spec.ts runs axe on each of them with every
// panel and FAQ item open, at both widths. Here: every other page, whole (header and footer).
const pages = [
  ...catalog.routes
    .filter((route) => route.kind !== 'treatment')
    .map((route) => ({ path: route.path, status: 200 })),
  { path: '/page-inconnue', status: 404 },
];

test.use({ viewport: phone.viewport });

for (const { path, status } of pages) {
  test(`${path}: no axe violation, no two buttons of one name, at phone and desktop widths`, async ({
    page,
  }) => {
    // axe needs the page's timers, so the clock runs; the plain scripts that leave the page
    // (redirect, countdown) are replaced by an empty one: axe checks the page as served.
    if (leavingRoutes.has(path)) {
      await page.route('**/assets/entries/*client*.js', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: '' }),
      );
    }
    await visit(page, path, status);
    for (const [width, viewport] of [
      ['phone', phone.viewport],
      ['desktop', desktop.viewport],
    ] as const) {
      await page.setViewportSize(viewport);
      expect
        .soft(await axeViolations(page), `axe violations at ${width} width (${viewport.width} px)`)
        .toEqual([]);
      const names = await buttonNames(page);
      expect
        .soft(
          names.filter((name, index) => names.indexOf(name) !== index),
          `buttons named as another of the page at ${width} width`,
        )
        .toEqual([]);
    }
  });
}
