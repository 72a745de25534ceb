/**
 * Helpers of the interactive pages' specs (blog, contact, vouchers): hydration, the local SES mailbox,
 * axe, and the errors a test expects the page to log.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  LOCAL_REGISTER_TABLE,
  LOCAL_STRIPE_SECRET_KEY,
  localRegister,
} from '@clinique/functions/local';
import { type Locator, type Page, expect } from '@playwright/test';
import { Resvg } from '@resvg/resvg-js';
import type * as Axe from 'axe-core';
import { AFTER_LOAD_ATTRIBUTE } from '../src/after-load.ts';
import { REAL_TIMERS } from './fixtures.ts';
import { islandsHydrated } from './hydration.ts';

/** Waits until React has hydrated every island of the page, which has at least one. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('[data-island]').first()).toBeAttached();
  await islandsHydrated(page);
}

/**
 * A page's script starts after load and the first paint (src/after-load.ts). Importing the same
 * module resolves once the page's own copy has run: a frozen clock can then be moved against its
 * timers.
 */
export async function waitForPageScripts(page: Page): Promise<void> {
  const loaders = page.locator(`script[${AFTER_LOAD_ATTRIBUTE}]`);
  await expect(loaders.first()).toBeAttached();
  const sources = await loaders.evaluateAll(
    (elements, name) => elements.map((element) => element.getAttribute(name) ?? ''),
    AFTER_LOAD_ATTRIBUTE,
  );
  await page.waitForFunction(
    (urls) => urls.every((url) => document.querySelector(`script[type="module"][src="${url}"]`)),
    sources,
  );
  await page.evaluate((urls) => Promise.all(urls.map((url) => import(url))), sources);
}

/**
 * The SVG an image or an icon link shows, carried in the page as a `data:` URL
 * (src/optimize-build.ts) or linked.
 */
export async function shownSvg(page: Page, image: Locator): Promise<string> {
  const src = (await image.getAttribute('src')) ?? (await image.getAttribute('href')) ?? '';
  const inline = 'data:image/svg+xml,';
  if (src.startsWith(inline)) return decodeURIComponent(src.slice(inline.length));
  return (await page.request.get(src)).text();
}

type Drawn = { size: number[]; pixels: Buffer };

/**
 * The page shows the SVG file at `url`: the build minifies what it inlines, so the two are compared
 * as drawn (same size, channels apart only by anti-aliasing) and by their title.
 */
export async function expectShowsSvg(page: Page, image: Locator, url: string): Promise<void> {
  const shown = await shownSvg(page, image);
  const file = await (await page.request.get(url)).text();
  const title = (svg: string) => /<title>([^<]*)<\/title>/.exec(svg)?.[1];
  expect(title(shown), `the title of ${url}`).toBe(title(file));
  // Each read of `pixels` copies the picture: read once.
  const [a, b] = [shown, file].map((svg) => {
    const image = new Resvg(svg).render();
    return { size: [image.width, image.height], pixels: image.pixels };
  }) as [Drawn, Drawn];
  expect(a.size, `the size of ${url}`).toEqual(b.size);
  let differing = 0;
  for (let index = 0; index < a.pixels.length; index += 1)
    if (Math.abs((a.pixels[index] ?? 0) - (b.pixels[index] ?? 0)) > 16) differing += 1;
  expect(differing, `channels of ${url} drawn differently`).toBeLessThan(a.pixels.length / 1000);
}

/**
 * Holds the page's island script (a slow network) until the test calls the returned `release`: the
 * page is its prerendered HTML meanwhile. `entry`: the script's name, e.g. `pages_contact_index_client`.
 */
export function holdIslandScript(page: Page, entry: string): Promise<() => void> {
  return holdRequests(page, `**/assets/entries/${entry}.*.js`);
}

/** Holds the page's requests to `url` (a slow network) until the test calls the returned `release`. */
export async function holdRequests(
  page: Page,
  url: Parameters<Page['route']>[0],
  options?: Parameters<Page['route']>[2],
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    url,
    async (route) => {
      await held;
      await route.continue();
    },
    options,
  );
  return release;
}

/**
 * The elements by which a page runs a script file: a script with an address, a module, the loader
 * that adds an island's script after load (src/after-load.ts), a module preload. An HTML-only page
 * has none.
 */
export const SCRIPT_FILES = `script[src], script[type="module"], script[${AFTER_LOAD_ATTRIBUTE}], link[rel="modulepreload"]`;

/** A mail as aws-ses-v2-local keeps it (`GET /store`). */
export interface StoredMail {
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { content: string; contentType: string; filename?: string; size: number }[];
}

/** The local SES mailbox the test server uses (playwright.config.ts chooses its port). */
export function sesUrl(): string {
  const port = process.env.E2E_SES_PORT;
  if (!port) throw new Error('E2E_SES_PORT is not set: run the tests through playwright.config.ts');
  return `http://127.0.0.1:${port}`;
}

