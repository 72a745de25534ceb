/**
 * Which of the PDF's typefaces draws each character of a text. The site's typefaces come first; the
 * emoji font draws what they lack; a letter none has is drawn as its base letter, and only what
 * remains is `?`: the order refuses such text before payment (`unprintableCharacters`).
 */
import { BUYER_TEXT_RANGES } from './character-sets.ts';
import type { PdfFontName } from './fonts.ts';

/** Letters that Unicode does not decompose into a base letter and a mark. */
const LOOK_ALIKES: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  ŉ: 'n',
  Ŧ: 'T',
  ŧ: 't',
  Ə: 'E',
  ə: 'e',
};

/** Invisible parts of an emoji (joiner, variation selectors): kept with the emoji, never alone. */
const JOINERS = new Set([0x200d, 0xfe0e, 0xfe0f]);

export type CharacterSet = ReadonlySet<number>;

const codePoint = (char: string) => char.codePointAt(0) ?? 0;

/**
 * `text` as runs of the first typeface of `fonts` (by their character sets) that draws each
 * character; `missing` lists the characters none draws, drawn as `?`.
 */
export function fontRuns(text: string, fonts: readonly CharacterSet[]) {
  const [main = new Set<number>()] = fonts;
  const drawable = (chars: string) => [...chars].every((char) => main.has(codePoint(char)));
  // Each run: consecutive characters drawn by `fonts[font]`.
  const runs: { font: number; text: string }[] = [];
  const missing: string[] = [];
  const push = (font: number, char: string) => {
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  };
  for (const char of text.normalize('NFC').replace(/\u202F/g, '\u00A0')) {
    const point = codePoint(char);
    const font = fonts.findIndex((set) => set.has(point));
    const previous = runs.at(-1);
    if (JOINERS.has(point)) {
      if (previous !== undefined && fonts[previous.font]?.has(point)) push(previous.font, char);
      continue;
    }
    if (font >= 0) {
      push(font, char);
      continue;
    }
    const lookAlike = LOOK_ALIKES[char];
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    if (/\s/u.test(char)) push(0, ' ');
    else if (lookAlike !== undefined) push(0, lookAlike);
    else if (base !== '' && drawable(base)) push(0, base);
    else {
      push(0, '?');
      if (!missing.includes(char)) missing.push(char);
    }
  }
  return { runs, missing };
}

/** What draws a buyer's words: names and message in the serif, its italic for the title. */
export const BUYER_TEXT_FONTS: readonly PdfFontName[] = ['serif', 'serifItalic', 'emoji'];
const BUYER_TEXT_FACES: readonly PdfFontName[][] = [
  ['serif', 'emoji'],
  ['serifItalic', 'emoji'],
];

/** From the ranges generated out of the fonts: the payment function carries neither. */
function characterSet(name: PdfFontName): CharacterSet {
  const set = new Set<number>();
  for (const [first, last] of BUYER_TEXT_RANGES[name] ?? []) {
    for (let point = first; point <= last; point += 1) set.add(point);
  }
  return set;
}

let buyerFaces: CharacterSet[][] | undefined;

/** Printable ASCII and Latin-1 letters: every typeface has them, no font need be read. */
const PLAIN = /^[\n\t\u0020-\u007E\u00A0-\u00FF]*$/;

/** The characters of `text` that the printed voucher cannot draw, each once. */
export function unprintableCharacters(text: string): string[] {
  if (PLAIN.test(text)) return [];
  buyerFaces ??= BUYER_TEXT_FACES.map((names) => names.map(characterSet));
  const missing = buyerFaces.flatMap((sets) => fontRuns(text, sets).missing);
  return [...new Set(missing)];
}
