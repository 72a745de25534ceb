/** What the build does to each prerendered page, on small pages and stylesheets made here. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Document, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import postcss from 'postcss';
import { expect, test } from 'vitest';
import { AFTER_LOAD_ATTRIBUTE } from '../src/after-load.ts';
import { readBuild } from './support/build-report.ts';
import {
  declareCharsetFirst,
  optimizePage,
  parseHtml,
  serializeHtml,
  socialImageSvg,
} from '../src/optimize-build.ts';

const FONTS =
  '@font-face{font-family:Body;font-display:optional;src:url(/assets/static/body-latin.woff2)format("woff2")}';
const KIT = [
  '.card{padding:1rem}',
  '.card .title{font-weight:600}',
  '.never-used{color:red}',
  '.panel[open] .chevron{rotate:180deg}',
  ':focus-visible{outline:2px solid}',
  '.toast{position:fixed}',
  '.field{margin:0}',
  '.field_error{color:#b00}',
  '.notice_success{color:#060}',
  'h4{margin:0}',
  'dl,dd{margin:0}',
  '.prose dd{padding:0}',
].join('');

const ISLAND_SCRIPT =
  'n.className=`field ${e?"field_error":""}`;t("notice_success");t("dl",[t("dd",e)]);e.hydrateRoot(t,n)';

function site(): string {
  const root = mkdtempSync(join(tmpdir(), 'optimize-'));
  mkdirSync(join(root, 'assets', 'static'), { recursive: true });
  mkdirSync(join(root, 'assets', 'entries'));
  writeFileSync(join(root, 'assets', 'static', 'fonts.css'), FONTS);
  writeFileSync(join(root, 'assets', 'static', 'kit.css'), KIT);
  writeFileSync(join(root, 'assets', 'entries', 'island.js'), ISLAND_SCRIPT);
  return root;
}

function page(body: string): string {
  return [
    '<!DOCTYPE html><html lang="fr"><head>',
    '<link rel="preload" href="/assets/static/body-latin.woff2" as="font" type="font/woff2" crossorigin>',
    '<link rel="stylesheet" href="/assets/static/fonts.css">',
    '<link rel="stylesheet" href="/assets/static/kit.css">',
    '<meta charset="UTF-8"><title>Épilation &amp; soins</title></head>',
    `<body>${body}</body></html>`,
  ].join('\n');
}

/** `scripts`: the text of the scripts the page loads. */
async function optimized(root: string, html: string, scripts: string[] = []) {
  return optimizePage(html, {
    clientDir: root,
    scripts,
    read: (href) => (href === '/assets/static/fonts.css' ? FONTS : KIT),
  });
}

function all(document: Document, name: string): Element[] {
  return DomUtils.findAll((element) => element.name === name, document.children);
}

/** The selectors of the rules a page carries in its `<style>` elements. */
function inlinedSelectors(document: Document): string[] {
  const selectors: string[] = [];
  for (const style of all(document, 'style'))
    postcss.parse(DomUtils.textContent(style)).walkRules((rule) => {
      selectors.push(...rule.selectors);
    });
  return selectors;
}

test('an HTML-only page inlines the rules its markup uses, and not those of a class it never uses', async () => {
  const { html, document } = await optimized(
    site(),
    page(
      '<article class="card"><h2 class="title">Tarifs</h2>' +
        '<details class="panel"><summary>Prix <span class="chevron"></span></summary>80&nbsp;€</details></article>' +
        '<template><p class="toast">Lien copié</p></template>',
    ),
  );
  const selectors = inlinedSelectors(document);
  expect(selectors).toEqual(
    expect.arrayContaining(['.card', '.card .title', '.toast', '.panel[open] .chevron']),
  );
  expect(selectors, 'a state the browser sets, on any element').toContain(':focus-visible');
  for (const unused of ['.never-used', '.field', '.field_error', 'h4', 'dl', 'dd'])
    expect(selectors, `${unused} matches nothing on the page`).not.toContain(unused);
  expect(
    all(document, 'link').filter((link) => link.attribs.rel === 'stylesheet'),
    'no stylesheet request, before or after the first paint',
  ).toEqual([]);
  expect(html, 'the font faces as they were').toContain(FONTS);
  expect(
    all(document, 'link').map((link) => link.attribs.href),
    'the page’s own font preload, and no other',
  ).toEqual(['/assets/static/body-latin.woff2']);
  expect(html).toContain('80&nbsp;€');
  expect(html).not.toContain('beasties');
});

