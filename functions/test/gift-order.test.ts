/**
 * Who receives the voucher, when, and with what message: the order's validation at its
 * boundaries (the Paris day, the last day of validity, 300 characters, line breaks).
 */
import { catalog } from '@clinique/catalog';
import { fillTemplate, formatDate } from '@clinique/catalog/format';
import { describe, expect, it } from 'vitest';
import { orderMetadata, readOrder } from '../src/payment/metadata.ts';
import { validateOrder } from '../src/payment/request.ts';
import { siteFacts } from '../src/site-facts.ts';
import { voucherOffer } from '../scripts/sample-vouchers.ts';

const text = catalog.interfaceText.vouchers;
const popular = voucherOffer('popular');
const order = {
  giftType: popular.title,
  amount: popular.price,
  senderName: 'Paul Martin',
  recipientName: 'Élise Durand',
  email: 'paul@example.fr',
  attempt: 'a1B2c3D4e5F6g7H8i9J0',
  acceptTerms: true,
};
// 23:30 in Paris on 31 January (22:30 UTC): the clinic's day is still the 31st.
const now = new Date('2027-01-31T22:30:00Z');
const toRecipient = (extra: Record<string, unknown>) => ({
  ...order,
  deliverTo: 'recipient',
  recipientEmail: 'elise@example.org',
  deliverOn: '2027-01-31',
  ...extra,
});

function accepted(input: Record<string, unknown>, at = now) {
  const result = validateOrder(input, siteFacts, at);
  if (!result.ok) throw new Error(`refused: ${result.failure.message}`);
  return result.order;
}

/** The refusal, with one French message per faulty field. */
function refused(input: Record<string, unknown>, at = now) {
  const result = validateOrder(input, siteFacts, at);
  if (result.ok) throw new Error('accepted');
  const { failure } = result;
  if (!('fields' in failure)) throw new Error(`not a field's problem: ${failure.message}`);
  return failure;
}

describe('the voucher’s recipient and delivery day', () => {
  it('goes to the buyer by default: no delivery, whatever recipient fields were left', () => {
    expect(accepted(order)).toMatchObject({ delivery: undefined, message: undefined });
    // "Moi" chosen after typing an address: the form still posts the hidden fields.
    const left = accepted({ ...order, deliverTo: 'buyer', recipientEmail: 'x', deliverOn: 'y' });
    expect(left.delivery).toBeUndefined();
    expect(orderMetadata(left)).not.toHaveProperty('recipient_email');
  });

  it('sends to the recipient from today (Paris) to the last day of validity', () => {
    expect(accepted(toRecipient({})).delivery).toEqual({
      email: 'elise@example.org',
      date: '2027-01-31',
    });
    // From 31 January, the last day is the last of the month `validityMonths` later.
    const day = (month: number, date: number) =>
      new Date(Date.UTC(2027, month, date)).toISOString().slice(0, 10);
    const last = day(popular.validityMonths + 1, 0);
    expect(accepted(toRecipient({ deliverOn: last })).delivery?.date).toBe(last);
    expect(refused(toRecipient({ deliverOn: day(popular.validityMonths + 1, 1) })).fields).toEqual({
      deliverOn: fillTemplate(text.deliverOnTooLate, { last: formatDate(last) }),
    });
    expect(refused(toRecipient({ deliverOn: '2027-01-30' })).fields).toEqual({
      deliverOn: text.deliverOnPast,
    });
    // The title as the order is priced (trimmed, composed): its validity bounds the day too.
    const loose = { giftType: ` ${order.giftType.normalize('NFD')} `, deliverOn: '2031-01-01' };
    expect(refused(toRecipient(loose)).fields).toHaveProperty('deliverOn');
  });

  it('counts the days in Paris: past midnight there, yesterday (UTC) is refused', () => {
    const afterMidnight = new Date('2027-01-31T23:30:00Z'); // 00:30 on 1 February in Paris
    expect(refused(toRecipient({ deliverOn: '2027-01-31' }), afterMidnight).fields).toEqual({
      deliverOn: text.deliverOnPast,
    });
    expect(accepted(toRecipient({ deliverOn: '2027-02-01' }), afterMidnight).delivery?.date).toBe(
      '2027-02-01',
    );
  });

  it('uses the custom voucher’s own validity (clamped at the end of a month)', () => {
    const { custom } = siteFacts.vouchers;
    const input = toRecipient({ giftType: custom.giftType, amount: custom.minimum });
    const last = new Date(Date.UTC(2027, 0 + custom.validityMonths + 1, 0))
      .toISOString()
      .slice(0, 10);
    expect(accepted({ ...input, deliverOn: last }).delivery?.date).toBe(last);
    expect(refused({ ...input, deliverOn: `${last.slice(0, 8)}${'32'}` }).fields).toEqual({
      deliverOn: text.deliverOnInvalid,
    });
  });

  it('requires the address and the day when the recipient is chosen, in French', () => {
    expect(refused(toRecipient({ recipientEmail: '', deliverOn: '' })).fields).toEqual({
      recipientEmail: text.recipientEmailMissing,
      deliverOn: text.deliverOnMissing,
    });
    expect(refused(toRecipient({ recipientEmail: undefined })).fields).toEqual({
      recipientEmail: text.recipientEmailMissing,
    });
    for (const recipientEmail of ['elise', 'elise@example', 'a@b.fr\r\nBcc: x@y.fr', 'é@x.fr']) {
      expect(refused(toRecipient({ recipientEmail })).fields).toEqual({
        recipientEmail: text.recipientEmailInvalid,
      });
    }
    for (const deliverOn of ['31/01/2027', '2027-02-30', '2027-1-31', 20270131]) {
      expect(refused(toRecipient({ deliverOn })).fields).toEqual({
        deliverOn: deliverOn === 20270131 ? text.deliverOnMissing : text.deliverOnInvalid,
      });
    }
    expect(refused(toRecipient({ deliverTo: 'voisin' })).fields).toEqual({
      deliverTo: text.deliverToInvalid,
    });
  });

  it('reports every problem at once, the terms’ box included', () => {
    const failure = refused(
      toRecipient({ senderName: '', recipientEmail: 'x', acceptTerms: undefined }),
    );
    expect(Object.keys(failure.fields).sort()).toEqual(
      ['acceptTerms', 'recipientEmail', 'senderName'].sort(),
    );
  });
});

