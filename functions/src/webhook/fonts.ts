/**
 * The site's typefaces for the voucher PDF (Inter for text, Cormorant Garamond for headings: the UI
 * kit's, packages/ui/src/fonts.ts), embedded and subset by pdf-lib. Their Latin WOFF files come from
 * `@fontsource`; the Lambda bundle carries them beside its code (`fonts/`, copied by
 * scripts/bundle.ts), and locally they are read from node_modules.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export const PDF_FONTS = {
  sans: { pkg: '@fontsource/inter', file: 'inter-latin-400-normal.woff' },
  sansBold: { pkg: '@fontsource/inter', file: 'inter-latin-600-normal.woff' },
  serif: {
    pkg: '@fontsource/cormorant-garamond',
    file: 'cormorant-garamond-latin-600-normal.woff',
  },
  serifItalic: {
    pkg: '@fontsource/cormorant-garamond',
    file: 'cormorant-garamond-latin-600-italic.woff',
  },
} as const;

export type PdfFontName = keyof typeof PDF_FONTS;

/** Folder of the fonts beside a bundle's `index.mjs`. */
export const FONTS_DIR = 'fonts';

/** Where a font's file is in node_modules. */
export function fontSourcePath(name: PdfFontName): string {
  const { pkg, file } = PDF_FONTS[name];
  return createRequire(import.meta.url).resolve(`${pkg}/files/${file}`);
}

let loaded: Promise<Record<PdfFontName, Uint8Array>> | undefined;

async function readFont(name: PdfFontName): Promise<Uint8Array> {
  try {
    return await readFile(new URL(`./${FONTS_DIR}/${PDF_FONTS[name].file}`, import.meta.url));
  } catch {
    return readFile(fontSourcePath(name));
  }
}

/** The four font files, read once per process (a Lambda instance keeps them). */
export function pdfFontFiles(): Promise<Record<PdfFontName, Uint8Array>> {
  loaded ??= (async () => {
    const names = Object.keys(PDF_FONTS) as PdfFontName[];
    const files = await Promise.all(names.map(readFont));
    return Object.fromEntries(names.map((name, index) => [name, files[index]])) as Record<
      PdfFontName,
      Uint8Array
    >;
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
