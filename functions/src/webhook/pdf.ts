/**
 * The voucher as an A5 landscape PDF. The fonts carry the Latin subset only: `pdfText` maps every
 * character to one they can draw, so a name never makes the fulfilment fail.
 */
import fontkit from '@pdf-lib/fontkit';
import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import { deskVoucherPath } from '@clinique/catalog/vouchers';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { BRAND, hexToRgb } from '../brand.ts';
import type { SiteFacts } from '../facts.ts';
import { pdfFontFiles } from './fonts.ts';
import { formatValidUntil, type Voucher } from './voucher.ts';

const WIDTH = 595.28;
const HEIGHT = 419.53;
const BAND = 190;

const colour = (hex: string): RGB => rgb(...hexToRgb(hex));

const ACCENTS: Record<string, RGB> = {
  sand: colour('#8A6A3F'),
  teal: colour(BRAND.accent),
  ink: colour(BRAND.text),
};
const CUSTOM_ACCENT = colour(BRAND.accent);
const TEXT = colour(BRAND.text);
const MUTED = colour(BRAND.textMuted);
const PAGE = colour(BRAND.page);
const TEAL = colour(BRAND.action);
const ON_TEAL = colour(BRAND.onAction);
const ON_TEAL_MUTED = colour(BRAND.onActionMuted);
const BORDER = colour(BRAND.border);

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
  minSize?: number;
}

function widthOf(text: string, font: PDFFont, size: number): number {
  return font.widthOfTextAtSize(text, size);
}

