/** What the worker sends after the sale, as pure transitions; `dueAt` is the earliest job. */
import { addDays, parisDay, parisInstant } from '../voucher/model.ts';
import { DESK_RULES } from '@clinique/api/desk';
import type { Delivery, HistoryType, Job, JobKind, VoucherItem } from './schema.ts';
import {
  failedAttempt,
  FULFILMENT_LEASE_MS,
  isExpired,
  ok,
  refuse,
  RETRY_DELAYS_MS,
  withEvent,
  withNextDue,
  type Transition,
} from './transitions.ts';

export const SEND_HOUR = 8;

export const REMINDER_DAYS_BEFORE = 30;

/** A bounce usually arrives first, and cancels the « delivered » note. */
export const DELIVERY_NOTE_DELAY_MS = 10 * 60_000;

export function pendingJob(at: string): Job {
  return { state: 'pending', at, attempts: 0, leaseUntil: null, lastError: null };
}

function deliveryTime(on: string, now: Date): string {
  return on <= parisDay(now) ? now.toISOString() : parisInstant(on, SEND_HOUR).toISOString();
}

/** The reminder only if its day comes after the voucher reached its holder. */
export function initialJobs(
  validUntil: string,
  delivery: { email: string; date: string } | undefined,
  now: Date,
): NonNullable<VoucherItem['jobs']> {
  const reminderDay = addDays(validUntil, -REMINDER_DAYS_BEFORE);
  const remind = reminderDay > (delivery?.date ?? parisDay(now));
  return {
    ...(delivery === undefined ? {} : { delivery: pendingJob(deliveryTime(delivery.date, now)) }),
    ...(remind ? { reminder: pendingJob(parisInstant(reminderDay, SEND_HOUR).toISOString()) } : {}),
  };
}

/** A gift to send to `email` on the day `on`. */
export const scheduledDelivery = (email: string, on: string): Delivery => ({
  email,
  on,
  state: 'scheduled',
  deliveredAt: null,
  bouncedAt: null,
});

export function holderEmail(item: VoucherItem): string {
  return item.delivery?.state === 'delivered' ? item.delivery.email : item.buyerEmail;
}

function setJob(item: VoucherItem, kind: JobKind, job: Job): VoucherItem {
  return { ...item, jobs: { ...item.jobs, [kind]: job } };
}

function dropped(item: VoucherItem, kind: JobKind, now: Date): Job['state'] | undefined {
  if (item.status === 'void') return 'cancelled';
  if (kind === 'resend' || kind === 'earlyNote' || kind === 'addressNote') return undefined;
  if (kind === 'reminder') {
    const holderHasIt = item.delivery === undefined || item.delivery.state === 'delivered';
    const usable = item.status === 'active' && item.balanceCents > 0 && !isExpired(item, now);
    return holderHasIt && usable ? undefined : 'skipped';
  }
  if (item.delivery === undefined) return 'cancelled';
  if (kind === 'deliveryNote' && item.delivery.state !== 'delivered') return 'cancelled';
  if (kind === 'bounceNote' && item.delivery.state !== 'bounced') return 'cancelled';
  return undefined;
}

export function leaseJob(kind: JobKind, now: Date): Transition {
  return (item) => {
    const job = item.jobs?.[kind];
    if (job === undefined || job.state !== 'pending') return refuse('job_over');
    // The buyer's confirmation goes first; the clinic's notification holds nothing up.
    const { state, buyerEmailedAt } = item.fulfilment;
    if (state === 'pending' && buyerEmailedAt === null) return refuse('not_due');
    const at = now.getTime();
    if (Date.parse(job.at) > at) return refuse('not_due');
    if (Date.parse(job.leaseUntil ?? '') > at) return refuse('leased');
    const drop = dropped(item, kind, now);
    if (drop !== undefined) {
      return ok(withNextDue(setJob(item, kind, { ...job, state: drop, leaseUntil: null })));
    }
    const until = new Date(at + FULFILMENT_LEASE_MS).toISOString();
    return ok(withNextDue(setJob(item, kind, { ...job, at: until, leaseUntil: until })));
  };
}

/** A resend was recorded when asked for: its sending adds nothing more. */
const DONE_EVENTS: Record<JobKind, HistoryType | undefined> = {
  delivery: 'delivered',
  deliveryNote: 'delivery_confirmed',
  bounceNote: 'bounce_reported',
  reminder: 'reminded',
  resend: undefined,
  earlyNote: 'delivery_confirmed',
  addressNote: 'delivery_confirmed',
};

