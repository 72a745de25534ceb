/**
 * Rewrites the prerendered pages: one pruned stylesheet each (inlined up to INLINE_CSS_MAX_BYTES),
 * the charset first, island scripts after load, unused scripts deleted, social PNGs rendered.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';
import { startModuleScriptsAfterLoad } from './after-load.ts';
import { cached, htmlFiles, pathOfHtml, readBuild, relativePath, walk } from './build-report.ts';
import { isHydratedRoute } from './budgets.ts';
import { SOCIAL_IMAGE, socialImageSource } from './seo/social-image.ts';

export function classesInHtml(html: string): Set<string> {
  const names = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, list = '']) =>
    list.split(/\s+/),
  );
  return new Set(names.filter((name) => name !== ''));
}

/** The island's code holds the class names of the states it renders later as string literals. */
export function classesInScript(source: string): Set<string> {
  return new Set(source.match(/-?[_a-zA-Z][\w-]*/g) ?? []);
}

/** `:not(.x)`, `:is(…)`… do not count. */
export function requiredClasses(selector: string): string[] {
  let plain = selector;
  // Drop functional pseudo-classes with their arguments, innermost first.
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(/:[\w-]+\([^()]*\)/g, '');
  }
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
}

export function pruneCss(css: string, classes: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return;
    const kept = rule.selectors.filter(
      (selector) =>
        selector.includes('\\') || requiredClasses(selector).every((name) => classes.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Conditional groups left empty.
  for (let removed = true; removed;) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length !== 0) return;
      atRule.remove();
      removed = true;
    });
  }
  return root.toString();
}

/** No render-blocking request before the first paint (the pages' CSS is 16–25 KB). */
export const INLINE_CSS_MAX_BYTES = 32 * 1024;

const SOCIAL_IMAGE_URL = new RegExp(
  `https?://[^/"\\s]+(${SOCIAL_IMAGE.directory}/[\\w/.-]+\\.png)`,
  'g',
);
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>\s*/gi;
const META_CHARSET = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>\s*/gi;

/** A browser honours the charset only within the first 1024 bytes, which the inlined CSS fills. */
export function declareCharsetFirst(html: string): string {
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('A page without <head>: nowhere to declare its encoding');
  const start = head.index + head[0].length;
  const end = html.indexOf('</head>', start);
  if (end === -1) throw new Error('A page whose <head> never closes');
  const inHead = html.slice(start, end).replace(META_CHARSET, '');
  return `${html.slice(0, start)}<meta charset="utf-8">${inHead}${html.slice(end)}`;
}

function hrefOf(tag: string): string | undefined {
  return /\bhref="([^"]+)"/i.exec(tag)?.[1];
}

export async function optimizeBuild(clientDir: string) {
  const read = cached((file) => readFileSync(join(clientDir, file), 'utf8'));
  const written = new Set<string>();
  const replaced = new Set<string>();
  const socialImages = new Set<string>();
  const files = htmlFiles(clientDir);
  const build = readBuild(clientDir);
  const scriptsOf = new Map(build.map((page) => [page.htmlFile, page.scripts.map(read)]));

  for (const file of files) {
    let html = readFileSync(file, 'utf8');
    const links = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[0]);
    const hrefs = links.map(hrefOf).filter((href) => href?.startsWith('/assets/') === true);
    if (hrefs.length > 0) {
      const combined = hrefs.map((href) => read(href as string)).join('\n');
      const classes = classesInHtml(html);
      for (const script of scriptsOf.get(file) ?? [])
        for (const name of classesInScript(script)) classes.add(name);
      const css = pruneCss(combined, classes);
      const inline = Buffer.byteLength(css) <= INLINE_CSS_MAX_BYTES;
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
      const href = `/assets/static/page.${hash}.css`;
      if (!inline && !written.has(href)) {
        writeFileSync(join(clientDir, href), css);
        written.add(href);
      }
      for (const old of hrefs) replaced.add(old as string);
      let first = true;
      html = html.replace(STYLESHEET_LINK, (tag) => {
        if (!hrefs.includes(hrefOf(tag))) return tag;
        if (!first) return '';
        first = false;
        return inline ? `<style>${css}</style>\n` : `<link rel="stylesheet" href="${href}">\n`;
      });
    }
    if (isHydratedRoute(pathOfHtml(clientDir, file))) html = startModuleScriptsAfterLoad(html);
    html = declareCharsetFirst(html);
    writeFileSync(file, html);
    for (const match of html.matchAll(SOCIAL_IMAGE_URL)) if (match[1]) socialImages.add(match[1]);
  }

  // Unless a script names them: Vite's preload helper loads a dynamic chunk's CSS.
  const loaded = new Set(build.flatMap((page) => page.scripts));
  const scripts = [...loaded].map(read).join('\n');
  for (const href of replaced)
    if (!written.has(href) && !scripts.includes(href.slice(1)))
      rmSync(join(clientDir, href), { force: true });

  // Vike emits a client runtime and entries these HTML-first pages never load. Not deployed.
  for (const file of walk(join(clientDir, 'assets')))
    if (/\.m?js$/.test(file) && !loaded.has(relativePath(clientDir, file))) rmSync(file);

  const { Resvg } = await import('@resvg/resvg-js');
  for (const path of socialImages) {
    const source = join(clientDir, socialImageSource(path));
    if (!existsSync(source)) throw new Error(`No SVG ${source} for the social image ${path}`);
    const svg = readFileSync(source, 'utf8').replace(/<svg\b[^>]*>/, (tag) =>
      tag
        .replace(/\s(?:width|height|preserveAspectRatio)="[^"]*"/g, '')
        .replace(
          /^<svg/,
          `<svg width="${SOCIAL_IMAGE.width}" height="${SOCIAL_IMAGE.height}" preserveAspectRatio="xMidYMid slice"`,
        ),
    );
    const png = new Resvg(svg, {
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
  return { pages: files.length, stylesheets: written.size, socialImages: [...socialImages] };
}
