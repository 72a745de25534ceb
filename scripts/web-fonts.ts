/**
 * `npm run fonts`: cuts the two web fonts to their `@font-face` in packages/ui/src/fonts.css
 * (`unicode-range`, Inter's weight range): fewer bytes before the first paint (web-fonts.test.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import postcss, { type AtRule } from 'postcss';
import subsetFont from 'subset-font';

export const FONTS_CSS = fileURLToPath(new URL('../packages/ui/src/fonts.css', import.meta.url));

/** Each committed file and the fontsource file it is cut from. */
export const WEB_FONT_SOURCES: Record<string, string> = {
  'inter-latin-wght.woff2': '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  'cormorant-garamond-latin-600.woff2':
    '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
};

/** `U+0000-00FF, U+0131` → every character of the ranges. */
export function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point += 1) {
      text += String.fromCodePoint(point);
    }
  }
  return text;
}

export function webFontFaces(css = readFileSync(FONTS_CSS, 'utf8')) {
  const require = createRequire(FONTS_CSS);
  const rules: AtRule[] = [];
  postcss.parse(css).walkAtRules('font-face', (rule) => void rules.push(rule));
  return rules.flatMap((rule) => {
    const declared: Record<string, string> = {};
    rule.walkDecls((decl) => void (declared[decl.prop] = decl.value));
    const file = /url\(['"]?\.\/fonts\/([\w.-]+\.woff2)['"]?\)/.exec(declared['src'] ?? '')?.[1];
    if (file === undefined) return [];
    const source = WEB_FONT_SOURCES[file];
    if (source === undefined) throw new Error(`fonts.css names ${file}, which has no source here`);
    const [min, max] = (declared['font-weight'] ?? '').split(/\s+/).map(Number);
    return {
      file,
      // Where the CSS points, beside fonts.css.
      path: fileURLToPath(new URL(`../packages/ui/src/fonts/${file}`, import.meta.url)),
      source: require.resolve(source),
      text: charactersOf(declared['unicode-range'] ?? 'U+0000-00FF'),
      weights: min !== undefined && max !== undefined && max > min ? { min, max } : undefined,
    };
  });
}

export function cutWebFont(face: ReturnType<typeof webFontFaces>[number]): Promise<Buffer> {
  return subsetFont(readFileSync(face.source), face.text, {
    targetFormat: 'woff2',
    ...(face.weights ? { variationAxes: { wght: face.weights } } : {}),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const face of webFontFaces()) {
    const font = await cutWebFont(face);
    writeFileSync(face.path, font);
    const before = readFileSync(face.source).length;
    console.log(
      `${face.file}: ${font.length} bytes (${before} in ${face.source.split('/files/')[1]})`,
    );
  }
}
