/** Every change a voucher can go through, as pure functions that refuse with a reason. */
import {
  balanceAfterReversal,
  isDisputed,
  refundedCents,
  reversibleCents,
} from '@clinique/api/desk';
import type { SiteFacts } from '../facts.ts';
import { parisDay } from '../voucher/model.ts';
import { DUE_SHARD } from './table.ts';
import {
  STRIPE_ACTOR,
  SYSTEM_ACTOR,
  type HistoryEvent,
  type HistoryType,
  type VoucherItem,
} from './schema.ts';

/** A refusal the desk words in its catalog text, or one the desk and the worker handle apart. */
export type RefusalReason =
  | keyof SiteFacts['desk']['refusals']
  | 'not_due'
  | 'fulfilment_over'
  | 'balance_changed'
  | 'job_over'
  | 'too_many_resends';

export type Outcome = { ok: true; item: VoucherItem } | { ok: false; reason: RefusalReason };

export type Transition = (item: VoucherItem) => Outcome;

/** Ten attempts over about 25 hours, then `failed` and an alert for a person. */
export const RETRY_DELAYS_MS: readonly number[] = [1, 5, 15, 30, 60, 120, 240, 480, 540].map(
  (minutes) => minutes * 60_000,
);

/** Far above a run: a PDF and two e-mails. */
export const FULFILMENT_LEASE_MS = 2 * 60_000;

export const ok = (item: VoucherItem): Outcome => ({ ok: true, item });
export const refuse = (reason: RefusalReason): Outcome => ({ ok: false, reason });

export function withEvent(
  item: VoucherItem,
  now: Date,
  type: HistoryType,
  fields: { actor?: string; amountCents?: number; treatment?: string; note?: string } = {},
): VoucherItem['history'] {
  const event: HistoryEvent = {
    at: now.toISOString(),
    actor: fields.actor ?? SYSTEM_ACTOR,
    type,
    ...(fields.amountCents === undefined ? {} : { amountCents: fields.amountCents }),
    ...(fields.treatment === undefined ? {} : { treatment: fields.treatment }),
    ...(fields.note === undefined ? {} : { note: fields.note }),
  };
  return [...item.history, event];
}

/**
 * Due at the pending fulfilment's next try or the earliest pending job, whichever comes first. The
 * jobs wait for the buyer's confirmation, never for the clinic's notification.
 */
export function withNextDue(item: VoucherItem): VoucherItem {
  const { state, buyerEmailedAt, leaseUntil, at } = item.fulfilment;
  const pending = state === 'pending';
  const jobs = pending && buyerEmailedAt === null ? [] : Object.values(item.jobs ?? {});
  const next = [
    ...(pending ? [leaseUntil ?? at ?? item.dueAt] : []),
    ...jobs.filter((job) => job.state === 'pending').map((job) => job.at),
  ]
    .filter((time) => time !== undefined)
    .sort()[0];
  const rest = { ...item };
  delete rest.dueShard;
  delete rest.dueAt;
  return next === undefined ? rest : { ...rest, dueShard: DUE_SHARD, dueAt: next };
}

export function isExpired(item: Pick<VoucherItem, 'validUntil'>, now: Date): boolean {
  return parisDay(now) > item.validUntil;
}

export function displayStatus(item: VoucherItem, now: Date): VoucherItem['status'] | 'expired' {
  return item.status === 'active' && isExpired(item, now) ? 'expired' : item.status;
}

export function leaseFulfilment(now: Date): Transition {
  return (item) => {
    if (item.fulfilment.state !== 'pending') return refuse('fulfilment_over');
    if (item.status === 'void') {
      const fulfilment = { ...item.fulfilment, state: 'cancelled' as const, leaseUntil: null };
      return ok(withNextDue({ ...item, fulfilment }));
    }
    const at = now.getTime();
    const due = item.fulfilment.at ?? item.dueAt;
    if (due !== undefined && Date.parse(due) > at) return refuse('not_due');
    if (Date.parse(item.fulfilment.leaseUntil ?? '') > at) return refuse('leased');
    const until = new Date(at + FULFILMENT_LEASE_MS).toISOString();
    // Due again when the lease ends: a worker that dies mid-way is taken over by the next sweep.
    return ok(withNextDue({ ...item, fulfilment: { ...item.fulfilment, leaseUntil: until } }));
  };
}

function finishIfComplete(item: VoucherItem): VoucherItem {
  const { buyerEmailedAt, clinicNotifiedAt } = item.fulfilment;
  if (buyerEmailedAt === null || clinicNotifiedAt === null) return withNextDue(item);
  return withNextDue({
    ...item,
    fulfilment: { ...item.fulfilment, state: 'done', leaseUntil: null, lastError: null },
  });
}

/** One e-mail of the fulfilment sent: recorded once, the fulfilment done after both. */
const markSent =
  (step: 'buyerEmailedAt' | 'clinicNotifiedAt', type: HistoryType) =>
  (now: Date, to: string): Transition =>
  (item) =>
    item.fulfilment[step] !== null
      ? ok(item)
      : ok(
          finishIfComplete({
            ...item,
            fulfilment: { ...item.fulfilment, [step]: now.toISOString() },
            history: withEvent(item, now, type, { note: to }),
          }),
        );

export const markEmailed = markSent('buyerEmailedAt', 'emailed');
export const markClinicNotified = markSent('clinicNotifiedAt', 'clinic_notified');