/** The voucher register of the test server (its local DynamoDB). */
export function voucherRegister() {
  const port = process.env.E2E_REGISTER_PORT;
  if (!port)
    throw new Error('E2E_REGISTER_PORT is not set: run the tests through playwright.config.ts');
  return localRegister(`http://127.0.0.1:${port}`, LOCAL_REGISTER_TABLE);
}

/** The metadata of a Checkout Session of the test server's Stripe stand-in, read as Stripe's API. */
export async function checkoutMetadata(sessionId: string): Promise<Record<string, string>> {
  const port = process.env.E2E_STRIPE_PORT;
  if (!port)
    throw new Error('E2E_STRIPE_PORT is not set: run the tests through playwright.config.ts');
  const response = await fetch(`http://127.0.0.1:${port}/v1/checkout/sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
  });
  if (!response.ok) throw new Error(`session ${sessionId}: ${response.status}`);
  return ((await response.json()) as { metadata: Record<string, string> }).metadata;
}

export async function storedMails(): Promise<StoredMail[]> {
  const response = await fetch(`${sesUrl()}/store`);
  return ((await response.json()) as { emails: StoredMail[] }).emails;
}

/**
 * Waits for the mail sent to `to` (or answering to `to`) whose subject contains `subject`: the
 * mailbox is shared with other tests, so each test uses its own address.
 */
export async function waitForMail(to: string, subject: string): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await storedMails()).find(
          (mail) =>
            (mail.destination.to.includes(to) || mail.replyTo.includes(to)) &&
            mail.subject.includes(subject),
        );
        return found?.subject ?? '';
      },
      { message: `a mail to ${to} about « ${subject} »`, timeout: 60_000 },
    )
    .toContain(subject);
  return found as StoredMail;
}

/** An address no other test uses, to find this test's mail in the shared mailbox. */
export function uniqueAddress(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.fr`;
}

/**
 * The page was expected to log these errors (a failure the specification says to log): each pattern
 * must match, and the matching entries leave the fixture's list, which must otherwise stay empty.
 */
export function expectLoggedErrors(consoleErrors: string[], patterns: readonly RegExp[]): void {
  for (const pattern of patterns) {
    expect(
      consoleErrors.some((entry) => pattern.test(entry)),
      `logged: ${pattern}`,
    ).toBe(true);
  }
  const rest = consoleErrors.filter((entry) => !patterns.some((pattern) => pattern.test(entry)));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * What axe finds on the page as it is now, within `selector` if given: axe is put in the page once
 * per document and run there (the pages have no frames), every rule of its defaults.
 */
export async function axeViolations(page: Page, selector?: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    // Colours as they will stay: a notice still fading in is not text of half its contrast. The
    // spinner's endless turn is not waited for.
    const ending = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    for (let running = ending(); running.length > 0; running = ending()) {
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
    const { violations } = await axe.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations'],
    });
    return violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  }, selector);
}

/**
 * The name of every button of the page, disclosures (a `<summary>`) included, as Chromium gives it
 * to assistive technologies: what a screen reader's list of buttons reads.
 */
export async function buttonNames(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    return nodes
      .filter(
        (node) => !node.ignored && ['button', 'DisclosureTriangle'].includes(`${node.role?.value}`),
      )
      .map((node) => String(node.name?.value ?? ''));
  } finally {
    await session.detach();
  }
}

/** axe finds no violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // axe waits on timers: on a page whose clock `freezeTime` stopped, it borrows the browser's own
  // while it runs, and the page's timers (a notice's 4 s, a countdown) stay where they were.
  const swap = (key: string) =>
    page.evaluate((key) => {
      const saved = (
        window as unknown as Record<string, Pick<Window, 'setTimeout' | 'clearTimeout'>>
      )[key];
      if (!saved) return;
      const current = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout };
      Object.assign(window, saved, { [key]: current });
    }, key);
  await swap(REAL_TIMERS);
  try {
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await swap(REAL_TIMERS);
  }
}

/**
 * The number of lines the text of the element holding exactly `text` takes: the distinct tops of
 * its text's boxes (an inline element broken across two lines has a box on each).
 */
export async function linesOfText(page: Page, text: string): Promise<number> {
  const element = page.getByText(text, { exact: true });
  await expect(element).toBeVisible();
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

/** A text as a pattern that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A catalog template as a pattern of the text it gives: its words as the catalog writes them, each
 * `{placeholder}` given in `values` as that value, any other one as any text (a date, an amount).
 */
export function templatePattern(
  template: string,
  values: Record<string, string | number> = {},
): RegExp {
  return new RegExp(
    template
      .split(/(\{\w+\})/)
      .map((part) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        if (key === undefined) return escapeRegExp(part);
        return key in values ? escapeRegExp(String(values[key])) : '.+?';
      })
      .join(''),
  );
}
