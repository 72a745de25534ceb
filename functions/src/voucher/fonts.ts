/**
 * The PDF's typefaces: the site's, and a monochrome emoji font for what they lack. Files beside the
 * Lambda bundle (never inlined in its code), locally node_modules.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const INTER = '@fontsource/inter';
const GARAMOND = '@fontsource/cormorant-garamond';
const EMOJI = '@fontsource/noto-emoji';

export const PDF_FONTS = {
  sans: { pkg: INTER, file: 'inter-latin-400-normal.woff' },
  sansBold: { pkg: INTER, file: 'inter-latin-600-normal.woff' },
  serif: { pkg: GARAMOND, file: 'cormorant-garamond-latin-600-normal.woff' },
  serifItalic: { pkg: GARAMOND, file: 'cormorant-garamond-latin-600-italic.woff' },
  /** Every emoji of Noto Emoji, in outlines: pdf-lib keeps only the glyphs a voucher uses. */
  emoji: { pkg: EMOJI, file: 'noto-emoji-emoji-400-normal.woff' },
} as const;

export type PdfFontName = keyof typeof PDF_FONTS;

export const FONTS_DIR = 'fonts';

export function fontSourcePath(name: PdfFontName): string {
  const { pkg, file } = PDF_FONTS[name];
  return createRequire(import.meta.url).resolve(`${pkg}/files/${file}`);
}

type FontFiles = Record<PdfFontName, Uint8Array>;

async function readFont(name: PdfFontName): Promise<Uint8Array> {
  try {
    return await readFile(new URL(`./${FONTS_DIR}/${PDF_FONTS[name].file}`, import.meta.url));
  } catch {
    return readFile(fontSourcePath(name));
  }
}

let loaded: Promise<FontFiles> | undefined;

/** Read once per process (a Lambda instance keeps them), again after a failure. */
export function pdfFontFiles(): Promise<FontFiles> {
  if (loaded === undefined) {
    const names = Object.keys(PDF_FONTS) as PdfFontName[];
    const files = Promise.all(names.map(async (name) => [name, await readFont(name)] as const));
    loaded = files.then((entries) => Object.fromEntries(entries) as FontFiles);
    loaded.catch(() => (loaded = undefined));
  }
  return loaded;
}
