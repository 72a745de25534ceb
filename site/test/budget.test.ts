/**
 * Budgets of the built site (run after `vike build`): HTML-only pages ship no framework JavaScript and
 * at most a few lines of plain script; no page loads more than 110 KB of gzipped JavaScript; no
 * script is deployed that no page loads; each page carries its CSS (no linked stylesheet), preloads
 * at most two fonts and stays within the first-view byte budget (src/budgets.ts); images have their
 * size, the hero is fetched first, the social image is a PNG of 1200 × 630.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { budgets, isHydratedRoute } from '../src/budgets.ts';
import { attributeValues, readBuild, walk } from '../src/build-report.ts';
import { SOCIAL_IMAGE } from '../src/seo/social-image.ts';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
assert.ok(
  existsSync(clientDir),
  `No build in ${clientDir}: run npm run build -w @clinique/site first`,
);

const pages = readBuild(clientDir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('every script of the build is loaded by a page: nothing unused is deployed', () => {
  const loaded = new Set(pages.flatMap((page) => page.scripts));
  const scripts = walk(join(clientDir, 'assets'))
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => relative(clientDir, file).split(sep).join('/'));
  assert.ok(scripts.length > 0, 'no script in the build');
  assert.deepEqual(
    scripts.filter((script) => !loaded.has(script)),
    [],
    'scripts that no page loads (src/optimize-build.ts deletes them)',
  );
});

test('the build has prerendered pages, the 404 page among them', () => {
  assert.ok(pages.length > 10, `only ${pages.length} pages in the build`);
  assert.ok(
    pages.some((page) => page.path === '/404'),
    'no 404.html',
  );
});

for (const page of pages) {
  const hydrated = isHydratedRoute(page.path);
  test(`${page.path}: ${hydrated ? 'hydrated' : 'HTML-only'}, ${kb(page.scriptGzipBytes)} of gzipped JS`, () => {
    assert.ok(
      page.scriptGzipBytes <= budgets.maxGzipJsBytes,
      `${page.path} loads ${kb(page.scriptGzipBytes)} of gzipped JS (budget ${kb(budgets.maxGzipJsBytes)}): ${[...page.scripts, ...page.inlineScripts].join(', ')}`,
    );
    if (hydrated) {
      assert.ok(
        page.frameworkScripts.length > 0,
        `${page.path} is listed as hydrated but none of its scripts hydrates an island`,
      );
      const html = readFileSync(page.htmlFile, 'utf8');
      assert.deepEqual(
        attributeValues(html, 'script', 'src'),
        [],
        `${page.path}: its island's script must start once the page has loaded (src/after-load.ts), not as it parses`,
      );
      return;
    }
    assert.deepEqual(
      page.frameworkScripts,
      [],
      `${page.path} is HTML-only but loads framework code; add it to budgets.hydratedRoutes only if it holds a form or a filter`,
    );
    assert.ok(
      page.scriptGzipBytes <= budgets.plainScriptMaxGzipBytes,
      `${page.path} is HTML-only but loads ${kb(page.scriptGzipBytes)} of script (at most ${kb(budgets.plainScriptMaxGzipBytes)} of plain script): ${[...page.scripts, ...page.inlineScripts].join(', ')}`,
    );
  });
}

for (const page of pages) {
  test(`${page.path}: ${page.stylesheets.length} stylesheet(s), ${page.preloadedFonts.length} preloaded font(s), first view ${kb(page.firstView.total)}`, () => {
    assert.ok(
      page.stylesheets.length <= budgets.maxStylesheets,
      `${page.path} links ${page.stylesheets.length} stylesheet(s) (at most ${budgets.maxStylesheets}: its CSS belongs in the page, see INLINE_CSS_MAX_BYTES): ${page.stylesheets.join(', ')}`,
    );
    assert.ok(
      page.preloadedFonts.length <= budgets.maxPreloadedFonts,
      `${page.path} preloads ${page.preloadedFonts.length} fonts (at most ${budgets.maxPreloadedFonts}): ${page.preloadedFonts.join(', ')}`,
    );
    for (const font of page.preloadedFonts)
      assert.ok(
        page.fonts.includes(font),
        `${page.path} preloads ${font}, which none of its CSS names (fonts named: ${page.fonts.join(', ') || 'none'})`,
      );
    assert.deepEqual(
      page.otherFonts,
      [],
      `${page.path}: its CSS names fonts that are not files of the build (self-hosted woff2 only)`,
    );
    for (const font of [...page.preloadedFonts, ...page.fonts])
      assert.match(font, /latin-[\w-]+\.\w+\.woff2$/, `${page.path}: ${font} is not a Latin woff2`);
    const { html, css, fonts, images, total } = page.firstView;
    assert.ok(
      total <= budgets.maxFirstViewBytes,
      `${page.path}: the first view transfers ${kb(total)} (budget ${kb(budgets.maxFirstViewBytes)}): HTML ${kb(html)}, CSS ${kb(css)}, fonts ${kb(fonts)}, images ${kb(images)} (${page.firstViewImages.join(', ')})`,
    );
  });
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  assert.equal(bytes.toString('latin1', 1, 4), 'PNG', `${file} is not a PNG`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

for (const page of pages) {
  test(`${page.path}: images have their size, the hero comes first, the social image is a PNG`, () => {
    const html = readFileSync(page.htmlFile, 'utf8');
    const images = [...html.matchAll(/<img\b[^>]*>/gi)].map((match) => match[0]);
    for (const image of images)
      assert.match(image, /\swidth="\d+"[^>]*\sheight="\d+"/, `${page.path}: ${image} has no size`);
    const [first] = images;
    if (first) {
      assert.doesNotMatch(first, /loading="lazy"/i, `${page.path}: the first image is lazy`);
      assert.match(
        first,
        /fetchpriority="high"/i,
        `${page.path}: the first image is not high priority`,
      );
    }
    for (const link of attributeValues(html, 'link', 'href', /rel="(?:stylesheet|preload)"/i))
      assert.ok(
        existsSync(join(clientDir, link)),
        `${page.path} links ${link}, missing from the build`,
      );

    const meta = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
    const image = meta('og:image');
    assert.ok(image, `${page.path} has no og:image`);
    assert.equal(meta('twitter:image'), image);
    const url = new URL(image);
    assert.match(url.pathname, new RegExp(`^${SOCIAL_IMAGE.directory}/.+\\.png$`));
    assert.equal(meta('og:image:type'), SOCIAL_IMAGE.type);
    assert.equal(meta('og:image:width'), String(SOCIAL_IMAGE.width));
    assert.equal(meta('og:image:height'), String(SOCIAL_IMAGE.height));
    assert.deepEqual(pngSize(join(clientDir, url.pathname)), {
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
    });
  });
}
