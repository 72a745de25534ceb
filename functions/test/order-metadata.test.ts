import { describe, expect, it } from 'vitest';
import { orderMetadata, readOrder, type Order } from '../src/payment/metadata.ts';

const order: Order = {
  kind: 'offer',
  offerId: 'decouverte',
  title: 'Découverte',
  giftType: 'Découverte',
  amount: 150,
  validityMonths: 12,
  senderName: 'Claire',
  recipientName: 'Marc',
  termsVersion: '2026-01-15',
};

describe('order metadata', () => {
  it('reads back an order for the buyer, without delivery or message', () => {
    expect(readOrder(orderMetadata(order))).toEqual({
      ...order,
      delivery: undefined,
      message: undefined,
    });
  });

  it('reads back a recipient, a day and a message with its line breaks', () => {
    const gift: Order = {
      ...order,
      delivery: { email: 'marc@example.fr', date: '2026-12-24' },
      message: 'Joyeux Noël !\nAvec toute mon affection.',
    };
    const metadata = orderMetadata(gift);
    expect(metadata).toMatchObject({
      recipient_email: 'marc@example.fr',
      deliver_on: '2026-12-24',
      gift_message: 'Joyeux Noël !\nAvec toute mon affection.',
    });
    expect(readOrder(metadata)).toEqual(gift);
  });

  it('refuses a recipient without a day, a bad day, or a message with control characters', () => {
    const metadata = orderMetadata(order);
    expect(readOrder({ ...metadata, recipient_email: 'marc@example.fr' })).toBeUndefined();
    expect(
      readOrder({ ...metadata, recipient_email: 'marc@example.fr', deliver_on: '2026-13-01' }),
    ).toBeUndefined();
    expect(readOrder({ ...metadata, gift_message: 'Bonjour\u0007' })).toBeUndefined();
    expect(readOrder({ ...metadata, gift_message: 'x'.repeat(301) })).toBeUndefined();
  });
});