export function completeJob(kind: JobKind, now: Date, to: string): Transition {
  return (item) => {
    const job = item.jobs?.[kind];
    // Only a leased job is sent: one already done (by a worker whose lease ran out) stays as is.
    if (job === undefined || job.state !== 'pending' || job.leaseUntil === null) return ok(item);
    const event = DONE_EVENTS[kind];
    let next = setJob(
      event === undefined ? item : { ...item, history: withEvent(item, now, event, { note: to }) },
      kind,
      { ...job, state: 'done', leaseUntil: null, lastError: null },
    );
    // A bounce may be recorded before the send is: it stays, and the buyer is told of it only.
    if (kind === 'delivery' && next.delivery !== undefined && next.delivery.state !== 'bounced') {
      const delivery: Delivery = {
        ...next.delivery,
        state: 'delivered',
        deliveredAt: now.toISOString(),
        bouncedAt: null,
      };
      const noteAt = new Date(now.getTime() + DELIVERY_NOTE_DELAY_MS).toISOString();
      next = setJob({ ...next, delivery }, 'deliveryNote', pendingJob(noteAt));
    }
    return ok(withNextDue(next));
  };
}

export function failJob(
  kind: JobKind,
  now: Date,
  error: string,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): Transition {
  return (item) => {
    const job = item.jobs?.[kind];
    if (job === undefined || job.state !== 'pending') return refuse('job_over');
    const { failed, history, retryAt } = failedAttempt(item, job, now, error, delaysMs);
    if (retryAt !== undefined) {
      return ok(withNextDue(setJob({ ...item, history }, kind, { ...failed, at: retryAt })));
    }
    let given = setJob({ ...item, history }, kind, { ...failed, state: 'failed' });
    if (kind === 'delivery' && given.delivery !== undefined) {
      given = { ...given, delivery: { ...given.delivery, state: 'failed' } };
    }
    return ok(withNextDue(given));
  };
}

/** A report for another address, or a second one, changes nothing. */
export function markBounced(now: Date, address: string): Transition {
  return (item) => {
    const { delivery } = item;
    if (delivery?.email.toLowerCase() !== address.toLowerCase() || delivery.state === 'bounced') {
      return ok(item);
    }
    let next: VoucherItem = {
      ...item,
      delivery: { ...delivery, state: 'bounced', bouncedAt: now.toISOString() },
      history: withEvent(item, now, 'bounced', { note: delivery.email }),
    };
    const note = next.jobs?.deliveryNote;
    if (note?.state === 'pending') {
      next = setJob(next, 'deliveryNote', { ...note, state: 'cancelled', leaseUntil: null });
    }
    next = setJob(next, 'bounceNote', pendingJob(now.toISOString()));
    return ok(withNextDue(next));
  };
}

/** The buyer's own address refused the voucher: noted once, for the clinic to reach them. */
export function markBuyerBounced(now: Date, address: string): Transition {
  return (item) =>
    item.buyerEmail.toLowerCase() !== address.toLowerCase() ||
    item.history.some((event) => event.type === 'buyer_bounced')
      ? ok(item)
      : ok({ ...item, history: withEvent(item, now, 'buyer_bounced', { note: address }) });
}

/** A gift still due on a later day: sending it sooner is `sendEarly`'s, the buyer told. */
const dueLater = (item: VoucherItem, now: Date) =>
  item.delivery?.state === 'scheduled' && item.delivery.on > parisDay(now);

/**
 * Not for a void voucher, nor once delivered unless `how` is `again`; today instead of a later day
 * only `early`.
 */
export function scheduleDelivery(
  now: Date,
  change: { email: string; on: string },
  actor: string,
  how: 'change' | 'again' | 'early' = 'change',
): Transition {
  return (item) => {
    if (item.status === 'void') return refuse('void');
    if (item.delivery === undefined) return refuse('no_delivery');
    if (item.delivery.state === 'delivered' && how !== 'again') return refuse('already_delivered');
    if (change.on < parisDay(now) || change.on > item.validUntil) return refuse('invalid_date');
    if (how === 'change' && change.on === parisDay(now) && dueLater(item, now)) {
      return refuse('send_now');
    }
    if (Date.parse(item.jobs?.delivery?.leaseUntil ?? '') > now.getTime()) return refuse('leased');
    // Saved again as it was (a second tap): nothing to record, nothing to send sooner.
    const { state, email, on } = item.delivery;
    if (how === 'change' && state === 'scheduled' && email === change.email && on === change.on) {
      return ok(item);
    }
    const delivery = scheduledDelivery(change.email, change.on);
    const note = `${change.email} · ${change.on}`;
    const history = withEvent(item, now, 'delivery_changed', { actor, note });
    const next = { ...item, delivery, recipientEmail: change.email, history };
    return ok(withNextDue(setJob(next, 'delivery', pendingJob(deliveryTime(change.on, now)))));
  };
}

