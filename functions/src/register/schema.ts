/** One DynamoDB item per code, read and written through these schemas only. Money in cents. */
import * as v from 'valibot';
import { DELIVERY_STATES, DESK_HISTORY_TYPES } from '@clinique/api/desk';
import { isEmailAddress } from '@clinique/api/text';
import { VOUCHER_CODE_PATTERN } from '@clinique/api/voucher-code';
import { DUE_SHARD } from './table.ts';

export const VOUCHER_STATUSES = ['active', 'used', 'void'] as const;

/** The desk's answers carry the history as is: one list for both. */
export type HistoryType = (typeof DESK_HISTORY_TYPES)[number];

export const SYSTEM_ACTOR = 'system';
export const STRIPE_ACTOR = 'stripe';

const instant = v.pipe(v.string(), v.isoTimestamp());
const day = v.pipe(v.string(), v.isoDate());
const cents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000));
const text = v.pipe(v.string(), v.maxLength(1000));
/** The order form's rule: an address it takes is one the register keeps. */
const address = v.pipe(v.string(), v.check(isEmailAddress));
/** A fulfilment's or a job's tries: another worker may take over after `leaseUntil`. */
const tries = {
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  leaseUntil: v.nullable(instant),
  lastError: v.nullable(text),
};

export const HistoryEventSchema = v.object({
  at: instant,
  actor: v.pipe(v.string(), v.nonEmpty(), v.maxLength(320)),
  type: v.picklist(DESK_HISTORY_TYPES),
  amountCents: v.optional(cents),
  treatment: v.optional(text),
  note: v.optional(text),
});
export type HistoryEvent = v.InferOutput<typeof HistoryEventSchema>;

export const FulfilmentSchema = v.object({
  state: v.picklist(['pending', 'done', 'failed', 'cancelled']),
  ...tries,
  buyerEmailedAt: v.nullable(instant),
  clinicNotifiedAt: v.nullable(instant),
  /** After a failed try: not tried again before. */
  at: v.optional(instant),
});

export const JobSchema = v.object({
  state: v.picklist(['pending', 'done', 'failed', 'cancelled', 'skipped']),
  at: instant,
  ...tries,
  /** A resend's address, or the one a buyer's notice names. */
  to: v.optional(address),
  /** An early sending's notice: the day it was due. */
  was: v.optional(day),
});
export type Job = v.InferOutput<typeof JobSchema>;

/** `resend`: the voucher again, at a desk's request; `earlyNote`, `addressNote`: the buyer told. */
export const JobsSchema = v.object({
  delivery: v.optional(JobSchema),
  deliveryNote: v.optional(JobSchema),
  bounceNote: v.optional(JobSchema),
  reminder: v.optional(JobSchema),
  resend: v.optional(JobSchema),
  earlyNote: v.optional(JobSchema),
  addressNote: v.optional(JobSchema),
});
export type JobKind = keyof typeof JobsSchema.entries;
export const JOB_KINDS = Object.keys(JobsSchema.entries) as JobKind[];

/** Absent: the voucher went to the buyer at once. */
export const DeliverySchema = v.object({
  email: address,
  on: day,
  state: v.picklist(DELIVERY_STATES),
  deliveredAt: v.nullable(instant),
  bouncedAt: v.nullable(instant),
});
export type Delivery = v.InferOutput<typeof DeliverySchema>;

export const VoucherItemSchema = v.object({
  code: v.pipe(v.string(), v.regex(VOUCHER_CODE_PATTERN)),
  status: v.picklist(VOUCHER_STATUSES),
  issuedAt: instant,
  validUntil: day,
  amountCents: cents,
  balanceCents: cents,
  kind: v.picklist(['offer', 'custom']),
  offerId: v.pipe(v.string(), v.nonEmpty()),
  title: text,
  giftType: text,
  validityMonths: v.pipe(v.number(), v.integer(), v.minValue(1)),
  colour: v.optional(v.string()),
  sessionId: v.pipe(v.string(), v.startsWith('cs_')),
  paymentIntentId: v.optional(v.pipe(v.string(), v.startsWith('pi_'))),
  cgvVersion: v.optional(day),
  orderedAt: instant,
  buyerName: text,
  /** Lower case: the desk's index by buyer. */
  buyerEmail: v.pipe(address, v.toLowerCase()),
  recipientName: text,
  recipientEmail: v.optional(address),
  /** Never in a header. */
  message: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  delivery: v.optional(DeliverySchema),
  fulfilment: FulfilmentSchema,
  jobs: v.optional(JobsSchema),
  /** Set while the worker has something to do (the sparse `due` index). */
  dueShard: v.optional(v.literal(DUE_SHARD)),
  dueAt: v.optional(instant),
  history: v.array(HistoryEventSchema),
  /** Optimistic lock: every write expects the version it read. */
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type VoucherItem = v.InferOutput<typeof VoucherItemSchema>;
