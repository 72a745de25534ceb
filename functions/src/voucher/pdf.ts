/**
 * The voucher as an A5 landscape PDF. The site's fonts carry the Latin subset, the emoji font the
 * rest that a buyer types (`glyphs.ts`): a name never makes the fulfilment fail.
 */
import { fillTemplate, formatEuros, formatNumericDate } from '@clinique/catalog/format';
import { deskVoucherPath } from '@clinique/catalog/desk';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { BRAND, hexToRgb } from '../brand.ts';
import type { SiteFacts } from '../facts.ts';
import { pdfFontkit } from './fontkit.ts';
import { pdfFontFiles } from './fonts.ts';
import { fontRuns, type CharacterSet } from './glyphs.ts';
import type { Voucher } from './model.ts';

const WIDTH = 595.28;
const HEIGHT = 419.53;
const BAND = 190;

const colour = (hex: string): RGB => rgb(...hexToRgb(hex));

/** The site's colours by their names (`INK.textMuted`), as pdf-lib draws them. */
const INK = Object.fromEntries(
  Object.entries(BRAND).map(([name, hex]) => [name, colour(hex)]),
) as Record<keyof typeof BRAND, RGB>;
const ACCENTS: Record<string, RGB> = { sand: colour('#8A6A3F'), teal: INK.accent, ink: INK.text };

/** A typeface and the emoji font for what it lacks: text goes run by run, each in its font. */
export class Face {
  readonly #sets: CharacterSet[];

  constructor(readonly fonts: readonly PDFFont[]) {
    this.#sets = fonts.map((font) => new Set(font.getCharacterSet()));
  }

  /** `text` as it will be drawn: what no font has becomes a look-alike or `?`. */
  prepare(text: string): string {
    return this.runs(text)
      .map((run) => run.text)
      .join('');
  }

  runs(text: string): { font: PDFFont; text: string }[] {
    return fontRuns(text, this.#sets).runs.flatMap((run) => {
      const font = this.fonts[run.font];
      return font === undefined ? [] : [{ font, text: run.text }];
    });
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce(
      (sum, run) => sum + run.font.widthOfTextAtSize(run.text, size),
      0,
    );
  }

  draw(page: PDFPage, text: string, options: { x: number; y: number; size: number; color: RGB }) {
    let x = options.x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { ...options, x, font: run.font });
      x += run.font.widthOfTextAtSize(run.text, options.size);
    }
  }
}

/** Drawn in the site's text colour unless told otherwise. */
interface TextStyle {
  font: Face;
  size: number;
  color?: RGB;
  minSize?: number;
}

