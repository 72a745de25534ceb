/** The site's typefaces for the PDF; the Lambda bundle carries them, locally node_modules. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const INTER = '@fontsource/inter';
const GARAMOND = '@fontsource/cormorant-garamond';

export const PDF_FONTS = {
  sans: { pkg: INTER, file: 'inter-latin-400-normal.woff' },
  sansBold: { pkg: INTER, file: 'inter-latin-600-normal.woff' },
  serif: { pkg: GARAMOND, file: 'cormorant-garamond-latin-600-normal.woff' },
  serifItalic: { pkg: GARAMOND, file: 'cormorant-garamond-latin-600-italic.woff' },
} as const;

export type PdfFontName = keyof typeof PDF_FONTS;

export const FONTS_DIR = 'fonts';

export function fontSourcePath(name: PdfFontName): string {
  const { pkg, file } = PDF_FONTS[name];
  return createRequire(import.meta.url).resolve(`${pkg}/files/${file}`);
}

type FontFiles = Record<PdfFontName, Uint8Array>;

let loaded: Promise<FontFiles> | undefined;

async function readFont(name: PdfFontName): Promise<Uint8Array> {
  try {
    return await readFile(new URL(`./${FONTS_DIR}/${PDF_FONTS[name].file}`, import.meta.url));
  } catch {
    return readFile(fontSourcePath(name));
  }
}

/** Read once per process: a Lambda instance keeps them. */
export function pdfFontFiles(): Promise<FontFiles> {
  const names = Object.keys(PDF_FONTS) as PdfFontName[];
  loaded ??= Promise.all(names.map(async (name) => [name, await readFont(name)] as const)).then(
    (files) => Object.fromEntries(files) as FontFiles,
  );
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
