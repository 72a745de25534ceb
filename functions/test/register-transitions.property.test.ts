/**
 * Property tests of the register's transitions: whatever sequence of events the desk, Stripe and
 * the worker apply, a balance stays between 0 and the amount paid, a void voucher stays void, the
 * history only grows, and every item written still passes the register's schema.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VoucherItemSchema, type VoucherItem } from '../src/register/schema.ts';
import {
  failAttempt,
  leaseFulfilment,
  markClinicNotified,
  markEmailed,
  notePartialRefund,
  recordUse,
  reverseUse,
  voidVoucher,
  type Transition,
} from '../src/register/transitions.ts';

const start = new Date('2026-11-25T10:00:00Z');

function voucher(amountCents: number): VoucherItem {
  const at = start.toISOString();
  return {
    code: 'BC-23456789AB',
    status: 'active',
    issuedAt: at,
    validUntil: '2027-11-25',
    amountCents,
    balanceCents: amountCents,
    kind: 'custom',
    offerId: 'personnalise',
    title: 'Bon Personnalisé',
    giftType: 'Bon Personnalisé',
    validityMonths: 12,
    sessionId: 'cs_test_1',
    paymentIntentId: 'pi_1',
    orderedAt: at,
    buyerName: 'Paul',
    buyerEmail: 'paul@example.com',
    recipientName: 'Élise',
    fulfilment: {
      state: 'pending',
      attempts: 0,
      buyerEmailedAt: null,
      clinicNotifiedAt: null,
      leaseUntil: null,
      lastError: null,
    },
    dueShard: 'due',
    dueAt: at,
    history: [{ at, actor: 'stripe', type: 'issued', amountCents }],
    version: 1,
  };
}

/** One event, at `minutes` after the start (up to two years: expiry included). */
const step = fc.record({
  minutes: fc.integer({ min: 0, max: 2 * 365 * 24 * 60 }),
  action: fc.oneof(
    fc.record({ kind: fc.constant('use' as const), cents: fc.integer({ min: -100, max: 60_000 }) }),
    fc.record({ kind: fc.constant('reverse' as const), index: fc.integer({ min: 0, max: 30 }) }),
    fc.record({ kind: fc.constant('void' as const) }),
    fc.record({
      kind: fc.constant('partial' as const),
      cents: fc.integer({ min: 1, max: 50_000 }),
    }),
    fc.record({ kind: fc.constant('lease' as const) }),
    fc.record({ kind: fc.constant('fail' as const) }),
    fc.record({ kind: fc.constant('emailed' as const) }),
    fc.record({ kind: fc.constant('notified' as const) }),
  ),
});

type Action = (typeof step extends fc.Arbitrary<infer T> ? T : never)['action'];

function transition(action: Action, now: Date): Transition {
  switch (action.kind) {
    case 'use':
      return recordUse(now, action.cents, 'accueil@clinique.example');
    case 'reverse':
      return reverseUse(now, action.index, 'accueil@clinique.example');
    case 'void':
      return voidVoucher(now, 'Remboursé', 'stripe');
    case 'partial':
      return notePartialRefund(now, action.cents, `evt_${action.cents}`);
    case 'lease':
      return leaseFulfilment(now);
    case 'fail':
      return failAttempt(now, 'SES down');
    case 'emailed':
      return markEmailed(now, 'paul@example.com');
    case 'notified':
      return markClinicNotified(now, 'contact@clinique.example');
  }
}

describe('voucher transitions', () => {
  it('keep every invariant under any sequence of events', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.array(step, { maxLength: 40 }),
        (amountCents, steps) => {
          let item = voucher(amountCents);
          let wasVoid = false;
          for (const { minutes, action } of steps) {
            const now = new Date(start.getTime() + minutes * 60_000);
            const outcome = transition(action, now)(item);
            if (!outcome.ok) continue;
            const next = outcome.item;
            expect(next.balanceCents).toBeGreaterThanOrEqual(0);
            expect(next.balanceCents).toBeLessThanOrEqual(next.amountCents);
            expect(next.history.slice(0, item.history.length)).toEqual(item.history);
            if (wasVoid) expect(next.status).toBe('void');
            if (next.status !== 'void') {
              expect(next.status === 'used').toBe(next.balanceCents === 0);
            }
            expect(v.safeParse(VoucherItemSchema, next).success).toBe(true);
            wasVoid ||= next.status === 'void';
            item = next;
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuse a use above the balance, of nothing, after expiry or on a void voucher', () => {
    const item = voucher(10_000);
    const now = new Date('2026-12-01T10:00:00Z');
    expect(recordUse(now, 10_001, 'a')(item)).toEqual({ ok: false, reason: 'over_balance' });
    expect(recordUse(now, 0, 'a')(item)).toEqual({ ok: false, reason: 'invalid_amount' });
    expect(recordUse(new Date('2027-11-26T10:00:00Z'), 100, 'a')(item)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const voided = voidVoucher(now, 'Remboursé', 'stripe')(item);
    expect(voided.ok && recordUse(now, 100, 'a')(voided.item)).toEqual({
      ok: false,
      reason: 'void',
    });
    const used = recordUse(now, 10_000, 'a')(item);
    expect(used.ok && used.item.status).toBe('used');
  });
});
