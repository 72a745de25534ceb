/**
 * The voucher as an A5 landscape PDF (pdf-lib, standard fonts: nothing to embed, small file).
 *
 * Standard fonts use WinAnsi encoding: French accents, €, ’, « » and the no-break space are
 * there, but not U+202F (the narrow no-break space `Intl.NumberFormat('fr-FR')` emits), nor
 * letters of other alphabets a buyer may type in a name. `pdfText` maps every character to one
 * the font can draw (U+202F → U+00A0, letters with other diacritics → their base letter, the rest
 * → `?`), so a name never makes the fulfilment fail.
 */
import { formatEuros } from '@clinique/catalog/format';
import {
  PDFDocument,
  StandardFonts,
  rgb,
  setCharacterSpacing,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import type { SiteFacts } from '../facts.ts';
import { formatValidUntil, type Voucher } from './voucher.ts';

/** A5 landscape, in points. */
const WIDTH = 595.28;
const HEIGHT = 419.53;

const ACCENTS: Record<string, RGB> = {
  sand: rgb(0.62, 0.47, 0.26),
  teal: rgb(0.16, 0.45, 0.43),
  ink: rgb(0.15, 0.22, 0.32),
};
const CUSTOM_ACCENT = rgb(0.52, 0.3, 0.4);
const DEFAULT_ACCENT = rgb(0.16, 0.45, 0.43);
const TEXT = rgb(0.12, 0.16, 0.18);
const MUTED = rgb(0.38, 0.42, 0.45);
const PAPER = rgb(0.985, 0.972, 0.953);
const WHITE = rgb(1, 1, 1);

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

export function pdfText(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let result = '';
  for (const char of text.normalize('NFC').replace(/\u202F/g, '\u00A0')) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) {
      result += char;
      continue;
    }
    const lookAlike = LOOK_ALIKES[char];
    if (lookAlike !== undefined) {
      result += lookAlike;
      continue;
    }
    if (/\s/u.test(char)) {
      result += ' ';
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    result +=
      base !== '' && [...base].every((part) => supported.has(part.codePointAt(0) ?? 0))
        ? base
        : '?';
  }
  return result;
}

interface TextStyle {
  font: PDFFont;
  size: number;
  color: RGB;
  /** Smallest size before the text is cut with an ellipsis. */
  minSize?: number;
  /** Extra space between letters, in points (small capitals labels). */
  tracking?: number;
}

function widthOf(text: string, font: PDFFont, size: number, tracking: number): number {
  return font.widthOfTextAtSize(text, size) + tracking * Math.max(0, [...text].length - 1);
}

/** Shrinks (then cuts) a text so it fits `maxWidth`; returns the text and size to draw. */
function fit(text: string, style: TextStyle, maxWidth: number): { text: string; size: number } {
  const safe = pdfText(text, style.font);
  const tracking = style.tracking ?? 0;
  let size = style.size;
  const minSize = style.minSize ?? style.size;
  while (size > minSize && widthOf(safe, style.font, size, tracking) > maxWidth) size -= 0.5;
  if (widthOf(safe, style.font, size, tracking) <= maxWidth) return { text: safe, size };
  let cut = safe;
  while (cut.length > 1 && widthOf(`${cut}…`, style.font, size, tracking) > maxWidth) {
    cut = cut.slice(0, -1);
  }
  return { text: `${cut.trimEnd()}…`, size };
}

function drawCentred(
  page: PDFPage,
  text: string,
  style: TextStyle,
  centreX: number,
  y: number,
  maxWidth: number,
): void {
  const tracking = style.tracking ?? 0;
  const fitted = fit(text, style, maxWidth);
  const width = widthOf(fitted.text, style.font, fitted.size, tracking);
  if (tracking !== 0) page.pushOperators(setCharacterSpacing(tracking));
  page.drawText(fitted.text, {
    x: centreX - width / 2,
    y,
    size: fitted.size,
    font: style.font,
    color: style.color,
  });
  if (tracking !== 0) page.pushOperators(setCharacterSpacing(0));
}

