/**
 * Property-based tests (fast-check) of the buyer's personal message: whatever it holds (any
 * unicode, lone surrogates, control characters, markup, header-like lines, thousands of
 * characters, one endless word), the PDF is drawn and readable, the e-mails' HTML has exactly
 * the template's elements (the message is text), their plain text carries it as typed, and it
 * never reaches a header. Messages the order accepts also go through SES (the local one).
 */
import { fillTemplate } from '@clinique/catalog/format';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSesMailer } from '../src/mail/mailer.ts';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGE_MAX_LINES } from '@clinique/catalog/voucher-orders';
import { siteFacts } from '../src/site-facts.ts';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_EXCEPT_TAB_LF } from '@clinique/api/text';
import { voucherCode } from '../src/voucher/code.ts';
import {
  buyerEmail,
  clinicNotification,
  recipientEmail,
  voucherAttachment,
} from '../src/voucher/emails.ts';
import { pdfFontkit } from '../src/voucher/fontkit.ts';
import { pdfFontFiles } from '../src/voucher/fonts.ts';
import { Face, MESSAGE_WIDTH, messageLayout, renderVoucherPdf } from '../src/voucher/pdf.ts';
import type { Voucher } from '../src/voucher/model.ts';
import { sampleVoucher } from '../scripts/sample-vouchers.ts';
import { startTestStack, uniqueEmail, type TestStack } from './helpers.ts';

const SITE = 'https://www.clinique.example';

const hostileMessage = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ unit: 'grapheme', maxLength: GIFT_MESSAGE_MAX }),
  // eslint-disable-next-line no-control-regex -- control characters are the point
  fc.stringMatching(/^[\u0000-\u001f\u007f-\u009f\u2028\u2029a-z\n]{1,40}$/),
  fc.constantFrom(
    'Bonne fête\r\nBcc: victime@example.com\r\n\r\n<html>',
    '</td></tr></table><script>alert(1)</script><img src=x onerror=alert(1)>',
    '"><a href="javascript:alert(1)">clic</a>',
    '\uD800\uDFFF\uD800',
    '😀👩‍👩‍👧 李雷 Ørjan Łukasz مرحبا שלום',
    'x'.repeat(3000),
    'é\n'.repeat(400),
    `https://example.com/${'a'.repeat(500)}`,
    '\t\t\n\n \u00A0\u202F',
  ),
);

function voucher(message: string): Voucher {
  return sampleVoucher({
    code: voucherCode('cs_test_message', 'x'.repeat(32)),
    message,
    delivery: { email: 'beneficiaire@example.com', date: '2027-02-14' },
  });
}

/** The elements of an HTML document, by name and count (`<br>` apart: the message's lines). */
function elements(html: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [, name] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)) {
    const key = (name ?? '').toLowerCase();
    if (key !== 'br') counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46]); // %PDF

