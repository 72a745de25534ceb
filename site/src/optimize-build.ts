/**
 * Rewrites the prerendered pages so that the first paint waits for no request; deletes the unused
 * scripts and stylesheets, and renders the social PNGs.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Beasties from 'beasties';
import render from 'dom-serializer';
import { type Document, Element, Text } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import postcss from 'postcss';
import { optimize } from 'svgo';
import { startModuleScriptsAfterLoad } from './after-load.ts';
import { cached, htmlFiles, loadedScripts, relativePath, walk } from './build-files.ts';
import { SOCIAL_IMAGE, socialImageSource } from './seo/social-image.ts';

/** Entities stay as written: the parser neither decodes nor re-encodes the text it keeps. */
export function parseHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: false });
}

export function serializeHtml(document: Document): string {
  return render(document, { decodeEntities: false });
}

function elements(document: Document, test: (element: Element) => boolean): Element[] {
  return DomUtils.findAll(test, document.children);
}

function stylesheetLinks(document: Document): Element[] {
  return elements(
    document,
    (element) => element.name === 'link' && element.attribs.rel === 'stylesheet',
  );
}

/** A browser honours the charset only within the first 1024 bytes, which the inlined CSS fills. */
export function declareCharsetFirst(document: Document): void {
  const head = DomUtils.findOne((element) => element.name === 'head', document.children);
  if (!head) throw new Error('A page without <head>: nowhere to declare its encoding');
  for (const meta of elements(document, (element) => element.name === 'meta'))
    if ('charset' in meta.attribs) DomUtils.removeElement(meta);
  DomUtils.prependChild(head, new Element('meta', { charset: 'utf-8' }));
}

/**
 * Beasties cannot tell which faces a page uses (the UI kit names its families through custom
 * properties), so it would leave them out: a sheet of `@font-face` rules only goes in whole.
 */
function inlineFontSheets(document: Document, read: (href: string) => string): void {
  for (const link of stylesheetLinks(document)) {
    const css = read(link.attribs.href ?? '');
    const nodes = postcss.parse(css).nodes;
    const fontFaces = nodes.every((node) => node.type === 'atrule' && node.name === 'font-face');
    if (nodes.length === 0 || !fontFaces) continue;
    DomUtils.replaceElement(link, new Element('style', {}, [new Text(css)]));
  }
}

/**
 * States the browser sets itself, which Beasties cannot see in the markup: a `<details>` opened
 * (no page is prerendered open), and a selector of pseudo-classes alone, which may match any
 * element (`:focus-visible`, `::selection`).
 */
const BROWSER_STATES = [/\[open\]/, /^:/];

/**
 * Minified by SVGO, attributes in single quotes (which a URL holds as they are), then only what a
 * valid URL cannot hold escaped (and `&`): fewer bytes than `encodeURIComponent`.
 */
