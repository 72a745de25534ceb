/**
 * The Content-Security-Policy the stack sends does not break the site: every built page is opened
 * in Chromium with that header and no script, style, font or image is blocked. A probe page with an
 * inline script the build does not have proves that a violation would be seen.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { type Browser, type Page, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '@clinique/site/server';
import { listBuildKeys } from '../lib/build-files.ts';
import { contentSecurityPolicy, inlineScriptHashes } from '../lib/csp.ts';
import { clientDir } from '../lib/paths.ts';

const PROBE_PATH = '/__csp-probe';

let browser: Browser;
let page: Page;
let server: ServerType;
let origin: string;
let pages: string[];

beforeAll(async () => {
  const keys = listBuildKeys(clientDir);
  const htmlKeys = keys.filter((key) => key.endsWith('.html'));
  pages = htmlKeys.map((key) => `/${key.replace(/(^|\/)index\.html$/, '')}`);
  // Over plain http on 127.0.0.1 the browser must not upgrade requests: that one directive is
  // left out here; every other directive is the deployed one.
  const policy = contentSecurityPolicy(inlineScriptHashes(clientDir, htmlKeys))
    .split('; ')
    .filter((directive) => directive !== 'upgrade-insecure-requests')
    .join('; ');
  const site = createSiteApp({ clientDir });
  const fetch = async (request: Request): Promise<Response> => {
    const response =
      new URL(request.url).pathname === PROBE_PATH
        ? new Response('<!doctype html><title>probe</title><script>window.probe = 1</script>', {
            headers: { 'content-type': 'text/html; charset=utf-8' },
          })
        : await site.fetch(request);
    const headers = new Headers(response.headers);
    headers.set('content-security-policy', policy);
    return new Response(response.body, { status: response.status, headers });
  };
  origin = await new Promise<string>((resolve) => {
    server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
  browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  page = await browser.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** The CSP violations a page reports while it loads (one tab, a fresh record per document). */
async function violations(path: string): Promise<string[]> {
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('Content-Security-Policy in a browser', () => {
  it('an inline script the build does not have is blocked and reported', async () => {
    expect(await violations(PROBE_PATH)).toEqual(['script-src-elem inline']);
  });

  it('every built page loads without a violation', async () => {
    expect(pages.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const path of pages) {
      for (const violation of await violations(path)) found.push(`${path}: ${violation}`);
    }
    expect(found).toEqual([]);
  }, 120_000);
});