describe('the personal message, hostile (property-based)', () => {
  /** The message page's typeface, embedded as the PDF embeds it. */
  async function messageFace(): Promise<Face> {
    const document = await PDFDocument.create();
    document.registerFontkit(pdfFontkit);
    const files = await pdfFontFiles();
    return new Face([await document.embedFont(files.serif), await document.embedFont(files.emoji)]);
  }

  it('never breaks the PDF’s text: every line drawable by the font, within the page', async () => {
    // Drawing a whole PDF takes a second or two (subset fonts): the layout is checked on its own.
    const font = await messageFace();
    fc.assert(
      fc.property(hostileMessage, (message) => {
        const { lines, size, leading } = messageLayout(message, font, MESSAGE_WIDTH);
        expect(size).toBeGreaterThanOrEqual(10);
        // The room of 14 lines at 14 pt on 19 pt, between the title and the clinic's name.
        expect(lines.length * leading).toBeLessThanOrEqual(14 * 19);
        for (const line of lines) {
          for (const run of font.runs(line)) {
            expect(() => run.font.encodeText(run.text)).not.toThrow();
          }
          expect(font.width(line, size)).toBeLessThanOrEqual(MESSAGE_WIDTH);
          expect(line).not.toMatch(/[\n\r]/);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('draws any message the order accepts whole: no line lost, nothing cut', async () => {
    const font = await messageFace();
    // The widest letters, emoji, ideographs, spaces and line breaks, as many as the order takes.
    const line = fc.string({
      unit: fc.constantFrom('W', 'M', 'm', '@', 'é', '—', '😀', '李', ' '),
      maxLength: GIFT_MESSAGE_MAX,
      size: 'max',
    });
    const accepted = fc
      .array(line, { minLength: 1, maxLength: GIFT_MESSAGE_MAX_LINES, size: 'max' })
      .map((lines) => lines.join('\n').slice(0, GIFT_MESSAGE_MAX));
    const letters = (text: string) => text.replace(/\s+/g, '');
    fc.assert(
      fc.property(accepted, (message) => {
        const { lines } = messageLayout(message, font, MESSAGE_WIDTH);
        expect(letters(lines.join(''))).toBe(letters(font.prepare(message)));
      }),
      { numRuns: 300 },
    );
  });

  it('prints every line of a long message of ten lines, smaller', async () => {
    // Ten lines, every other one too wide for the page at 14 pt.
    const lines = Array.from({ length: 10 }, (_, i) => `L${i} ${'W'.repeat(i % 2 ? 45 : 1)}`);
    expect(lines.join('\n').length).toBeLessThanOrEqual(GIFT_MESSAGE_MAX);
    const { size } = messageLayout(lines.join('\n'), await messageFace(), MESSAGE_WIDTH);
    expect(size).toBeLessThan(14);
    const bytes = await renderVoucherPdf(voucher(lines.join('\n')), siteFacts, new Date(), SITE);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    // Each wide line is wrapped: the text read back has its letters, in order, whatever the breaks.
    const letters = text.replace(/\s+/g, '');
    for (const line of lines) expect(letters).toContain(line.replace(/\s+/g, ''));
  });

  it.each([
    [
      'markup and a header',
      'Bonne fête\r\nBcc: victime@example.com\r\n\r\n<script>alert(1)</script>',
    ],
    ['other alphabets, emoji, lone surrogates', '😀👩‍👩‍👧 李雷 Ørjan Łukasz مرحبا\uD800 \u0000\u0007'],
    ['one endless word, many lines', `${'x'.repeat(3000)}${'\né'.repeat(100)}`],
  ])('draws the whole PDF with %s: two pages, readable', async (_, message) => {
    const bytes = await renderVoucherPdf(voucher(message), siteFacts, new Date(), SITE);
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(2);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain(voucher(message).code);
    const title = fillTemplate(siteFacts.emails.pdf.messageTitle, { sender: '' }).trim();
    expect(text.replace(/\s+/g, ' ')).toContain(title.replace(/\s+/g, ' '));
  });

  it('never breaks the e-mails: the message is text in the HTML, as typed in the plain text, in no header', async () => {
    const attachment = voucherAttachment(voucher(''), PDF_BYTES);
    const mails = (message: string) => [
      recipientEmail(voucher(message), 'beneficiaire@example.com', attachment, siteFacts, SITE),
      buyerEmail(voucher(message), 'acheteur@example.com', attachment, siteFacts, SITE),
      clinicNotification(
        voucher(message),
        'acheteur@example.com',
        'cs_test_message',
        attachment,
        siteFacts,
        'clinique@example.com',
        SITE,
      ),
    ];
    const baseline = mails('Un mot.').map((mail) => elements(mail.html));
    await fc.assert(
      fc.property(hostileMessage, (message) => {
        mails(message).forEach((mail, index) => {
          if (message.trim() === '') return;
          expect(elements(mail.html)).toEqual(baseline[index]);
          expect(mail.text).toContain(message);
          for (const header of [mail.subject, ...mail.to, ...(mail.replyTo ?? [])]) {
            expect(CONTROL_CHARACTERS.test(header)).toBe(false);
            if (message.trim().length > 3) expect(header).not.toContain(message.trim());
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('the personal message through SES (local)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('any message the order accepts is sent, the subject intact, the message in the body', async () => {
    const mailer = createSesMailer(stack.config.mail, siteFacts.clinic.name);
    const accepted = hostileMessage.filter(
      (message) =>
        message.trim() !== '' &&
        message.length <= GIFT_MESSAGE_MAX &&
        !CONTROL_CHARACTERS_EXCEPT_TAB_LF.test(message) &&
        // A lone surrogate cannot be written in UTF-8 (JSON.stringify escapes, SES refuses).
        !/\p{Cs}/u.test(message),
    );
    await fc.assert(
      fc.asyncProperty(accepted, async (message) => {
        const to = uniqueEmail('beneficiaire');
        const mail = recipientEmail(
          voucher(message),
          to,
          voucherAttachment(voucher(''), PDF_BYTES),
          siteFacts,
          SITE,
        );
        await mailer.send(mail);
        const [stored] = (await stack.mails()).filter((sent) => sent.destination.to.includes(to));
        expect(stored?.subject).toBe(mail.subject);
        expect(stored?.destination).toEqual({ to: [to], cc: [], bcc: [] });
        expect(stored?.body.text).toContain(message.replace(/\r\n?/g, '\n'));
      }),
      { numRuns: 25 },
    );
  });
});
