/**
 * Property tests of the register's transitions: whatever sequence of events the desk, Stripe and
 * the worker apply, a balance stays between 0 and the amount paid, a void voucher stays void, the
 * history only grows, every item written still passes the register's schema, the item is due at
 * its earliest pending job, and a voucher is sent to its recipient once per schedule.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  completeJob,
  failJob,
  initialJobs,
  leaseJob,
  markBounced,
  resendToRecipient,
  scheduleDelivery,
} from '../src/register/jobs.ts';
import { JOB_KINDS, VoucherItemSchema, type VoucherItem } from '../src/register/schema.ts';
import { addDays, parisDay } from '../src/voucher/model.ts';
import { refundedCents } from '@clinique/api/desk';
import {
  failAttempt,
  leaseFulfilment,
  markClinicNotified,
  markEmailed,
  noteDispute,
  recordUse,
  refund,
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
    recipientEmail: 'elise@example.com',
    delivery: {
      email: 'elise@example.com',
      on: '2026-12-24',
      state: 'scheduled',
      deliveredAt: null,
      bouncedAt: null,
    },
    jobs: initialJobs('2027-11-25', { email: 'elise@example.com', date: '2026-12-24' }, start),
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
    fc.record({ kind: fc.constant('dispute' as const), opened: fc.boolean(), lost: fc.boolean() }),
    fc.record({ kind: fc.constant('lease' as const) }),
    fc.record({ kind: fc.constant('fail' as const) }),
    fc.record({ kind: fc.constant('emailed' as const) }),
    fc.record({ kind: fc.constant('notified' as const) }),
    // The jobs after the sale, more often: a sending takes a lease, a send and its record.
    ...[1, 2, 3].flatMap(() => [
      fc.record({ kind: fc.constant('leaseJob' as const), job: fc.constantFrom(...JOB_KINDS) }),
      fc.record({ kind: fc.constant('sentJob' as const), job: fc.constantFrom(...JOB_KINDS) }),
      fc.record({ kind: fc.constant('failJob' as const), job: fc.constantFrom(...JOB_KINDS) }),
      fc.record({ kind: fc.constant('bounce' as const) }),
      fc.record({
        kind: fc.constant('reschedule' as const),
        days: fc.integer({ min: 0, max: 400 }),
        again: fc.boolean(),
      }),
    ]),
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
      // Stripe's running total: one lower than the last is a late event.
      return refund(now, action.cents, false, `Remboursé (evt_${action.cents})`);
    case 'dispute':
      return noteDispute(
        now,
        { opened: action.opened, lost: !action.opened && action.lost },
        'evt',
      );
    case 'lease':
      return leaseFulfilment(now);
    case 'fail':
      return failAttempt(now, 'SES down');
    case 'emailed':
      return markEmailed(now, 'paul@example.com');
    case 'notified':
      return markClinicNotified(now, 'contact@clinique.example');
    case 'leaseJob':
      return leaseJob(action.job, now);
    case 'sentJob':
      return completeJob(action.job, now, 'someone@example.com');
    case 'failJob':
      return failJob(action.job, now, 'SES down');
    case 'bounce':
      return markBounced(now, 'Elise@example.com');
    case 'reschedule':
      return scheduleDelivery(
        now,
        { email: 'elise@example.com', on: addDays(parisDay(now), action.days) },
        'accueil@clinique.example',
        action.again ? 'again' : 'change',
      );
  }
}

const count = (item: VoucherItem, type: string) =>
  item.history.filter((event) => event.type === type).length;

describe('voucher transitions', () => {
  it('keep every invariant under any sequence of events', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.boolean(),
        fc.array(step, { maxLength: 40 }),
        (amountCents, fulfilled, steps) => {
          let item = voucher(amountCents);
          if (fulfilled) {
            const done = markClinicNotified(start, 'c@example.com')(item);
            const emailed = done.ok ? markEmailed(start, 'paul@example.com')(done.item) : done;
            if (emailed.ok) item = emailed.item;
          }
          let wasVoid = false;
          for (const { minutes, action } of steps) {
            const now = new Date(start.getTime() + minutes * 60_000);
            const outcome = transition(action, now)(item);
            if (!outcome.ok) continue;
            const next = outcome.item;
            expect(next.balanceCents).toBeGreaterThanOrEqual(0);
            expect(next.balanceCents).toBeLessThanOrEqual(next.amountCents);
            // What Stripe gave back is never also owed, even after a use is reversed.
            const refundedSoFar = refundedCents(next);
            expect(next.balanceCents).toBeLessThanOrEqual(
              Math.max(0, next.amountCents - refundedSoFar),
            );
            expect(next.history.slice(0, item.history.length)).toEqual(item.history);
            if (wasVoid) expect(next.status).toBe('void');
            if (next.status !== 'void') {
              expect(next.status === 'used').toBe(next.balanceCents === 0);
            }
            expect(v.safeParse(VoucherItemSchema, next).success).toBe(true);
            // Once the fulfilment is over, the item is due at its earliest pending job, or not;
            // once the buyer has the voucher, no job waits for the clinic's notification.
            const pending = Object.values(next.jobs ?? {})
              .filter((job) => job.state === 'pending')
              .map((job) => job.at)
              .sort();
            if (next.fulfilment.state !== 'pending') {
              expect(next.dueAt).toBe(pending[0]);
              expect(next.dueShard).toBe(pending[0] === undefined ? undefined : 'due');
            } else if (next.fulfilment.buyerEmailedAt !== null && pending[0] !== undefined) {
              expect([next.dueAt, pending[0]].sort()[0]).toBe(next.dueAt);
            }
            // One sending per schedule; one reminder, only while something remains to use.
            expect(count(next, 'delivered')).toBeLessThanOrEqual(
              1 + count(next, 'delivery_changed'),
            );
            expect(count(next, 'reminded')).toBeLessThanOrEqual(1);
            // A job is sent only once leased; the reminder is leased only while usable.
            if (count(next, 'reminded') > count(item, 'reminded')) {
              expect(item.jobs?.reminder?.leaseUntil).not.toBeNull();
            }
            if (action.kind === 'leaseJob' && action.job === 'reminder') {
              if (next.jobs?.reminder?.leaseUntil != null) {
                expect(next.status).toBe('active');
                expect(next.balanceCents).toBeGreaterThan(0);
              }
            }
            wasVoid ||= next.status === 'void';
            item = next;
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('send a voucher to its recipient once per schedule, however workers and the desk interleave', () => {
    const deliveryStep = fc.record({
      minutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
      action: fc.oneof(
        fc.record({
          kind: fc.constant('leaseJob' as const),
          job: fc.constant('delivery' as const),
        }),
        fc.record({ kind: fc.constant('sentJob' as const), job: fc.constant('delivery' as const) }),
        fc.record({ kind: fc.constant('failJob' as const), job: fc.constant('delivery' as const) }),
        fc.record({
          kind: fc.constant('reschedule' as const),
          days: fc.integer({ min: 0, max: 3 }),
          again: fc.boolean(),
        }),
        fc.record({ kind: fc.constant('bounce' as const) }),
      ),
    });
    fc.assert(
      fc.property(fc.array(deliveryStep, { maxLength: 30 }), (steps) => {
        const fresh = voucher(10_000);
        const notified = markClinicNotified(start, 'c@example.com')(fresh);
        const emailed = notified.ok
          ? markEmailed(start, 'paul@example.com')(notified.item)
          : notified;
        if (!emailed.ok) throw new Error('not fulfilled');
        let item = emailed.item;
        // Times only move forward: a delivery planned for 2026-12-24, sweeps from the 23rd.
        let now = new Date('2026-12-23T10:00:00Z').getTime();
        for (const { minutes, action } of steps) {
          now += minutes * 60_000;
          const outcome = transition(action, new Date(now))(item);
          if (!outcome.ok) continue;
          const next = outcome.item;
          expect(count(next, 'delivered')).toBeLessThanOrEqual(1 + count(next, 'delivery_changed'));
          if (count(next, 'delivered') > count(item, 'delivered')) {
            // Sent only when due, leased, and not void.
            expect(Date.parse(item.jobs?.delivery?.leaseUntil ?? '')).toBeGreaterThan(0);
            expect(next.delivery?.state === 'delivered' || next.delivery?.state === 'bounced').toBe(
              true,
            );
          }
          item = next;
        }
      }),
      { numRuns: 300 },
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

  it('leave a gift as it is when its sending is saved again unchanged', () => {
    const item = voucher(10_000);
    const now = new Date('2026-12-01T10:00:00Z');
    const same = { email: 'elise@example.com', on: '2026-12-24' };
    expect(scheduleDelivery(now, same, 'a')(item)).toEqual({ ok: true, item });
    const moved = scheduleDelivery(now, { ...same, on: '2026-12-25' }, 'a')(item);
    expect(moved.ok && moved.item.history.at(-1)?.type).toBe('delivery_changed');
  });

  it('resend a gift to its recipient once when the desk asks twice before it leaves', () => {
    const now = new Date('2026-12-26T10:00:00Z');
    const scheduled = voucher(10_000);
    const sending = { email: 'elise@example.com', on: '2026-12-24', bouncedAt: null };
    const delivered = { ...sending, state: 'delivered' as const, deliveredAt: start.toISOString() };
    const item = { ...scheduled, delivery: delivered };
    const first = resendToRecipient(now, 'a')(item);
    expect(first.ok && first.item.history.at(-1)).toMatchObject({ type: 'resent' });
    if (!first.ok) return;
    expect(resendToRecipient(now, 'a')(first.item)).toEqual({ ok: true, item: first.item });
    // Due today but never sent: still not the desk's to resend.
    const today = { ...sending, on: '2026-12-26', state: 'scheduled' as const, deliveredAt: null };
    const dueToday = { ...scheduled, delivery: today };
    expect(resendToRecipient(now, 'a')(dueToday)).toEqual({ ok: false, reason: 'not_sent' });
  });
});
