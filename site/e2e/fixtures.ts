/**
 * The `test` of every spec: fails when a page logs a console error or throws, and exposes the catalog's
 * expectations of each route.
 */
import { type ConsoleMessage, type Page, test as base, devices, expect } from '@playwright/test';

/** Phone width (375 px, touch): `test.use(phone)`. */
export const phone = {
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 5'].userAgent,
};
export const desktop = { viewport: { width: 1280, height: 800 } };

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        // The 404 page is served with status 404 on purpose; the browser logs that response.
        if (
          /status of 404/.test(message.text()) &&
          !message.location().url.match(/\.(js|css|svg|woff2?)$/)
        )
          return;
        errors.push(`${message.text()} (${message.location().url})`);
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? '';
        // Navigations interrupted by a redirect or the end of a test are not failures of the page.
        if (!/ERR_ABORTED/.test(failure))
          errors.push(`request failed: ${request.url()} ${failure}`);
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.status() >= 400 && response.request().resourceType() !== 'document') {
          errors.push(`HTTP ${response.status()} for ${url.pathname}`);
        }
      });
      await use(errors);
      expect(errors, 'console errors, page errors and failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Where `freezeTime` keeps the browser's own timers for axe (see `expectNoAxeViolations`). */
export const REAL_TIMERS = '__realTimers';

/**
 * Stops the page's clock (timers, Date) before it loads: redirects and countdowns then move only with
 * `page.clock.runFor()`.
 */
export async function freezeTime(page: Page) {
  // Registered before the clock's own script, so it sees the browser's timers: axe (which needs
  // them) borrows them while it runs (support.ts), and the page's timers stay frozen.
  await page.addInitScript((key) => {
    Object.assign(window, {
      [key]: { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout },
    });
  }, REAL_TIMERS);
  const pausedAt = Date.now();
  // The installed clock runs in real time until it is paused, and `pauseAt` refuses a time already
  // passed. Installing it an hour earlier leaves an hour (far beyond any test timeout) for the pause.
  await page.clock.install({ time: pausedAt - 60 * 60 * 1000 });
  await page.clock.pauseAt(pausedAt);
}

/** Loads a path and waits until the page and its resources are loaded. */
export async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status(), `status of ${path}`).toBe(status);
  return response;
}