/** Shortens `text` with an ellipsis until it fits, keeping at least `keep` characters. */
function ellipsis(text: string, font: Face, size: number, maxWidth: number, keep: number): string {
  // By code point: an emoji is never cut in half.
  const chars = [...text];
  while (chars.length > keep && font.width(`${chars.join('')}…`, size) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** Draws `lines` downwards from `y`, starting at `x` or, if `centred`, centred on it. */
function drawLines(
  page: PDFPage,
  lines: readonly string[],
  { font, size, color = INK.text }: TextStyle,
  x: number,
  y: number,
  leading: number,
  centred = false,
): void {
  lines.forEach((text, index) => {
    const left = centred ? x - font.width(text, size) / 2 : x;
    font.draw(page, text, { x: left, y: y - index * leading, size, color });
  });
}

/** Text centred on `centreX`, shrunk down to its `minSize` then cut to fit `maxWidth`. */
function centredText(page: PDFPage, centreX: number, maxWidth: number) {
  return (text: string, style: TextStyle, y: number): void => {
    const { font, minSize = style.size } = style;
    const safe = font.prepare(text);
    let size = style.size;
    while (size > minSize && font.width(safe, size) > maxWidth) size -= 0.5;
    const fitted =
      font.width(safe, size) <= maxWidth ? safe : ellipsis(safe, font, size, maxWidth, 1);
    drawLines(page, [fitted], { ...style, size }, centreX, y, 0, true);
  };
}

function pack(words: readonly string[], font: Face, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.width(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * A word wider than a line (a long link, no spaces) cut into the longest pieces that fit, by code
 * point. Measuring is what costs: each piece's length is found by doubling, then halving.
 */
function cutWord(word: string, font: Face, size: number, maxWidth: number): string[] {
  const chars = [...word];
  const fits = (length: number) => font.width(chars.slice(0, length).join(''), size) <= maxWidth;
  if (chars.length === 0 || fits(chars.length)) return [word];
  const parts: string[] = [];
  let guess = 16;
  while (chars.length > 0) {
    let low = 1;
    let high = Math.min(guess, chars.length);
    while (high < chars.length && fits(high)) {
      low = high;
      high = Math.min(2 * high, chars.length);
    }
    // `low` fits (or is the one character a piece always takes), `high` may not.
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fits(middle)) low = middle;
      else high = middle - 1;
    }
    parts.push(chars.splice(0, low).join(''));
    guess = low;
  }
  return parts;
}

/** `text` in lines that fit `maxWidth`, a word wider than a line cut where it must be. */
function wrap(text: string, font: Face, size: number, maxWidth: number): string[] {
  const pieces = font
    .prepare(text)
    .split(' ')
    .flatMap((word) => cutWord(word, font, size, maxWidth));
  return pack(pieces, font, size, maxWidth);
}

/** A name on one line, shrunk down to 12 pt; else on two, smaller; cut only past 8 pt. */
function nameLines(name: string, font: Face, maxWidth: number) {
  const safe = font.prepare(name);
  for (let size = 18; size >= 12; size -= 0.5) {
    if (font.width(safe, size) <= maxWidth) return { lines: [safe], size };
  }
  let size = 11;
  let lines = wrap(name, font, size, maxWidth);
  while (lines.length > 2 && size > 8) {
    size -= 0.5;
    lines = wrap(name, font, size, maxWidth);
  }
  const [first = '', ...rest] = lines;
  const second = rest.length > 1 ? ellipsis(rest.join(' '), font, size, maxWidth, 1) : rest[0];
  return { lines: second === undefined ? [first] : [first, second], size };
}

/** ≈ 3.5 cm, quiet zone included. */
const QR_SIZE = 100;
const QR_CENTRE_Y = 172;

/** 8 pixels per module and the standard quiet zone, so a phone reads it on paper. */
async function drawQrTile(page: PDFPage, url: string, caption: string, font: Face) {
  const png = await QRCode.toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 8,
    color: { dark: BRAND.text, light: BRAND.surface },
  });
  const image = await page.doc.embedPng(png);
  const captionStyle = { font, size: 7, color: INK.textMuted };
  const leading = 9;
  const lines = wrap(caption, font, captionStyle.size, QR_SIZE);
  const padding = 6;
  const width = QR_SIZE + 2 * padding;
  const height = padding + QR_SIZE + lines.length * leading + 2 * padding;
  const x = BAND / 2 - width / 2;
  const top = QR_CENTRE_Y + height / 2;
  const radius = 8;
  // A rounded tile (SVG path: y grows downwards from the top-left corner).
  page.drawSvgPath(
    `M ${radius} 0 H ${width - radius} A ${radius} ${radius} 0 0 1 ${width} ${radius} V ${height - radius} A ${radius} ${radius} 0 0 1 ${width - radius} ${height} H ${radius} A ${radius} ${radius} 0 0 1 0 ${height - radius} V ${radius} A ${radius} ${radius} 0 0 1 ${radius} 0 Z`,
    { x, y: top, color: INK.surface },
  );
  page.drawImage(image, {
    x: BAND / 2 - QR_SIZE / 2,
    y: top - padding - QR_SIZE,
    width: QR_SIZE,
    height: QR_SIZE,
  });
  const captionTop = top - padding - QR_SIZE - leading + 1;
  drawLines(page, lines, captionStyle, BAND / 2, captionTop, leading, true);
}

/** A new page: the background and, on its left, a teal band `band` wide. */
function addPage(pdf: PDFDocument, band: number): PDFPage {
  const page = pdf.addPage([WIDTH, HEIGHT]);
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: INK.page });
  page.drawRectangle({ x: 0, y: 0, width: band, height: HEIGHT, color: INK.action });
  return page;
}