/** The e-mails of this voucher a desk asked for on `now`'s Paris day. */
export function resendsOn(item: Pick<VoucherItem, 'history'>, now: Date, actor?: string): number {
  const today = parisDay(now);
  return item.history.filter(
    (event) =>
      event.type === 'resent' &&
      parisDay(new Date(event.at)) === today &&
      (actor === undefined || event.actor === actor),
  ).length;
}

/** An address neither the buyer's nor the recipient's: the buyer is told. */
function isNewAddress(item: VoucherItem, to: string): boolean {
  const known = [item.buyerEmail, item.recipientEmail, item.delivery?.email];
  return !known.some((address) => address?.toLowerCase() === to.toLowerCase());
}

/** Recorded here, sent by the worker: the voucher's PDF to `to`, the buyer told if `to` is new. */
export function requestResend(now: Date, to: string, actor: string): Transition {
  return (item) => {
    if (item.status === 'void') return refuse('void');
    if (resendsOn(item, now) >= DESK_RULES.resendsPerVoucherPerDay)
      return refuse('too_many_resends');
    // One e-mail waits at a time: a second address waits for the first to leave.
    if (dueLater(item, now) && to.toLowerCase() === item.delivery?.email.toLowerCase()) {
      return refuse('send_now');
    }
    const waiting = item.jobs?.resend;
    if (waiting?.state === 'pending' && waiting.to !== to) return refuse('leased');
    const at = now.toISOString();
    const history = withEvent(item, now, 'resent', { actor, note: to });
    let next = setJob({ ...item, history }, 'resend', { ...pendingJob(at), to });
    if (isNewAddress(item, to)) next = setJob(next, 'addressNote', { ...pendingJob(at), to });
    return ok(withNextDue(next));
  };
}

/** A gift due on a later day sent today instead; the buyer is told of the day it was due. */
export function sendEarly(now: Date, actor: string): Transition {
  return (item) => {
    const delivery = item.delivery;
    if (item.status === 'void') return refuse('void');
    if (delivery === undefined) return refuse('no_delivery');
    if (delivery.state !== 'scheduled' || delivery.on <= parisDay(now)) {
      return refuse('not_scheduled');
    }
    const today = { email: delivery.email, on: parisDay(now) };
    const sent = scheduleDelivery(now, today, actor, 'early')(item);
    if (!sent.ok) return sent;
    const note = { ...pendingJob(now.toISOString()), to: delivery.email, was: delivery.on };
    return ok(withNextDue(setJob(sent.item, 'earlyNote', note)));
  };
}

/** « Renvoyer au bénéficiaire »: only once the voucher was sent (or its sending gave up). */
export function resendToRecipient(now: Date, actor: string): Transition {
  return (item) => {
    const delivery = item.delivery;
    if (item.status === 'void') return refuse('void');
    if (delivery === undefined) return refuse('no_delivery');
    if (delivery.state === 'scheduled') {
      // Asked again before the worker sent it (a retry after a lost answer): already done.
      const last = item.history.at(-1);
      const today = parisDay(now);
      const retried =
        delivery.on === today &&
        last?.type === 'resent' &&
        last.note === delivery.email &&
        parisDay(new Date(last.at)) === today;
      return retried ? ok(item) : refuse('not_sent');
    }
    if (isExpired(item, now)) return refuse('expired');
    if (resendsOn(item, now) >= DESK_RULES.resendsPerVoucherPerDay)
      return refuse('too_many_resends');
    const today = { email: delivery.email, on: parisDay(now) };
    const again = scheduleDelivery(now, today, actor, 'again')(item);
    if (!again.ok) return again;
    // Counted as a resend, like the others, not as a change of the sending.
    const history = withEvent(item, now, 'resent', { actor, note: delivery.email });
    return ok({ ...again.item, history });
  };
}
