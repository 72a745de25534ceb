import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import { deskVoucherPath } from '@clinique/catalog/desk';
import jsQR from 'jsqr';
import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  StandardFonts,
  decodePDFRawStream,
} from 'pdf-lib';
import { extractText, extractTextItems } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { siteFacts } from '../src/site-facts.ts';
import { voucherCode } from '../src/voucher/code.ts';
import { Face, renderVoucherPdf } from '../src/voucher/pdf.ts';
import type { Voucher } from '../src/voucher/model.ts';
import { sampleCustomVoucher, sampleVoucher } from '../scripts/sample-vouchers.ts';

/** The catalog's popular offer, with a code as the webhook makes one. */
function voucher(overrides: Partial<Voucher> = {}): Voucher {
  return sampleVoucher({ code: voucherCode('cs_test_pdf', 'x'.repeat(32)), ...overrides });
}

/** Every kind of space made a plain space (the PDF's text, a price formatted for fr-FR). */
const plainSpaces = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ');

/** The PDF's text, with every kind of space made a plain space. */
async function text(bytes: Uint8Array): Promise<string> {
  const { text: content } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return plainSpaces(content);
}

/** The text runs of the PDF's page, as drawn: one `drawText` is one run. */
async function textRuns(bytes: Uint8Array): Promise<string[]> {
  const { items } = await extractTextItems(new Uint8Array(bytes));
  return (items[0] ?? []).map((item) => item.str);
}

/**
 * What the QR codes among the PDF's images decode to. The images are read from the saved file with
 * pdf-lib (unpdf's `extractImages` needs Node 22's ArrayBuffer methods); jsQR reads RGBA pixels.
 */
async function decodedQrCodes(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  const decoded: string[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = object.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber();
    const height = object.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber();
    const channels = object.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceRGB') ? 3 : 1;
    const pixels = decodePDFRawStream(object).decode();
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        rgba[pixel * 4 + channel] = pixels[pixel * channels + (channels === 1 ? 0 : channel)] ?? 0;
      }
      rgba[pixel * 4 + 3] = 255;
    }
    const qr = jsQR(rgba, width, height);
    if (qr) decoded.push(qr.data);
  }
  return decoded;
}