test('the first-screen illustration and the favicon travel in the page; later images do not', async () => {
  const svgs: Record<string, string> = {
    '/images/hero/soin.svg':
      '<svg xmlns="http://www.w3.org/2000/svg">\n  <title>Soin &amp; éclat à 100 %</title>\n  <!-- un commentaire -->\n  <circle fill="#1e5e5a" cx="5" cy="5" r="4"/>\n</svg>',
    '/images/brand/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>',
  };
  const html = page(
    '<img src="/images/hero/soin.svg" alt="Soin" fetchpriority="high">' +
      '<img src="/images/later.svg" alt="Plus bas" loading="lazy">',
  ).replace(
    '<meta charset="UTF-8">',
    '<link rel="icon" href="/images/brand/favicon.svg" type="image/svg+xml">' +
      '<link rel="preload" as="image" href="/images/hero/soin.svg" fetchpriority="high">' +
      '<meta charset="UTF-8">',
  );
  const optimizedPage = await optimizePage(html, {
    clientDir: site(),
    scripts: [],
    read: (href) => svgs[href] ?? KIT,
  });
  // As a browser reads the page written to disk.
  const document = parseDocument(optimizedPage.html);
  const [first, later] = all(document, 'img');
  const icon = all(document, 'link').find((link) => link.attribs.rel === 'icon');
  // What a browser's URL parser makes of it: no fragment cut at a `#`, no line break dropped.
  const svgOf = (url = '') => {
    const parsed = new URL(url);
    expect([parsed.protocol, parsed.hash]).toEqual(['data:', '']);
    return decodeURIComponent(parsed.pathname.slice('image/svg+xml,'.length));
  };
  // Minified (no comment, no line break), its title and colours kept, attributes single-quoted.
  const hero = svgOf(first?.attribs.src);
  expect(hero).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'>/);
  expect(hero).toContain('<title>Soin &amp; éclat à 100 %</title>');
  expect(hero).toContain("fill='#1e5e5a'");
  expect(hero).not.toMatch(/["\n]|<!--/);
  expect(first?.attribs.fetchpriority, 'nothing left to fetch').toBeUndefined();
  expect(svgOf(icon?.attribs.href)).toBe(
    "<svg xmlns='http://www.w3.org/2000/svg'><circle r='4'/></svg>",
  );
  expect(later?.attribs.src, 'below the fold, cached apart').toBe('/images/later.svg');
  expect(
    all(document, 'link')
      .filter((link) => link.attribs.rel === 'preload')
      .map((link) => link.attribs.href),
    'no preload of an image already in the page',
  ).toEqual(['/assets/static/body-latin.woff2']);
});

test('a page keeps the rules of the classes and elements its script names, for what it renders later', async () => {
  const { document } = await optimized(
    site(),
    page('<form><input class="field" name="email"></form>'),
    [ISLAND_SCRIPT],
  );
  const selectors = inlinedSelectors(document);
  expect(selectors).toEqual(
    expect.arrayContaining(['.field', '.field_error', '.notice_success', 'dl', 'dd']),
  );
  for (const unused of ['.never-used', '.toast', 'h4', '.prose dd'])
    expect(selectors, `${unused}: neither the markup nor the script has it`).not.toContain(unused);
  expect(
    all(document, 'link').filter((link) => link.attribs.rel === 'stylesheet'),
    'no stylesheet request',
  ).toEqual([]);
});

test('an island page starts its module script once loaded, and the build report still follows it', async () => {
  const root = site();
  const island = (entry: string) =>
    optimized(
      root,
      page(
        `<script src="/assets/entries/${entry}" type="module" async></script>` +
          '<script type="application/json">{"a":"&lt;"}</script><script>plain()</script>',
      ),
      [ISLAND_SCRIPT],
    );
  const { html, document } = await island('island.js');
  const scripts = all(document, 'script');
  expect(scripts.filter((script) => 'src' in script.attribs)).toEqual([]);
  const [loader] = scripts;
  expect(loader?.attribs[AFTER_LOAD_ATTRIBUTE]).toBe('/assets/entries/island.js');
  expect(DomUtils.textContent(loader as Element)).toContain('addEventListener("load"');
  expect(html).toContain(
    '<script type="application/json">{"a":"&lt;"}</script><script>plain()</script>',
  );
  // The loader is the same on every page: one hash in the Content-Security-Policy.
  const other = all((await island('other.js')).document, 'script')[0];
  expect(DomUtils.textContent(other as Element)).toBe(DomUtils.textContent(loader as Element));

  writeFileSync(join(root, 'index.html'), html);
  const [built] = readBuild(root);
  expect(built?.scripts).toEqual(['assets/entries/island.js']);
  expect(built?.frameworkScripts).toEqual(['assets/entries/island.js']);
});

test('an HTML-only page starts its few lines of script once loaded too', async () => {
  const { document } = await optimized(
    site(),
    page('<script src="/assets/entries/share.js" type="module"></script>'),
  );
  expect(all(document, 'script').map((script) => script.attribs[AFTER_LOAD_ATTRIBUTE])).toEqual([
    '/assets/entries/share.js',
  ]);
});

test('the encoding is declared first in the head, once, whatever came before it', () => {
  const source = [
    '<!DOCTYPE html><html lang="fr"><head><style>a{color:red}</style>',
    '<link rel="preload" href="/f.woff2" as="font"><meta charset="latin1" />',
    '<title>Épilation</title></head><body><p>&lt;meta charset="latin1"&gt;</p></body></html>',
  ].join('\n');
  const document = parseHtml(source);
  declareCharsetFirst(document);
  const html = serializeHtml(document);
  expect(html).toMatch(/^<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><style>/);
  expect(html.match(/<meta charset/gi)?.length).toBe(1);
  expect(html).toContain('<title>Épilation</title></head>');
  expect(html).toContain('<p>&lt;meta charset="latin1"&gt;</p>');
  declareCharsetFirst(document);
  expect(serializeHtml(document)).toBe(html);
  expect(() => declareCharsetFirst(parseHtml('<p>no head</p>'))).toThrow(/without <head>/);
});

test('the social image’s SVG is sized and cropped to 1200 × 630, the rest as it was', () => {
  const svg = socialImageSvg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" ' +
      'preserveAspectRatio="none"><title>Soins &amp; laser</title><rect width="10" height="20"/></svg>',
  );
  const document = parseDocument(svg, { xmlMode: true });
  const [root] = DomUtils.findAll((element) => element.name === 'svg', document.children);
  expect(root?.attribs).toEqual({
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: '0 0 800 600',
    width: '1200',
    height: '630',
    preserveAspectRatio: 'xMidYMid slice',
  });
  const [rect] = DomUtils.findAll((element) => element.name === 'rect', document.children);
  expect(rect?.attribs).toEqual({ width: '10', height: '20' });
  expect(DomUtils.textContent(document)).toBe('Soins & laser');
});
