/**
 * Budgets of the built site (run after `vike build`): HTML-only pages ship no framework JavaScript and
 * at most a few lines of plain script; no page loads more than 110 KB of gzipped JavaScript; no
 * script is deployed that no page loads; each page carries its CSS (no linked stylesheet), preloads
 * at most two fonts, painted once (`font-display: optional`), and stays within the first-view byte budget (test/support/budgets.ts); images have their
 * size, the hero is fetched first, the social image is a PNG of 1200 × 630.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { budgets, isHydratedRoute } from './support/budgets.ts';
import { walk } from '../src/build-files.ts';
import { attributeValues, readBuild } from './support/build-report.ts';
import { SOCIAL_IMAGE } from '../src/seo/social-image.ts';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
expect(existsSync(clientDir), `No build in ${clientDir}: run npm run build first`).toBeTruthy();

const pages = readBuild(clientDir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('every script of the build is loaded by a page: nothing unused is deployed', () => {
  const loaded = new Set(pages.flatMap((page) => page.scripts));
  const scripts = walk(join(clientDir, 'assets'))
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => relative(clientDir, file).split(sep).join('/'));
  expect(scripts.length, 'no script in the build').toBeGreaterThan(0);
  expect(
    scripts.filter((script) => !loaded.has(script)),
    'scripts that no page loads (src/optimize-build.ts deletes them)',
  ).toEqual([]);
});

test('the build has prerendered pages, the 404 page among them', () => {
  expect(pages.length, `only ${pages.length} pages in the build`).toBeGreaterThan(10);
  expect(
    pages.some((page) => page.path === '/404'),
    'no 404.html',
  ).toBeTruthy();
});

for (const page of pages) {
  const hydrated = isHydratedRoute(page.path);
  test(`${page.path}: ${hydrated ? 'hydrated' : 'HTML-only'}, ${kb(page.scriptGzipBytes)} of gzipped JS`, () => {
    expect(
      page.scriptGzipBytes,
      `${page.path} loads ${kb(page.scriptGzipBytes)} of gzipped JS (budget ${kb(budgets.maxGzipJsBytes)}): ${[...page.scripts, ...page.inlineScripts].join(', ')}`,
    ).toBeLessThanOrEqual(budgets.maxGzipJsBytes);
    if (hydrated) {
      expect(
        page.frameworkScripts.length,
        `${page.path} is listed as hydrated but none of its scripts hydrates an island`,
      ).toBeGreaterThan(0);
      const html = readFileSync(page.htmlFile, 'utf8');
      expect(
        attributeValues(html, 'script', 'src'),
        `${page.path}: its island's script must start once the page has loaded (src/after-load.ts), not as it parses`,
      ).toEqual([]);
      return;
    }
    expect(
      page.frameworkScripts,
      `${page.path} is HTML-only but loads framework code; add it to budgets.hydratedRoutes only if it holds a form or a filter`,
    ).toEqual([]);
    expect(
      page.scriptGzipBytes,
      `${page.path} is HTML-only but loads ${kb(page.scriptGzipBytes)} of script (at most ${kb(budgets.plainScriptMaxGzipBytes)} of plain script): ${[...page.scripts, ...page.inlineScripts].join(', ')}`,
    ).toBeLessThanOrEqual(budgets.plainScriptMaxGzipBytes);
  });
}

for (const page of pages) {
  test(`${page.path}: ${page.stylesheets.length} stylesheet(s), ${page.preloadedFonts.length} preloaded font(s), first view ${kb(page.firstView.total)}`, () => {
    expect(
      page.stylesheets.length,
      `${page.path} links ${page.stylesheets.length} stylesheet(s) (at most ${budgets.maxStylesheets}: its CSS belongs in the page, see src/optimize-build.ts): ${page.stylesheets.join(', ')}`,
    ).toBeLessThanOrEqual(budgets.maxStylesheets);
    expect(
      page.preloadedFonts.length,
      `${page.path} preloads ${page.preloadedFonts.length} fonts (at most ${budgets.maxPreloadedFonts}): ${page.preloadedFonts.join(', ')}`,
    ).toBeLessThanOrEqual(budgets.maxPreloadedFonts);
    for (const font of page.preloadedFonts)
      expect(
        page.fonts.includes(font),
        `${page.path} preloads ${font}, which none of its CSS names (fonts named: ${page.fonts.join(', ') || 'none'})`,
      ).toBeTruthy();
    expect(
      page.otherFonts,
      `${page.path}: its CSS names fonts that are not files of the build (self-hosted woff2 only)`,
    ).toEqual([]);
    for (const font of [...page.preloadedFonts, ...page.fonts])
      expect(font, `${page.path}: ${font} is not a Latin woff2`).toMatch(
        /latin-[\w-]+\.\w+\.woff2$/,
      );
    const webFontFaces = [
      ...readFileSync(page.htmlFile, 'utf8').matchAll(/@font-face\s*\{[^}]*\}/gi),
    ]
      .map(([face]) => face)
      .filter((face) => /url\(/.test(face));
    expect(webFontFaces.length > 0, `${page.path}: no @font-face for its fonts`).toBe(
      page.fonts.length > 0,
    );
    for (const face of webFontFaces)
      expect(face, `${page.path}: a web font that may swap repaints the text`).toMatch(
        new RegExp(`font-display:\\s*${budgets.fontDisplay}\\b`),
      );
    const { html, css, fonts, images, total } = page.firstView;
    expect(
      total,
      `${page.path}: the first view transfers ${kb(total)} (budget ${kb(budgets.maxFirstViewBytes)}): HTML ${kb(html)}, CSS ${kb(css)}, fonts ${kb(fonts)}, images ${kb(images)} (${page.firstViewImages.join(', ')})`,
    ).toBeLessThanOrEqual(budgets.maxFirstViewBytes);
  });
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.toString('latin1', 1, 4), `${file} is not a PNG`).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

for (const page of pages) {
  test(`${page.path}: images have their size, the hero comes first, the social image is a PNG`, () => {
    const html = readFileSync(page.htmlFile, 'utf8');
    const images = [...html.matchAll(/<img\b[^>]*>/gi)].map((match) => match[0]);
    for (const image of images)
      expect(image, `${page.path}: ${image} has no size`).toMatch(
        /\swidth="\d+"[^>]*\sheight="\d+"/,
      );
    const [first] = images;
    if (first) {
      expect(first, `${page.path}: the first image is lazy`).not.toMatch(/loading="lazy"/i);
      expect(
        first,
        `${page.path}: the first image neither travels in the page (src/optimize-build.ts) nor comes first`,
      ).toMatch(/\ssrc="data:|fetchpriority="high"/i);
    }
    for (const link of attributeValues(html, 'link', 'href', /rel="(?:stylesheet|preload)"/i))
      expect(
        existsSync(join(clientDir, link)),
        `${page.path} links ${link}, missing from the build`,
      ).toBeTruthy();

    const meta = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
    const image = meta('og:image');
    if (!image) throw new Error(`${page.path} has no og:image`);
    expect(meta('twitter:image')).toBe(image);
    const url = new URL(image);
    expect(url.pathname).toMatch(new RegExp(`^${SOCIAL_IMAGE.directory}/.+\\.png$`));
    expect(meta('og:image:type')).toBe(SOCIAL_IMAGE.type);
    expect(meta('og:image:width')).toBe(String(SOCIAL_IMAGE.width));
    expect(meta('og:image:height')).toBe(String(SOCIAL_IMAGE.height));
    expect(pngSize(join(clientDir, url.pathname))).toEqual({
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
    });
  });
}
