/**
 * Every link of the site leads somewhere: linkinator walks the running local server (a free port,
 * as the end-to-end tests start it) from every page of the sitemap, following internal links and
 * fetching every asset (images, fonts of the inline CSS, scripts, icons) and in-page anchor. The
 * site's absolute URLs (canonical, Open Graph images) are read as the local server's; other sites,
 * `tel:` and `mailto:` are not fetched (no network).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LinkResult, LinkChecker } from 'linkinator';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningSite, startSite } from '../server/serve.ts';
import { siteUrl } from '../src/site-url.ts';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The links found from `pages` on `site`, each fetched once; only the site's own are followed. */
async function checkLinks(site: RunningSite, pages: string[]): Promise<LinkResult[]> {
  const result = await new LinkChecker().check({
    path: pages,
    recurse: true,
    checkCss: true,
    checkFragments: true,
    // Pages have clean URLs: `#x` on `/faq` means `/faq#x`, not a folder's `/faq/#x`.
    cleanUrls: true,
    // An internal link that only works through a redirect (`/faq/`) is a link to fix too.
    redirects: 'error',
    concurrency: 4,
    timeout: 30_000,
    urlRewriteExpressions: [
      { pattern: new RegExp(`^${escapeRegExp(siteUrl())}(?=/|$)`), replacement: site.url },
    ],
    linksToSkip: (link) => Promise.resolve(!link.startsWith(`${site.url}/`)),
  });
  return result.links;
}

/** Each broken link, said so that an editor can find it in the catalog's data files. */
const broken = (links: LinkResult[]) =>
  links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => {
      const { pathname, hash } = new URL(link.url);
      const from = link.parent === undefined ? '' : ` (lien de ${new URL(link.parent).pathname})`;
      return link.status === 200 && hash !== ''
        ? `l’ancre ${hash} n’existe pas sur ${pathname}${from} : cherchez « ${pathname}${hash} » dans packages/catalog/src/data`
        : `${link.status ?? '-'} ${link.url}${from}`;
    });

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ clientDir, port: 0 });
});
afterAll(() => site?.close());

test('every internal link, asset and anchor of every page answers', async () => {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    (match[1] ?? '').replace(siteUrl(), site.url),
  );
  expect(pages, 'the sitemap lists pages').not.toEqual([]);
  const links = await checkLinks(site, pages);
  expect(broken(links)).toEqual([]);
  const fetched = links.filter((link) => link.state === 'OK').map((link) => link.url);
  // The walk reached the pages, their images, fonts and social images, not just the start pages.
  for (const kind of [/\/assets\/static\/.+\.woff2$/, /\/images\/.+\.svg$/, /\/social\/.+\.png$/])
    expect(
      fetched.some((url) => kind.test(url)),
      `nothing matching ${kind} fetched`,
    ).toBeTruthy();
  expect(fetched.length, 'more than the pages it started from').toBeGreaterThan(pages.length);
});

test('the walk reports a missing page, image, font, anchor and a redirected link', async () => {
  const root = mkdtempSync(join(tmpdir(), 'links-'));
  writeFileSync(
    join(root, 'index.html'),
    [
      '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Essai</title>',
      '<style>@font-face{font-family:X;src:url(/fonts/absente.woff2)}</style></head><body>',
      '<a href="/ailleurs">page absente</a><img src="/image-absente.svg" alt="">',
      '<a href="/#section-absente">ancre absente</a><a href="/page/">redirigée</a>',
      '<a href="/page">bonne</a><a href="https://exemple.invalid/">ailleurs</a></body></html>',
    ].join(''),
  );
  writeFileSync(join(root, '404.html'), '<!DOCTYPE html><title>Introuvable</title>');
  writeFileSync(join(root, 'page.html'), '<!DOCTYPE html><title>Page</title>');
  const trial = await startSite({ clientDir: root, port: 0 });
  try {
    const reported = broken(await checkLinks(trial, [`${trial.url}/`])).join('\n');
    for (const missing of [
      '/ailleurs',
      '/image-absente.svg',
      '/fonts/absente.woff2',
      '#section-absente',
      '/page/',
    ])
      expect(reported.includes(missing), `${missing} not reported in:\n${reported}`).toBeTruthy();
    expect(reported).toContain('l’ancre #section-absente n’existe pas sur /');
    expect(reported.includes(`${trial.url}/page `), reported).toBeFalsy();
    expect(reported.includes('exemple.invalid'), reported).toBeFalsy();
  } finally {
    await trial.close();
  }
});