describe('voucher PDF', () => {
  it('is one A5 page with the clinic, offer, amount, names, code, validity and use', async () => {
    const bytes = await renderVoucherPdf(
      voucher(),
      siteFacts,
      new Date('2026-03-12T10:00:00Z'),
      'https://www.clinique.example',
    );
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 420]); // A5 landscape, points
    expect(document.getTitle()).toBe(`Bon cadeau ${voucher().code} – ${siteFacts.clinic.name}`);

    const content = await text(bytes);
    expect(content).toContain(siteFacts.clinic.name);
    expect(content).toContain(siteFacts.emails.pdf.heading);
    expect(content).toContain(voucher().title);
    expect(content).toContain(plainSpaces(formatEuros(voucher().amount)));
    expect(content).toContain(`${siteFacts.emails.pdf.from} Zoë Lefèvre`);
    expect(content).toContain(`${siteFacts.emails.pdf.to} Amélie Côté`);
    expect(content).toContain(voucher().code);
    expect(content).toContain(
      fillTemplate(siteFacts.emails.pdf.validUntil, { date: '23/11/2027' }),
    );
    expect(content).toContain(siteFacts.clinic.phone);
    expect(content).toContain(`${siteFacts.clinic.postalCode} ${siteFacts.clinic.city}`);
  });

  it('states the conditions of use and where the terms of sale are', async () => {
    const content = await text(
      await renderVoucherPdf(voucher(), siteFacts, new Date(), 'https://www.clinique.example'),
    );
    const terms = `www.clinique.example${siteFacts.terms.path}`;
    expect(content).toContain(
      plainSpaces(fillTemplate(siteFacts.emails.pdf.conditions, { terms })),
    );
  });

  it('carries a QR code of the voucher’s desk page, with its caption', async () => {
    const sold = voucher();
    const bytes = await renderVoucherPdf(
      sold,
      siteFacts,
      new Date('2026-03-12T10:00:00Z'),
      'https://www.clinique.example',
    );
    expect(await decodedQrCodes(bytes)).toEqual([
      `https://www.clinique.example/espace-clinique/bon/${sold.code}`,
    ]);
    expect(deskVoucherPath(sold.code)).toBe(`/espace-clinique/bon/${sold.code}`);
    expect(await text(bytes)).toContain(siteFacts.emails.pdf.qrCaption);
  });

  it('draws the code whole, in one run of text, however wide its letters', async () => {
    const wide = 'BC-WMWMWMWMWM';
    const runs = await textRuns(await renderVoucherPdf(voucher({ code: wide }), siteFacts));
    expect(runs).toContain(wide);
  });

  it('embeds the site’s typefaces (Inter, Cormorant Garamond), subset, and no standard font', async () => {
    const bytes = await renderVoucherPdf(voucher(), siteFacts);
    const document = await PDFDocument.load(bytes);
    const fonts: string[] = [];
    let fontFiles = 0;
    for (const [, object] of document.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFDict)) continue;
      if (object.get(PDFName.of('Type')) === PDFName.of('Font')) {
        fonts.push(String(object.get(PDFName.of('BaseFont'))));
      }
      if (object.has(PDFName.of('FontFile2')) || object.has(PDFName.of('FontFile3'))) fontFiles++;
    }
    expect(fonts.some((font) => /^\/Inter-(Regular|SemiBold)-/.test(font))).toBe(true);
    expect(fonts.some((font) => /^\/CormorantGaramond-SemiBold(Italic)?-/.test(font))).toBe(true);
    expect(fonts.filter((font) => /Helvetica|Times|Courier/.test(font))).toEqual([]);
    expect(fontFiles).toBe(4);
    // Subset: the whole PDF weighs less than one of the fonts it embeds.
    expect(bytes.length).toBeLessThan(60_000);
  });

  // Every offer of the catalog, and the largest custom amount (a thousands separator).
  it.each([
    ...siteFacts.vouchers.offers.map((offer) => voucher({ offerId: offer.id })),
    sampleCustomVoucher(siteFacts.vouchers.custom.maximum),
  ])('shows $title with its amount in euros ($amount)', async (sold) => {
    const content = await text(await renderVoucherPdf(sold, siteFacts));
    expect(content).toContain(sold.title);
    expect(content).toContain(plainSpaces(formatEuros(sold.amount)));
  });

  it('puts the buyer’s message on a second page, under « Paul vous écrit : », its lines as typed', async () => {
    const message = 'Joyeux anniversaire !\n\n<b>Profite</b> bien & à bientôt,\nPaul';
    const bytes = await renderVoucherPdf(voucher({ message, senderName: 'Paul' }), siteFacts);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const { items } = await extractTextItems(new Uint8Array(bytes));
    const runs = (items[1] ?? [])
      .map((item) => plainSpaces(item.str))
      .filter((run) => run.trim() !== '');
    expect(runs).toEqual([
      plainSpaces(fillTemplate(siteFacts.emails.pdf.messageTitle, { sender: 'Paul' })),
      'Joyeux anniversaire !',
      '<b>Profite</b> bien & à bientôt,',
      'Paul',
      siteFacts.clinic.name,
    ]);
  });

  it('prints a message’s emoji as typed, from an embedded emoji font, subset', async () => {
    const message = 'Bonne fête Julie ❤️ 🎂';
    const bytes = await renderVoucherPdf(voucher({ message, senderName: 'Hélène' }), siteFacts);
    const { items } = await extractTextItems(new Uint8Array(bytes));
    const page = (items[1] ?? []).map((item) => item.str).join('');
    expect(page).toContain('Bonne fête Julie ❤');
    expect(page).toContain('🎂');
    expect(page).not.toContain('?');
    const document = await PDFDocument.load(bytes);
    const fonts = [...document.context.enumerateIndirectObjects()].flatMap(([, object]) =>
      object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font')
        ? [String(object.get(PDFName.of('BaseFont')))]
        : [],
    );
    expect(fonts.some((font) => /NotoEmoji/.test(font))).toBe(true);
    // A few glyphs of the emoji font, not its half megabyte.
    expect(bytes.length).toBeLessThan(80_000);
  });

  it('draws names the fonts cannot encode without failing: base letters, emoji, `?` for the rest', async () => {
    const bytes = await renderVoucherPdf(
      voucher({ senderName: 'Łukasz Nguyễn 😀', recipientName: '李雷 & Ørjan' }),
      siteFacts,
    );
    const content = await text(bytes);
    expect(content).toContain(`${siteFacts.emails.pdf.from} Lukasz Nguyen 😀`);
    expect(content).toContain(`${siteFacts.emails.pdf.to} ?? & Ørjan`);
  });

  it('prints a long name whole, on two lines; cuts only what two lines cannot hold', async () => {
    const long = 'Marie-Christine de La Tour d’Auvergne-Lauraguais et toute sa famille';
    const content = await text(await renderVoucherPdf(voucher({ recipientName: long }), siteFacts));
    expect(content.replace(/\s+/g, ' ')).toContain(long);
    const widest = 'W'.repeat(80);
    const cut = await text(await renderVoucherPdf(voucher({ recipientName: widest }), siteFacts));
    expect(cut).toMatch(/W+\s+W+…/);
    expect(cut).not.toContain(widest);
  });

  it('maps U+202F (from Intl fr-FR) to a no-break space the font has', async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    const face = new Face([font]);
    expect(face.prepare('1\u202F000\u00A0€')).toBe('1\u00A0000\u00A0€');
    expect(() => font.encodeText(face.prepare('« Éclat » – ’œ… €\u202F'))).not.toThrow();
  });
});
