/** Text sizes are gzipped, as the CDN serves them; fonts and PNG as they are. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { AFTER_LOAD_ATTRIBUTE } from '../../src/after-load.ts';
import {
  cached,
  htmlFiles,
  loadedScripts,
  localFile,
  pathOfHtml,
  relativePath,
} from '../../src/build-files.ts';

export function attributeValues(
  html: string,
  tag: string,
  attribute: string,
  filter?: RegExp,
): string[] {
  const values: string[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))) {
    const element = match[0];
    if (filter && !filter.test(element)) continue;
    const value = new RegExp(`\\b${attribute}="([^"]+)"`, 'i').exec(element)?.[1];
    if (value) values.push(value);
  }
  return values;
}

const FRAMEWORK_MARKS = [
  /react\.(?:transitional\.)?element/,
  /__reactContainer/,
  /\bvike\b/i,
  /hydrateRoot/,
];

export function isFrameworkCode(source: string): boolean {
  return FRAMEWORK_MARKS.some((mark) => mark.test(source));
}

/** JSON data (`application/json`, `application/ld+json`) is not code. */
export function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => {
      if (/\ssrc\s*=/i.test(attributes)) return false;
      const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return type === undefined || type === 'module' || type === 'text/javascript';
    })
    .map(([, , body = '']) => body)
    .filter((body) => body.trim() !== '');
}

export function readBuild(clientDir: string) {
  const gzipBytes = cached((file) => gzipSync(readFileSync(file), { level: 9 }).length);
  return htmlFiles(clientDir)
    .map((htmlFile) => {
      const html = readFileSync(htmlFile, 'utf8');
      const local = (urls: string[]) =>
        urls.map((url) => localFile(clientDir, htmlFile, url)).filter((file) => file !== undefined);
      const list = loadedScripts(clientDir, htmlFile, [
        ...attributeValues(html, 'script', 'src'),
        ...attributeValues(html, 'script', AFTER_LOAD_ATTRIBUTE),
        ...attributeValues(html, 'link', 'href', /rel="modulepreload"/i),
      ]);
      const stylesheets = local(attributeValues(html, 'link', 'href', /rel="stylesheet"/i));
      const preloadedFonts = local(attributeValues(html, 'link', 'href', /as="font"/i));
      const fonts = new Set<string>();
      const sheets = [
        ...stylesheets.map((sheet) => ({ from: sheet, css: readFileSync(sheet, 'utf8') })),
        // Lazily up to the closing tag: minified CSS may hold a `<` (`@media (width<=30em)`).
        ...[...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, css = '']) => ({
          from: htmlFile,
          css,
        })),
      ];
      const otherFonts = new Set<string>();
      for (const sheet of sheets)
        for (const [fontFace] of sheet.css.matchAll(/@font-face\s*\{[^}]*\}/gi))
          for (const match of fontFace.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/g)) {
            const url = match[2] ?? '';
            const font = localFile(clientDir, sheet.from, url);
            if (font && existsSync(font)) fonts.add(font);
            else otherFonts.add(url.length > 80 ? `${url.slice(0, 80)}…` : url);
          }
      const images = new Set(
        local([
          ...attributeValues(html, 'img', 'src', /^(?![^>]*loading="lazy")/i),
          ...attributeValues(html, 'link', 'href', /as="image"/i),
        ]),
      );
      const transferBytes = (file: string) =>
        /\.(?:woff2?|png|jpe?g|webp|avif)$/i.test(file) ? statSync(file).size : gzipBytes(file);
      const sum = (files: Iterable<string>) =>
        [...files].reduce((total, file) => total + transferBytes(file), 0);
      const firstView = {
        html: gzipBytes(htmlFile),
        css: sum(stylesheets),
        fonts: sum(fonts),
        images: sum(images),
      };
      const rel = (file: string) => relativePath(clientDir, file);
      const inline = executableInlineScripts(html).map((source, index) => ({
        name: `inline script ${index + 1}`,
        source,
      }));
      return {
        path: pathOfHtml(clientDir, htmlFile),
        htmlFile,
        scripts: list.map(rel),
        inlineScripts: inline.map((script) => script.name),
        scriptGzipBytes:
          sum(list) +
          inline.reduce((total, script) => total + gzipSync(script.source, { level: 9 }).length, 0),
        frameworkScripts: [
          ...list.filter((file) => isFrameworkCode(readFileSync(file, 'utf8'))).map(rel),
          ...inline.filter((script) => isFrameworkCode(script.source)).map((script) => script.name),
        ],
        stylesheets: stylesheets.map(rel),
        stylesheetGzipBytes: firstView.css,
        preloadedFonts: preloadedFonts.map(rel),
        fonts: [...fonts].map(rel),
        otherFonts: [...otherFonts],
        firstViewImages: [...images].map(rel),
        firstView: { ...firstView, total: Object.values(firstView).reduce((a, b) => a + b) },
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