function fit(text: string, style: TextStyle, maxWidth: number): { text: string; size: number } {
  const safe = pdfText(text, style.font);
  let size = style.size;
  const minSize = style.minSize ?? style.size;
  while (size > minSize && widthOf(safe, style.font, size) > maxWidth) size -= 0.5;
  if (widthOf(safe, style.font, size) <= maxWidth) return { text: safe, size };
  let cut = safe;
  while (cut.length > 1 && widthOf(`${cut}…`, style.font, size) > maxWidth) {
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
  const fitted = fit(text, style, maxWidth);
  const width = widthOf(fitted.text, style.font, fitted.size);
  page.drawText(fitted.text, {
    x: centreX - width / 2,
    y,
    size: fitted.size,
    font: style.font,
    color: style.color,
  });
}

function pack(words: readonly string[], font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  return pack(pdfText(text, font).split(' '), font, size, maxWidth);
}

/** ≈ 3.5 cm, quiet zone included. */
const QR_SIZE = 100;

/** 8 pixels per module and the standard quiet zone, so a phone reads it on paper. */
async function drawQrTile(
  pdf: PDFDocument,
  page: PDFPage,
  url: string,
  caption: string,
  font: PDFFont,
  centreY: number,
): Promise<void> {
  const png = await QRCode.toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 8,
    color: { dark: BRAND.text, light: BRAND.surface },
  });
  const image = await pdf.embedPng(png);
  const captionSize = 7;
  const leading = 9;
  const lines = wrap(caption, font, captionSize, QR_SIZE);
  const padding = 6;
  const width = QR_SIZE + 2 * padding;
  const height = padding + QR_SIZE + lines.length * leading + 2 * padding;
  const x = BAND / 2 - width / 2;
  const top = centreY + height / 2;
  const radius = 8;
  // A rounded tile (SVG path: y grows downwards from the top-left corner).
  page.drawSvgPath(
    `M ${radius} 0 H ${width - radius} A ${radius} ${radius} 0 0 1 ${width} ${radius} V ${height - radius} A ${radius} ${radius} 0 0 1 ${width - radius} ${height} H ${radius} A ${radius} ${radius} 0 0 1 0 ${height - radius} V ${radius} A ${radius} ${radius} 0 0 1 ${radius} 0 Z`,
    { x, y: top, color: colour(BRAND.surface) },
  );
  page.drawImage(image, {
    x: BAND / 2 - QR_SIZE / 2,
    y: top - padding - QR_SIZE,
    width: QR_SIZE,
    height: QR_SIZE,
  });
  lines.forEach((text, index) => {
    page.drawText(text, {
      x: BAND / 2 - font.widthOfTextAtSize(text, captionSize) / 2,
      y: top - padding - QR_SIZE - (index + 1) * leading + 1,
      size: captionSize,
      font,
      color: MUTED,
    });
  });
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
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`Bon cadeau ${voucher.code} – ${clinic.name}`);
  pdf.setAuthor(clinic.name);
  pdf.setSubject(`${voucher.title} de ${formatEuros(voucher.amount)}`.replace(/\u202F/g, '\u00A0'));
  pdf.setLanguage('fr-FR');
  pdf.setCreator(clinic.name);
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);

  const files = await pdfFontFiles();
  const [sans, sansBold, serif, serifItalic] = await Promise.all(
    [files.sans, files.sansBold, files.serif, files.serifItalic].map((bytes) =>
      pdf.embedFont(bytes, { subset: true }),
    ),
  );
  if (!sans || !sansBold || !serif || !serifItalic) throw new Error('PDF fonts missing');

  const accent =
    voucher.kind === 'custom' ? CUSTOM_ACCENT : (ACCENTS[voucher.colour ?? ''] ?? CUSTOM_ACCENT);
  const page = pdf.addPage([WIDTH, HEIGHT]);

  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: PAGE });
  page.drawRectangle({ x: 0, y: 0, width: BAND, height: HEIGHT, color: TEAL });
  const wordmark = wrap(clinic.name, serif, 21, BAND - 48);
  wordmark.forEach((text, index) => {
    page.drawText(text, {
      x: 24,
      y: HEIGHT - 52 - index * 24,
      size: 21,
      font: serif,
      color: ON_TEAL,
    });
  });
  const taglineY = HEIGHT - 52 - wordmark.length * 24 - 4;
  wrap(facts.emails.layout.tagline, sans, 7, BAND - 48).forEach((text, index) => {
    page.drawText(text, {
      x: 24,
      y: taglineY - index * 11,
      size: 7,
      font: sans,
      color: ON_TEAL_MUTED,
    });
  });
  await drawQrTile(
    pdf,
    page,
    `${siteUrl}${deskVoucherPath(voucher.code)}`,
    copy.qrCaption,
    sans,
    172,
  );
  const addressLines = [`${clinic.street}`, `${clinic.postalCode} ${clinic.city}`, clinic.phone];
  addressLines.forEach((text, index) => {
    page.drawText(pdfText(text, sans), {
      x: 24,
      y: 62 - index * 12,
      size: 8,
      font: sans,
      color: ON_TEAL_MUTED,
    });
  });

  const left = BAND + 28;
  const inner = WIDTH - left - 28;
  const centre = left + inner / 2;
  page.drawRectangle({ x: left, y: HEIGHT - 30, width: inner, height: 3, color: accent });
  drawCentred(page, copy.heading, { font: serifItalic, size: 36, color: TEXT }, centre, 342, inner);
  drawCentred(
    page,
    voucher.title,
    { font: sansBold, size: 10, color: accent, minSize: 7 },
    centre,
    320,
    inner,
  );
  drawCentred(
    page,
    formatEuros(voucher.amount),
    { font: serif, size: 50, color: TEXT },
    centre,
    265,
    inner,
  );

  const columns: [string, string, number][] = [
    [copy.from, voucher.senderName, left + inner / 4],
    [copy.to, voucher.recipientName, left + (3 * inner) / 4],
  ];
  for (const [label, name, x] of columns) {
    drawCentred(page, label, { font: sans, size: 7.5, color: MUTED }, x, 236, inner / 2 - 12);
    drawCentred(
      page,
      name,
      { font: serif, size: 18, color: TEXT, minSize: 10 },
      x,
      216,
      inner / 2 - 12,
    );
  }

  const codeStyle = { font: sansBold, size: 16, color: TEXT };
  const codeWidth = widthOf(voucher.code, sansBold, 16);
  const boxWidth = codeWidth + 48;
  page.drawRectangle({
    x: centre - boxWidth / 2,
    y: 160,
    width: boxWidth,
    height: 34,
    color: colour(BRAND.surface),
    borderColor: accent,
    borderWidth: 1,
  });
  drawCentred(page, copy.code, { font: sans, size: 7, color: MUTED }, centre, 199, inner);
  drawCentred(page, voucher.code, codeStyle, centre, 172, inner);
  drawCentred(
    page,
    fillTemplate(copy.validUntil, { date: formatValidUntil(voucher.validUntil) }),
    { font: sansBold, size: 10.5, color: TEXT },
    centre,
    140,
    inner,
  );

  const termsUrl = `${siteUrl}${facts.terms.path}`.replace(/^https?:\/\//, '');
  const conditions = wrap(fillTemplate(copy.conditions, { terms: termsUrl }), sans, 7.5, inner);
  conditions.forEach((text, index) => {
    const width = sans.widthOfTextAtSize(text, 7.5);
    page.drawText(text, {
      x: centre - width / 2,
      y: 120 - index * 10.5,
      size: 7.5,
      font: sans,
      color: MUTED,
    });
  });
  page.drawLine({
    start: { x: left + 40, y: 74 },
    end: { x: left + inner - 40, y: 74 },
    thickness: 0.6,
    color: BORDER,
  });
  drawCentred(
    page,
    copy.present,
    { font: serifItalic, size: 11, color: TEXT, minSize: 8 },
    centre,
    56,
    inner,
  );
  drawCentred(
    page,
    clinic.name,
    { font: sans, size: 7.5, color: MUTED, minSize: 6 },
    centre,
    38,
    inner,
  );

  if (voucher.message !== undefined && voucher.message.trim() !== '') {
    drawMessagePage(pdf, voucher, facts, { serif, serifItalic, sans }, accent);
  }
  return pdf.save();
}

