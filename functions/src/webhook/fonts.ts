/** The site's typefaces for the PDF; the Lambda bundle carries them, locally node_modules. */
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

export const FONTS_DIR = 'fonts';

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

/** Read once per process: a Lambda instance keeps them. */
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