/** The site's typefaces, each with the emoji font if the buyer's words need it (else not embedded). */
async function embedFaces(pdf: PDFDocument, voucher: Voucher) {
  const files = await pdfFontFiles();
  const embed = (bytes: Uint8Array) => pdf.embedFont(bytes, { subset: true });
  const names = ['sans', 'sansBold', 'serif', 'serifItalic'] as const;
  const fonts = await Promise.all(names.map((name) => embed(files[name])));
  const words = [voucher.senderName, voucher.recipientName, voucher.message ?? ''].join('');
  const lacking = fonts.some(
    (font) => fontRuns(words, [new Set(font.getCharacterSet())]).missing.length > 0,
  );
  const emoji = lacking ? [await embed(files.emoji)] : [];
  const faces = fonts.map((font, index) => [names[index], new Face([font, ...emoji])]);
  return Object.fromEntries(faces) as Record<(typeof names)[number], Face>;
}

export async function renderVoucherPdf(
  voucher: Voucher,
  facts: SiteFacts,
  now: Date = new Date(),
  siteUrl = '',
): Promise<Uint8Array> {
  const { clinic } = facts;
  const copy = facts.emails.pdf;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(pdfFontkit);
  pdf.setTitle(`Bon cadeau ${voucher.code} – ${clinic.name}`);
  pdf.setAuthor(clinic.name);
  pdf.setSubject(`${voucher.title} de ${formatEuros(voucher.amount)}`.replace(/\u202F/g, '\u00A0'));
  pdf.setLanguage('fr-FR');
  pdf.setCreator(clinic.name);
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);

  const { sans, sansBold, serif, serifItalic } = await embedFaces(pdf, voucher);

  const accent =
    voucher.kind === 'custom' ? INK.accent : (ACCENTS[voucher.colour ?? ''] ?? INK.accent);
  const page = addPage(pdf, BAND);
  const wordmark = wrap(clinic.name, serif, 21, BAND - 48);
  drawLines(page, wordmark, { font: serif, size: 21, color: INK.onAction }, 24, HEIGHT - 52, 24);
  const taglineY = HEIGHT - 52 - wordmark.length * 24 - 4;
  const tagline = wrap(facts.emails.layout.tagline, sans, 7, BAND - 48);
  drawLines(page, tagline, { font: sans, size: 7, color: INK.onActionMuted }, 24, taglineY, 11);
  const qrUrl = `${siteUrl}${deskVoucherPath(voucher.code)}`;
  await drawQrTile(page, qrUrl, copy.qrCaption, sans);
  const address = [clinic.street, `${clinic.postalCode} ${clinic.city}`, clinic.phone];
  drawLines(page, address, { font: sans, size: 8, color: INK.onActionMuted }, 24, 62, 12);

  const left = BAND + 28;
  const inner = WIDTH - left - 28;
  const centre = left + inner / 2;
  const centred = centredText(page, centre, inner);
  const small = { font: sans, size: 7.5, color: INK.textMuted };
  page.drawRectangle({ x: left, y: HEIGHT - 30, width: inner, height: 3, color: accent });
  centred(copy.heading, { font: serifItalic, size: 36 }, 342);
  centred(voucher.title, { font: sansBold, size: 10, color: accent, minSize: 7 }, 320);
  centred(formatEuros(voucher.amount), { font: serif, size: 50 }, 265);

  const columns: [string, string, number][] = [
    [copy.from, voucher.senderName, left + inner / 4],
    [copy.to, voucher.recipientName, left + (3 * inner) / 4],
  ];
  for (const [label, name, x] of columns) {
    const width = inner / 2 - 12;
    centredText(page, x, width)(label, small, 236);
    const { lines, size } = nameLines(name, serif, width);
    // Two lines sit higher, clear of the code's caption below.
    drawLines(page, lines, { font: serif, size }, x, lines.length === 1 ? 216 : 222, 12, true);
  }

  const boxWidth = sansBold.width(voucher.code, 16) + 48;
  page.drawRectangle({
    x: centre - boxWidth / 2,
    y: 160,
    width: boxWidth,
    height: 34,
    color: INK.surface,
    borderColor: accent,
    borderWidth: 1,
  });
  centred(copy.code, { font: sans, size: 7, color: INK.textMuted }, 199);
  centred(voucher.code, { font: sansBold, size: 16 }, 172);
  const validUntil = fillTemplate(copy.validUntil, { date: formatNumericDate(voucher.validUntil) });
  centred(validUntil, { font: sansBold, size: 10.5 }, 140);

  const termsUrl = `${siteUrl}${facts.terms.path}`.replace(/^https?:\/\//, '');
  const conditions = wrap(fillTemplate(copy.conditions, { terms: termsUrl }), sans, 7.5, inner);
  drawLines(page, conditions, small, centre, 120, 10.5, true);
  page.drawLine({
    start: { x: left + 40, y: 74 },
    end: { x: left + inner - 40, y: 74 },
    thickness: 0.6,
    color: INK.border,
  });
  centred(copy.present, { font: serifItalic, size: 11, minSize: 8 }, 56);
  centred(clinic.name, { ...small, minSize: 6 }, 38);

  if (voucher.message !== undefined && voucher.message.trim() !== '') {
    drawMessagePage(pdf, voucher, facts, { serif, serifItalic, sans }, accent);
  }
  return pdf.save();
}