export async function renderVoucherPdf(
  voucher: Voucher,
  facts: SiteFacts,
  now: Date = new Date(),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Bon cadeau ${voucher.code} – ${facts.clinic.name}`);
  pdf.setAuthor(facts.clinic.name);
  pdf.setSubject(`${voucher.title} de ${formatEuros(voucher.amount)}`.replace(/\u202F/g, '\u00A0'));
  pdf.setLanguage('fr-FR');
  pdf.setCreator(facts.clinic.name);
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);

  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const sansBold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const serifItalic = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const serifBold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const mono = await pdf.embedFont(StandardFonts.CourierBold);

  const accent =
    voucher.kind === 'custom' ? CUSTOM_ACCENT : (ACCENTS[voucher.colour ?? ''] ?? DEFAULT_ACCENT);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const centre = WIDTH / 2;
  const inner = WIDTH - 100;

  // Paper, a double frame in the offer's colour.
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: PAPER });
  page.drawRectangle({
    x: 18,
    y: 18,
    width: WIDTH - 36,
    height: HEIGHT - 36,
    borderColor: accent,
    borderWidth: 1.6,
    color: WHITE,
  });
  page.drawRectangle({
    x: 25,
    y: 25,
    width: WIDTH - 50,
    height: HEIGHT - 50,
    borderColor: accent,
    borderWidth: 0.5,
    borderOpacity: 0.6,
  });

  // Heading: the clinic, « Bon cadeau », the voucher's name.
  drawCentred(
    page,
    facts.clinic.name.toLocaleUpperCase('fr-FR'),
    { font: sans, size: 9, color: accent, minSize: 6, tracking: 1.4 },
    centre,
    357,
    inner,
  );
  drawCentred(page, 'Bon cadeau', { font: serifItalic, size: 34, color: TEXT }, centre, 315, inner);
  drawCentred(
    page,
    voucher.title,
    { font: sansBold, size: 14, color: accent, minSize: 10 },
    centre,
    291,
    inner,
  );

  // The amount.
  drawCentred(
    page,
    formatEuros(voucher.amount),
    { font: serifBold, size: 46, color: TEXT },
    centre,
    236,
    inner,
  );
  page.drawLine({
    start: { x: centre - 60, y: 220 },
    end: { x: centre + 60, y: 220 },
    thickness: 0.8,
    color: accent,
  });

  // De / Pour, side by side.
  const columns: [string, string, number][] = [
    ['De', voucher.senderName, centre - 125],
    ['Pour', voucher.recipientName, centre + 125],
  ];
  for (const [label, name, x] of columns) {
    drawCentred(page, label, { font: sans, size: 9, color: MUTED, tracking: 0.8 }, x, 194, 220);
    drawCentred(page, name, { font: serif, size: 17, color: TEXT, minSize: 10 }, x, 173, 220);
  }

  // The code, in a box; validity and use.
  const codeSize = 17;
  const codeWidth = mono.widthOfTextAtSize(voucher.code, codeSize);
  const boxWidth = codeWidth + 40;
  page.drawRectangle({
    x: centre - boxWidth / 2,
    y: 107,
    width: boxWidth,
    height: 34,
    color: PAPER,
    borderColor: accent,
    borderWidth: 0.8,
  });
  drawCentred(
    page,
    'Code du bon',
    { font: sans, size: 8, color: MUTED, tracking: 0.8 },
    centre,
    148,
    inner,
  );
  page.drawText(voucher.code, {
    x: centre - codeWidth / 2,
    y: 118,
    size: codeSize,
    font: mono,
    color: TEXT,
  });
  drawCentred(
    page,
    `Valable jusqu’au ${formatValidUntil(voucher.validUntil)}`,
    { font: sansBold, size: 10.5, color: TEXT },
    centre,
    88,
    inner,
  );
  drawCentred(
    page,
    'Utilisable sur tous nos soins, sur rendez-vous, après consultation médicale.',
    { font: sans, size: 9.5, color: TEXT, minSize: 7 },
    centre,
    73,
    inner,
  );

  // Footer: where and how to book.
  const { clinic } = facts;
  drawCentred(
    page,
    'Présentez ce bon, imprimé ou sur votre téléphone, lors de votre rendez-vous.',
    { font: serifItalic, size: 9.5, color: MUTED, minSize: 7 },
    centre,
    57,
    inner,
  );
  drawCentred(
    page,
    `${clinic.name} · ${clinic.street}, ${clinic.postalCode} ${clinic.city} · ${clinic.phone}`,
    { font: sans, size: 8, color: MUTED, minSize: 6 },
    centre,
    38,
    inner,
  );

  return pdf.save();
}