function svgDataUrl(source: string): string {
  const svg = optimize(source, {
    multipass: true,
    js2svg: { attrStart: "='", attrEnd: "'", regValEntities: /[&'<>]/g },
  }).data;
  const escaped = svg.replace(/[^\w!$'()*+,./:;=?@~-]/g, (char) => encodeURIComponent(char));
  return `data:image/svg+xml,${escaped}`;
}

/**
 * The first screen's illustration (a phone's largest paint) and the favicon (fetched at high
 * priority, so counted in Lighthouse's LCP) travel inside the page as `data:` URLs.
 */
function inlineFirstScreenImages(document: Document, read: (href: string) => string): void {
  const inlined = new Set<string>();
  const firstScreen = elements(
    document,
    ({ name, attribs }) =>
      (name === 'img' && attribs.fetchpriority === 'high') ||
      (name === 'link' && attribs.rel === 'icon'),
  );
  for (const element of firstScreen) {
    const attribute = element.name === 'img' ? 'src' : 'href';
    const url = element.attribs[attribute] ?? '';
    if (!url.startsWith('/') || !url.endsWith('.svg')) continue;
    element.attribs[attribute] = svgDataUrl(read(url));
    delete element.attribs.fetchpriority;
    inlined.add(url);
  }
  // React preloads each high-priority image; one inside the page needs no request.
  const preloads = elements(
    document,
    ({ name, attribs }) =>
      name === 'link' && attribs.rel === 'preload' && inlined.has(attribs.href ?? ''),
  );
  for (const link of preloads) DomUtils.removeElement(link);
}

/**
 * The selectors of a page's stylesheets that its scripts may need later, which the prerendered
 * markup does not hold yet: those of a class they name (a field's error, a toast, a pressed
 * filter), and the global rules of an element they create by name (`"dl"`).
 */
function selectorsNamedByScripts(sheets: string[], scripts: string[]): string[] {
  const text = scripts.join('\n');
  const named = (pattern: RegExp, source: string) =>
    [...source.matchAll(pattern)].map(([, name = '']) => name);
  const words = new Set(text.match(/[\w-]+/g) ?? []);
  const tags = new Set(named(/["'`]([a-z][a-z\d]*)["'`]/g, text));
  const selectors = new Set<string>();
  for (const sheet of sheets)
    postcss.parse(sheet).walkRules((rule) => {
      for (const selector of rule.selectors)
        if (
          named(/\.(-?[_a-zA-Z][\w-]*)/g, selector).some((name) => words.has(name)) ||
          (!/[.#[:]/.test(selector) && selector.split(/[\s>+~]+/).some((type) => tags.has(type)))
        )
          selectors.add(selector);
    });
  return [...selectors];
}

interface PageSources {
  /** The build's folder, where Beasties reads the stylesheets. */
  clientDir: string;
  /** A file of the build by its URL path. */
  read: (href: string) => string;
  /** The text of every script the page loads. */
  scripts: string[];
}

/** What `optimizeBuild` does to one page's HTML, the CSS inlined by Beasties included. */
export async function optimizePage(
  html: string,
  { clientDir, read, scripts }: PageSources,
): Promise<{ html: string; document: Document; stylesheets: string[] }> {
  const source = parseHtml(html);
  const stylesheets = stylesheetLinks(source).map((link) => link.attribs.href ?? '');
  inlineFontSheets(source, read);
  // Beasties inlines the rules the markup can match, and those the scripts may need.
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    // The rest of a sheet goes to the end of <body>, where it is dropped below: no element of the
    // page can match it.
    preload: 'body',
    // Fonts are the page's own business: it preloads its two.
    fonts: false,
    // Our inline styles (the font faces) stay as they are.
    reduceInlineStyles: false,
    keyframes: 'all',
    allowRules: [...BROWSER_STATES, ...selectorsNamedByScripts(stylesheets.map(read), scripts)],
    logLevel: 'warn',
  });
  const document = parseHtml(await beasties.process(serializeHtml(source)));
  for (const link of stylesheetLinks(document)) DomUtils.removeElement(link);
  // Beasties' own mark, of no use once it is done.
  for (const root of elements(document, (element) => element.name === 'html'))
    delete root.attribs['data-beasties-container'];
  inlineFirstScreenImages(document, read);
  declareCharsetFirst(document);
  startModuleScriptsAfterLoad(document);
  return { html: serializeHtml(document), document, stylesheets };
}

/** The URLs of the scripts a page starts, its island's after-load loader included. */
function scriptUrls(document: Document): string[] {
  return elements(document, (element) => ['script', 'link'].includes(element.name)).flatMap(
    ({ name, attribs }) =>
      name === 'script'
        ? [attribs.src, attribs['data-after-load']].filter((url) => url !== undefined)
        : attribs.rel === 'modulepreload' && attribs.href
          ? [attribs.href]
          : [],
  );
}

/** Every string of a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(strings);
}

/** The social images the page names (its meta tags, its structured data), as paths of the build. */
function socialImages(document: Document): string[] {
  const urls = elements(document, (element) => ['meta', 'script'].includes(element.name)).flatMap(
    (element) =>
      element.name === 'meta'
        ? [element.attribs.content ?? '']
        : element.attribs.type === 'application/ld+json'
          ? strings(JSON.parse(DomUtils.textContent(element)))
          : [],
  );
  return urls.flatMap((url) => {
    if (!URL.canParse(url)) return [];
    const { pathname } = new URL(url);
    return pathname.startsWith(`${SOCIAL_IMAGE.directory}/`) && pathname.endsWith('.png')
      ? [pathname]
      : [];
  });
}

/** The illustration's SVG, sized and cropped to the social image. */
export function socialImageSvg(svg: string): string {
  const document = parseDocument(svg, { xmlMode: true });
  const root = DomUtils.findOne((element) => element.name === 'svg', document.children);
  if (!root) throw new Error('An SVG without <svg>');
  Object.assign(root.attribs, {
    width: String(SOCIAL_IMAGE.width),
    height: String(SOCIAL_IMAGE.height),
    preserveAspectRatio: 'xMidYMid slice',
  });
  return render(document, { xmlMode: true });
}

export async function optimizeBuild(clientDir: string) {
  const read = cached((href: string) => readFileSync(join(clientDir, href), 'utf8'));
  const replaced = new Set<string>();
  const loaded = new Set<string>();
  const images = new Set<string>();
  const files = htmlFiles(clientDir);

  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const scripts = loadedScripts(clientDir, file, scriptUrls(parseHtml(html)));
    const page = await optimizePage(html, {
      clientDir,
      read,
      scripts: scripts.map((script) => readFileSync(script, 'utf8')),
    });
    writeFileSync(file, page.html);
    for (const href of page.stylesheets) replaced.add(href);
    for (const script of scripts) loaded.add(relativePath(clientDir, script));
    for (const image of socialImages(page.document)) images.add(image);
  }

  // Unless a script names them: Vite's preload helper loads a dynamic chunk's CSS.
  const scripts = [...loaded].map(read).join('\n');
  for (const href of replaced)
    if (!scripts.includes(href.slice(1))) rmSync(join(clientDir, href), { force: true });

  // Vike emits a client runtime and entries these HTML-first pages never load. Not deployed.
  for (const file of walk(join(clientDir, 'assets')))
    if (/\.m?js$/.test(file) && !loaded.has(relativePath(clientDir, file))) rmSync(file);

  const { Resvg } = await import('@resvg/resvg-js');
  for (const path of images) {
    const source = join(clientDir, socialImageSource(path));
    if (!existsSync(source)) throw new Error(`No SVG ${source} for the social image ${path}`);
    const png = new Resvg(socialImageSvg(readFileSync(source, 'utf8')), {
      fitTo: { mode: 'original' },
      font: {
        loadSystemFonts: true,
        defaultFontFamily: 'Liberation Serif',
        serifFamily: 'Liberation Serif',
        sansSerifFamily: 'Liberation Sans',
      },
    })
      .render()
      .asPng();
    const target = join(clientDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, png);
  }
  return { pages: files.length, socialImages: [...images] };
}