const MESSAGE_MAX_LINES = 14;

export function messageLines(
  message: string,
  font: PDFFont,
  size: number,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of message.replace(/\r\n?/g, '\n').split('\n')) {
    // A word wider than the page (a long link, no spaces) is cut where it must be.
    const pieces = pdfText(paragraph, font)
      .split(' ')
      .flatMap((word) => {
        const parts = [''];
        for (const char of word) {
          const last = parts.at(-1) ?? '';
          if (last !== '' && font.widthOfTextAtSize(last + char, size) > maxWidth) parts.push(char);
          else parts[parts.length - 1] = last + char;
        }
        return parts;
      });
    const packed = pack(pieces, font, size, maxWidth);
    lines.push(...(packed.length === 0 ? [''] : packed));
  }
  while (lines.length > 0 && lines.at(-1)?.trim() === '') lines.pop();
  if (lines.length <= MESSAGE_MAX_LINES) return lines;
  const kept = lines.slice(0, MESSAGE_MAX_LINES);
  let last = kept.at(-1) ?? '';
  while (last.length > 0 && font.widthOfTextAtSize(`${last}…`, size) > maxWidth) {
    last = last.slice(0, -1);
  }
  kept[MESSAGE_MAX_LINES - 1] = `${last.trimEnd()}…`;
  return kept;
}

function drawMessagePage(
  pdf: PDFDocument,
  voucher: Voucher,
  facts: SiteFacts,
  fonts: { serif: PDFFont; serifItalic: PDFFont; sans: PDFFont },
  accent: RGB,
): void {
  const page = pdf.addPage([WIDTH, HEIGHT]);
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: PAGE });
  page.drawRectangle({ x: 0, y: 0, width: 12, height: HEIGHT, color: TEAL });
  const left = 60;
  const inner = WIDTH - 2 * left;
  const centre = WIDTH / 2;
  page.drawRectangle({ x: left, y: HEIGHT - 30, width: inner, height: 3, color: accent });
  drawCentred(
    page,
    fillTemplate(facts.emails.pdf.messageTitle, { sender: voucher.senderName }),
    { font: fonts.serifItalic, size: 26, color: TEXT, minSize: 14 },
    centre,
    HEIGHT - 80,
    inner,
  );
  const size = 14;
  const leading = 19;
  const lines = messageLines(voucher.message ?? '', fonts.serif, size, inner);
  const top = HEIGHT / 2 + ((lines.length - 1) * leading) / 2 - 10;
  lines.forEach((text, index) => {
    const width = fonts.serif.widthOfTextAtSize(text, size);
    page.drawText(text, {
      x: centre - width / 2,
      y: top - index * leading,
      size,
      font: fonts.serif,
      color: TEXT,
    });
  });
  drawCentred(
    page,
    facts.clinic.name,
    { font: fonts.sans, size: 7.5, color: MUTED, minSize: 6 },
    centre,
    38,
    inner,
  );
}
