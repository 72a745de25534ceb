/** The budget check itself: it follows imports between chunks and recognises framework code. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { importedFiles } from '../src/build-files.ts';
import { isFrameworkCode, readBuild } from './support/build-report.ts';
import { isHydratedRoute } from './support/budgets.ts';
import { socialImagePath, socialImageSource } from '../src/seo/social-image.ts';

test('imports between chunks are found, static and dynamic', () => {
  const source =
    'import{a as b}from"./chunk-A.js";import"./side.js";export{c}from"../x.js";import("./lazy.js");t(()=>import(`../later.js`))';
  expect(importedFiles(source)).toEqual([
    './chunk-A.js',
    './side.js',
    '../x.js',
    './lazy.js',
    '../later.js',
  ]);
});

test('React and the Vike client runtime count as framework code; a timer does not', () => {
  expect(isFrameworkCode('Symbol.for("react.transitional.element")')).toBeTruthy();
  expect(isFrameworkCode('e.hydrateRoot(t,n)')).toBeTruthy();
  expect(isFrameworkCode('setTimeout(()=>location.replace(t),3e3)')).toBeFalsy();
});

test('a page is measured with every chunk it reaches', () => {
  const root = mkdtempSync(join(tmpdir(), 'build-'));
  mkdirSync(join(root, 'assets', 'chunks'), { recursive: true });
  mkdirSync(join(root, 'faq'));
  writeFileSync(join(root, 'assets', 'entry.js'), 'import"./chunks/react.js";');
  writeFileSync(
    join(root, 'assets', 'chunks', 'react.js'),
    'Symbol.for("react.element");'.repeat(50),
  );
  writeFileSync(join(root, 'index.html'), '<script type="module" src="/assets/entry.js"></script>');
  writeFileSync(join(root, 'faq', 'index.html'), '<p>FAQ</p>');
  const [home, faq] = readBuild(root);
  expect(home?.path).toBe('/');
  expect(home?.scripts).toEqual(['assets/entry.js', 'assets/chunks/react.js']);
  expect(home?.frameworkScripts).toEqual(['assets/chunks/react.js']);
  expect((home?.scriptGzipBytes ?? 0) > 0).toBeTruthy();
  expect(faq?.path).toBe('/faq');
  expect(faq?.scriptGzipBytes).toBe(0);
});

test('the first view counts the fonts a page’s own CSS names, a media range in that CSS included', () => {
  const root = mkdtempSync(join(tmpdir(), 'build-'));
  mkdirSync(join(root, 'assets'));
  const font = Buffer.alloc(4000, 1);
  writeFileSync(join(root, 'assets', 'inter-latin.woff2'), font);
  writeFileSync(
    join(root, 'index.html'),
    '<head><link rel="preload" href="/assets/inter-latin.woff2" as="font" crossorigin>' +
      '<style>@media (width<=29.99em){.a{top:0}}' +
      '@font-face{font-family:Inter;src:url(/assets/inter-latin.woff2)format("woff2")}</style></head>',
  );
  const [page] = readBuild(root);
  expect(page?.preloadedFonts).toEqual(['assets/inter-latin.woff2']);
  expect(page?.fonts).toEqual(['assets/inter-latin.woff2']);
  expect(page?.firstView.fonts).toBe(font.length);
  expect(page?.firstView.total).toBe((page?.firstView.html ?? 0) + font.length);
  expect(page?.otherFonts).toEqual([]);
});

test('every font an @font-face names is seen, whatever its format or host', () => {
  const root = mkdtempSync(join(tmpdir(), 'build-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'noto-cyrillic.ttf'), Buffer.alloc(3000, 1));
  writeFileSync(
    join(root, 'index.html'),
    '<style>.a{background:url(/assets/bg.png)}' +
      '@font-face{font-family:A;src:url(\'/assets/noto-cyrillic.ttf\')format("truetype")}' +
      '@font-face{font-family:B;src:url(data:font/woff2;base64,d09GMgABAAAAA)format("woff2")}' +
      '@font-face{font-family:C;src:url(https://fonts.example/c.woff2),url(/assets/gone.woff2)}</style>',
  );
  const [page] = readBuild(root);
  expect(page?.fonts).toEqual(['assets/noto-cyrillic.ttf']);
  expect(
    (page?.firstView.fonts ?? 0) > 0,
    'the TrueType font counts in the first view',
  ).toBeTruthy();
  expect(page?.otherFonts).toEqual([
    'data:font/woff2;base64,d09GMgABAAAAA',
    'https://fonts.example/c.woff2',
    '/assets/gone.woff2',
  ]);
});

test('inline scripts count as the page’s script, framework code included; JSON data does not', () => {
  const root = mkdtempSync(join(tmpdir(), 'build-'));
  writeFileSync(
    join(root, 'index.html'),
    '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
      '<script type="application/json">{"hydrateRoot":1}</script>' +
      '<script>document.title="x"</script>' +
      '<script type="module">e.hydrateRoot(t,n)</script>',
  );
  const [page] = readBuild(root);
  expect(page?.scripts).toEqual([]);
  expect(page?.inlineScripts).toEqual(['inline script 1', 'inline script 2']);
  expect(page?.frameworkScripts).toEqual(['inline script 2']);
  expect((page?.scriptGzipBytes ?? 0) > 0).toBeTruthy();
});

test('hydrated route patterns', () => {
  expect(isHydratedRoute('/blog', ['/blog'])).toBeTruthy();
  expect(isHydratedRoute('/blog/x', ['/blog'])).toBeFalsy();
  expect(isHydratedRoute('/blog/x', ['/blog/*'])).toBeTruthy();
});

test('the social image of an illustration is its PNG', () => {
  expect(socialImagePath('/images/hero/home.svg')).toBe('/social/hero/home.png');
  expect(socialImageSource('/social/hero/home.png')).toBe('/images/hero/home.svg');
  expect(socialImagePath('https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
});