describe('the personal message', () => {
  it('is optional, trimmed, and kept with its line breaks (CRLF read as one)', () => {
    expect(accepted({ ...order, message: '   ' }).message).toBeUndefined();
    const message = accepted({
      ...order,
      message: ' Joyeux anniversaire !\r\nBises,\r\nPaul ',
    }).message;
    expect(message).toBe('Joyeux anniversaire !\nBises,\nPaul');
  });

  it('takes 300 characters, not 301 (a CRLF counting as one)', () => {
    expect(accepted({ ...order, message: 'é'.repeat(300) }).message).toHaveLength(300);
    expect(
      accepted({ ...order, message: `${'a'.repeat(149)}\r\n${'b'.repeat(150)}` }).message,
    ).toHaveLength(300);
    expect(refused({ ...order, message: 'a'.repeat(301) }).fields).toEqual({
      message: fillTemplate(text.messageTooLong, { max: 300 }),
    });
  });

  it('takes 10 lines, not 11, whatever their length (each blank line counting)', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `Ligne ${i}`);
    expect(accepted({ ...order, message: lines(10).join('\r\n') }).message).toBe(
      lines(10).join('\n'),
    );
    expect(refused({ ...order, message: `A\n\n${lines(9).join('\n')}` }).fields).toEqual({
      message: fillTemplate(text.messageTooManyLines, { max: 10 }),
    });
  });

  it('refuses control characters other than line breaks', () => {
    for (const message of ['Coucou\u0000', 'a\u001Bb', 'a\u2028b', 'a\u0085b']) {
      expect(refused({ ...order, message }).fields).toEqual({ message: text.messageInvalid });
    }
    expect(refused({ ...order, message: 42 }).fields).toHaveProperty('message');
  });

  it('reaches the session’s metadata, and is read back the same by the webhook', () => {
    const placed = accepted(toRecipient({ message: 'Pour tes 30 ans\r\n<b>ça</b> & plus' }));
    const metadata = orderMetadata(placed);
    expect(metadata).toMatchObject({
      recipient_email: 'elise@example.org',
      deliver_on: '2027-01-31',
      gift_message: 'Pour tes 30 ans\n<b>ça</b> & plus',
    });
    expect(readOrder(metadata)).toMatchObject({
      delivery: placed.delivery,
      message: placed.message,
    });
  });
});