/** The message at 14 pt on a 19 pt leading, as many lines as the page holds at that size. */
const MESSAGE_TYPE = { size: 14, leading: 19, lines: 14, minSize: 10 };
export const MESSAGE_WIDTH = WIDTH - 120;

/** One line per typed line, each wrapped to `maxWidth`; trailing blank lines dropped. */
function wrapMessage(message: string, font: Face, size: number, maxWidth: number): string[] {
  const lines = message
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((paragraph) => {
      const wrapped = wrap(paragraph, font, size, maxWidth);
      return wrapped.length === 0 ? [''] : wrapped;
    });
  while (lines.length > 0 && lines.at(-1)?.trim() === '') lines.pop();
  return lines;
}

/**
 * The message's lines and the size they are drawn at: 14 pt, smaller by half points when that would
 * not fit the page, down to 10 pt. Any message the order accepts fits whole; a longer one is cut
 * with « … ».
 */
export function messageLayout(message: string, font: Face, maxWidth: number) {
  const { size: largest, leading: baseLeading, lines: baseLines, minSize } = MESSAGE_TYPE;
  const at = (size: number) => {
    const leading = (baseLeading * size) / largest;
    const lines = wrapMessage(message, font, size, maxWidth);
    return { lines, size, leading, room: Math.floor((baseLeading * baseLines) / leading) };
  };
  let layout = at(largest);
  while (layout.lines.length > layout.room && layout.size > minSize) layout = at(layout.size - 0.5);
  const { lines, size, leading, room } = layout;
  if (lines.length <= room) return { lines, size, leading };
  const last = ellipsis(lines[room - 1] ?? '', font, size, maxWidth, 0);
  return { lines: [...lines.slice(0, room - 1), last], size, leading };
}

function drawMessagePage(
  pdf: PDFDocument,
  voucher: Voucher,
  facts: SiteFacts,
  fonts: { serif: Face; serifItalic: Face; sans: Face },
  accent: RGB,
): void {
  const page = addPage(pdf, 12);
  const left = (WIDTH - MESSAGE_WIDTH) / 2;
  const inner = MESSAGE_WIDTH;
  const centred = centredText(page, WIDTH / 2, inner);
  page.drawRectangle({ x: left, y: HEIGHT - 30, width: inner, height: 3, color: accent });
  const title = fillTemplate(facts.emails.pdf.messageTitle, { sender: voucher.senderName });
  centred(title, { font: fonts.serifItalic, size: 26, minSize: 14 }, HEIGHT - 80);
  const { lines, size, leading } = messageLayout(voucher.message ?? '', fonts.serif, inner);
  const top = HEIGHT / 2 + ((lines.length - 1) * leading) / 2 - 10;
  drawLines(page, lines, { font: fonts.serif, size }, WIDTH / 2, top, leading, true);
  centred(facts.clinic.name, { font: fonts.sans, size: 7.5, color: INK.textMuted, minSize: 6 }, 38);
}
