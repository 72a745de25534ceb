/** What the desk may do with a gift's sending, straight on the register's transitions. */
import { describe, expect, it } from 'vitest';
import { resendToRecipient } from '../src/register/jobs.ts';
import { registerItem } from './helpers.ts';

describe('« Renvoyer au bénéficiaire »', () => {
  const sent = registerItem('BC-23456789AB', '2026-03-02T09:00:00.000Z', {
    validUntil: '2026-09-02',
    recipientEmail: 'elise@example.com',
    delivery: {
      email: 'elise@example.com',
      on: '2026-03-10',
      state: 'delivered',
      deliveredAt: '2026-03-10T07:00:00.000Z',
      bouncedAt: null,
    },
  });

  it('says an expired voucher is expired, not that the date is wrong', () => {
    expect(resendToRecipient(new Date('2026-09-03T10:00:00Z'), 'accueil@x.fr')(sent)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(resendToRecipient(new Date('2026-09-02T10:00:00Z'), 'accueil@x.fr')(sent).ok).toBe(true);
  });
});