/** `tries` failed once more: retried at `retryAt`, or given up once no delay is left. */
export function failedAttempt<T extends { attempts: number }>(
  item: VoucherItem,
  tries: T,
  now: Date,
  error: string,
  delaysMs: readonly number[],
) {
  const attempts = tries.attempts + 1;
  const note = error.slice(0, 500);
  const failed = { ...tries, attempts, leaseUntil: null, lastError: note };
  const delay = delaysMs[attempts - 1];
  const history = withEvent(item, now, 'email_failed', { note });
  if (delay !== undefined) {
    return { failed, history, retryAt: new Date(now.getTime() + delay).toISOString() };
  }
  const gaveUp = withEvent({ ...item, history }, now, 'fulfilment_failed', {
    note: `${attempts} tentatives`,
  });
  return { failed, history: gaveUp, retryAt: undefined };
}

export function failAttempt(now: Date, error: string, delaysMs = RETRY_DELAYS_MS): Transition {
  return (item) => {
    if (item.fulfilment.state !== 'pending') return refuse('fulfilment_over');
    const { failed, history, retryAt } = failedAttempt(item, item.fulfilment, now, error, delaysMs);
    const fulfilment =
      retryAt === undefined ? { ...failed, state: 'failed' as const } : { ...failed, at: retryAt };
    return ok(withNextDue({ ...item, fulfilment, history }));
  };
}

/** A use or its reversal: the new balance, and the status it gives (used once nothing is left). */
const withBalance = (item: VoucherItem, balanceCents: number) =>
  ok({ ...item, balanceCents, status: balanceCents === 0 ? 'used' : 'active' });

/** With `seenBalanceCents`, refuses if another desk moved the balance since it was read. */
export function recordUse(
  now: Date,
  amountCents: number,
  actor: string,
  details: { treatment?: string; note?: string; seenBalanceCents?: number } = {},
): Transition {
  return (item) => {
    if (details.seenBalanceCents !== undefined && details.seenBalanceCents !== item.balanceCents) {
      return refuse('balance_changed');
    }
    if (item.status === 'void') return refuse('void');
    if (item.status === 'used') return refuse('used');
    if (isExpired(item, now)) return refuse('expired');
    if (isDisputed(item)) return refuse('disputed');
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return refuse('invalid_amount');
    if (amountCents > item.balanceCents) return refuse('over_balance');
    // withEvent keeps the treatment and the note, and only when set.
    const history = withEvent(item, now, 'used', { ...details, actor, amountCents });
    return withBalance({ ...item, history }, item.balanceCents - amountCents);
  };
}

/** A reversal is a counter-entry: the use stays in the history. */
export function reverseUse(now: Date, index: number, actor: string): Transition {
  return (item) => {
    const amountCents = reversibleCents(item, index, now);
    if (typeof amountCents === 'string') return refuse(amountCents);
    const history = withEvent(item, now, 'use_reversed', { actor, amountCents, note: `#${index}` });
    return withBalance({ ...item, history }, balanceAfterReversal(item, amountCents));
  };
}

export function voidVoucher(now: Date, reason: string, actor: string): Transition {
  return (item) => {
    if (item.status === 'void') return ok(item);
    return ok({
      ...item,
      status: 'void',
      history: withEvent(item, now, 'voided', { actor, note: reason }),
    });
  };
}

/**
 * Stripe's running total of refunds: only its new part is recorded and leaves the balance, so a
 * replayed or late event changes nothing. A full refund, or one that empties the balance, voids.
 */
export function refund(now: Date, totalCents: number, full: boolean, reason: string): Transition {
  return (item) => {
    const newCents = totalCents - refundedCents(item);
    const refunded =
      newCents > 0
        ? {
            ...item,
            balanceCents: Math.max(0, item.balanceCents - newCents),
            history: withEvent(item, now, 'refunded', {
              actor: STRIPE_ACTOR,
              amountCents: newCents,
              note: reason,
            }),
          }
        : item;
    const emptied = item.balanceCents > 0 && refunded.balanceCents === 0;
    return full || emptied ? voidVoucher(now, reason, STRIPE_ACTOR)(refunded) : ok(refunded);
  };
}

/** Voided because a dispute was lost: the void and the dispute's closing carry one note. */
export function lostToDispute(item: Pick<VoucherItem, 'history'>): boolean {
  const lost = new Set(item.history.filter((e) => e.type === 'dispute_closed').map((e) => e.note));
  return item.history.some((e) => e.type === 'voided' && e.note !== undefined && lost.has(e.note));
}

/**
 * Dispute `id` opened, or closed: lost, the bank took the money back and the voucher is void. Its
 * closing is kept whatever came before, so an opening replayed or late after it changes nothing.
 */
export function noteDispute(
  now: Date,
  change: { opened: boolean; lost: boolean },
  id: string,
  note = id,
): Transition {
  return (item) => {
    const closed = item.history.some((e) => e.type === 'dispute_closed' && e.note?.includes(id));
    const known = change.opened ? closed || isDisputed(item) : closed;
    const type = change.opened ? 'disputed' : 'dispute_closed';
    const noted = known
      ? item
      : { ...item, history: withEvent(item, now, type, { actor: STRIPE_ACTOR, note }) };
    if (!change.lost || known) return ok(noted);
    // Voided even if a desk voided it first: the export reads the bank's taking from this event.
    const history = withEvent(noted, now, 'voided', { actor: STRIPE_ACTOR, note });
    return ok({ ...noted, status: 'void', history });
  };
}
