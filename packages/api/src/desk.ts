/**
 * The desk's contract: its routes, the bodies it reads and the answers it gives, as valibot
 * schemas. The function parses with them; the UI kit and the site's client infer their types.
 */
import { DELIVERY_STATES, DESK_HISTORY_TYPES, DESK_STATUSES } from '@clinique/catalog/desk';
import type { FunctionsCatalog } from '@clinique/catalog/functions-catalog';
import * as v from 'valibot';
import type { Route } from './route.ts';
import {
  CONTROL_CHARACTERS,
  hasFormatCharacters,
  isCalendarDay,
  isEmailAddress,
  visibleLength,
} from './text.ts';

const API = '/api/desk';
const route = <M extends Route['method'], P extends string>(method: M, path: P) =>
  ({ method, path }) as const;

export const desk = {
  /** One Lambda answers every path below it. */
  prefix: API,
  me: route('GET', `${API}/me`),
  signIn: route('POST', `${API}/sign-in`),
  session: route('POST', `${API}/session`),
  signOut: route('POST', `${API}/sign-out`),
  list: route('GET', `${API}/vouchers`),
  export: route('GET', `${API}/export.csv`),
  usesExport: route('GET', `${API}/uses.csv`),
  voucher: route('GET', `${API}/vouchers/:code`),
  use: route('POST', `${API}/vouchers/:code/uses`),
  reverse: route('POST', `${API}/vouchers/:code/reversals`),
  void: route('POST', `${API}/vouchers/:code/void`),
  resend: route('POST', `${API}/vouchers/:code/resend`),
  delivery: route('POST', `${API}/vouchers/:code/delivery`),
  /** A scheduled gift sent today instead of its day; the buyer is told. */
  sendNow: route('POST', `${API}/vouchers/:code/delivery/now`),
  /** Once sent: to the recipient again. */
  resendDelivery: route('POST', `${API}/vouchers/:code/delivery/resend`),
} as const;

/** Rules the desk's screen and its function share. */
export const DESK_RULES = {
  /** A mistaken use can be undone for this long. */
  reverseWithinMs: 24 * 3600_000,
  voidReason: { min: 3, max: 300 },
  noteMax: 300,
  /** E-mails of a voucher a desk may send in a Paris day: per voucher, per staff member. */
  resendsPerVoucherPerDay: 5,
  resendsPerStaffPerDay: 30,
} as const;

/** Stable `event` fields of the desk's log lines an alarm counts (infra/lib/monitoring.ts). */
export const DESK_EVENTS = { resent: 'voucher.resent', voided: 'voucher.voided' } as const;

/** The counter-entry of the use at `index`, if that use was undone. */
export const reversalOf = <E extends { type: string; note?: string }>(
  history: readonly E[],
  index: number,
) => history.find((entry) => entry.type === 'use_reversed' && entry.note === `#${index}`);

/** The buyer's bank disputes the payment: no use until it is closed. The screen and the API agree. */
export function isDisputed(voucher: { history: readonly { type: string }[] }): boolean {
  const last = voucher.history.findLast(
    (e) => e.type === 'disputed' || e.type === 'dispute_closed',
  );
  return last?.type === 'disputed';
}

/** What undoing the use at `index` gives back, or why it cannot: the screen and the API agree. */
export function reversibleCents(
  voucher: { status: string; history: readonly DeskHistoryEntry[] },
  index: number,
  now: Date,
) {
  if (voucher.status === 'void') return 'void';
  const use = voucher.history[index];
  if (use?.type !== 'used' || use.amountCents === undefined) return 'unknown_use';
  if (now.getTime() - Date.parse(use.at) > DESK_RULES.reverseWithinMs) return 'reverse_too_late';
  if (reversalOf(voucher.history, index) !== undefined) return 'already_reversed';
  return use.amountCents;
}

/**
 * What Stripe has given back on this voucher. `partially_refunded` events, written before refunds
 * left the balance, hold Stripe's running total and are not counted: the next refund settles them.
 */
export const refundedCents = (voucher: {
  history: readonly { type: string; amountCents?: number }[];
}) =>
  voucher.history.reduce(
    (total, e) => total + (e.type === 'refunded' ? (e.amountCents ?? 0) : 0),
    0,
  );

/** The balance once a use is undone: at most what was paid and not refunded, never owed twice. */
export const balanceAfterReversal = (
  voucher: {
    amountCents: number;
    balanceCents: number;
    history: readonly { type: string; amountCents?: number }[];
  },
  amountCents: number,
) =>
  Math.max(
    0,
    Math.min(voucher.balanceCents + amountCents, voucher.amountCents - refundedCents(voucher)),
  );

export { DELIVERY_STATES, DESK_HISTORY_TYPES, DESK_STATUSES };
export type DeskStatus = (typeof DESK_STATUSES)[number];

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));

export const DeskHistoryEntrySchema = v.object({
  at: v.string(),
  actor: v.string(),
  type: v.picklist(DESK_HISTORY_TYPES),
  amountCents: v.optional(cents),
  treatment: v.optional(v.string()),
  note: v.optional(v.string()),
});

type DeskHistoryEntry = v.InferOutput<typeof DeskHistoryEntrySchema>;

export const DeskDeliverySchema = v.object({
  email: v.string(),
  /** The Paris day it goes, `YYYY-MM-DD`. */
  on: v.string(),
  state: v.picklist(DELIVERY_STATES),
  deliveredAt: v.nullable(v.string()),
  bouncedAt: v.nullable(v.string()),
});

/** What the list and the voucher's page both show of a voucher. */
const listed = {
  code: v.string(),
  title: v.string(),
  status: v.picklist(DESK_STATUSES),
  amountCents: cents,
  balanceCents: cents,
  issuedAt: v.string(),
  validUntil: v.string(),
  buyerName: v.string(),
  buyerEmail: v.string(),
  recipientName: v.string(),
};

export const DeskVoucherSchema = v.object({
  ...listed,
  recipientEmail: v.nullable(v.string()),
  /** Null: the voucher went to the buyer. */
  delivery: v.nullable(DeskDeliverySchema),
  message: v.nullable(v.string()),
  history: v.array(DeskHistoryEntrySchema),
});
export type DeskVoucher = v.InferOutput<typeof DeskVoucherSchema>;
export type DeskDelivery = v.InferOutput<typeof DeskDeliverySchema>;

export const DeskListVoucherSchema = v.object({
  ...listed,
  /** What the clinic still owes on it: 0 once void or expired. */
  owedCents: cents,
});
export type DeskListVoucher = v.InferOutput<typeof DeskListVoucherSchema>;

/** Totals of the vouchers listed, nothing else: void ones counted apart, never in the money. */
export const DeskTotalsSchema = v.object({
  count: v.pipe(v.number(), v.integer()),
  soldCount: v.pipe(v.number(), v.integer()),
  soldCents: cents,
  voidCount: v.pipe(v.number(), v.integer()),
  owedCount: v.pipe(v.number(), v.integer()),
  owedCents: cents,
  expiringCount: v.pipe(v.number(), v.integer()),
  expiringCents: cents,
});

export const DeskListSchema = v.object({
  vouchers: v.array(DeskListVoucherSchema),
  totals: DeskTotalsSchema,
});
export type DeskList = v.InferOutput<typeof DeskListSchema>;

export const DeskListFilterSchema = v.pipe(
  v.object({
    status: v.optional(v.picklist(DESK_STATUSES)),
    /** Paris days `YYYY-MM-DD`, both included. */
    from: v.optional(v.pipe(v.string(), v.isoDate(), v.check(isCalendarDay))),
    to: v.optional(v.pipe(v.string(), v.isoDate(), v.check(isCalendarDay))),
    /** Only what expires within 30 days and still holds a balance. */
    expiring: v.optional(v.literal('1')),
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  }),
  // Dates the wrong way round would list nothing and say nothing.
  v.check(({ from, to }) => from === undefined || to === undefined || from <= to),
);
export type DeskListQuery = v.InferOutput<typeof DeskListFilterSchema>;

export const DeskSessionSchema = v.object({ email: v.string() });
export const DeskMessageSchema = v.object({ message: v.string() });
export const DeskOpenedSchema = v.object({ email: v.string(), next: v.string() });

/** A refusal; a 409 carries the voucher as it is now. */
export const DeskErrorSchema = v.object({
  error: v.string(),
  message: v.string(),
  voucher: v.optional(DeskVoucherSchema),
});

/** The French sentences the bodies' refusals give. */
type DeskRequestTexts = FunctionsCatalog['interfaceText']['desk'];

/** One line, and nothing hidden: no control, bidi or zero-width character. */
const oneLine = (value: string) => !CONTROL_CHARACTERS.test(value) && !hasFormatCharacters(value);
/** A missing field is read as empty, so its own French refusal names it. */
const required = <S extends v.GenericSchema<string | number>>(schema: S, empty: '' | -1 = '') =>
  v.optional(schema, empty);
const trimmed = (message: string) =>
  v.pipe(
    v.string(message),
    v.transform((value) => value.normalize('NFC').trim()),
  );

/**
 * « 40,50 » as typed, or a number of euros from a script; `treatments` are the choices the desk
 * offers, the last one « Autre », which needs a note.
 */
export function deskUseBody(
  texts: DeskRequestTexts,
  treatments: readonly string[],
  parseCents: (typed: string) => number | undefined,
) {
  const other = treatments.at(-1);
  return v.pipe(
    v.object({
      amount: v.pipe(
        required(v.union([v.string(), v.number()], texts.invalidAmount)),
        v.transform((typed) => parseCents(String(typed).trim())),
        v.number(texts.invalidAmount),
      ),
      treatment: required(
        v.pipe(
          trimmed(texts.unknownTreatment),
          v.check((treatment) => treatments.includes(treatment), texts.unknownTreatment),
        ),
      ),
      note: v.optional(
        v.pipe(
          trimmed(texts.noteTooLong),
          v.maxLength(DESK_RULES.noteMax, texts.noteTooLong),
          v.check(oneLine, texts.noteTooLong),
        ),
        '',
      ),
      /** The balance staff saw: refused if another desk moved it meanwhile. */
      balanceCents: v.optional(
        v.pipe(
          v.number(texts.invalidAmount),
          v.safeInteger(texts.invalidAmount),
          v.minValue(0, texts.invalidAmount),
        ),
      ),
    }),
    v.forward(
      v.check((use) => use.treatment !== other || use.note !== '', texts.otherNeedsNote),
      ['note'],
    ),
  );
}
export type DeskUseBody = v.InferInput<ReturnType<typeof deskUseBody>>;

export const deskReverseBody = (message: string) =>
  v.object({
    index: required(v.pipe(v.number(message), v.safeInteger(message), v.minValue(0, message)), -1),
  });

export const deskVoidBody = (message: string) =>
  v.object({
    reason: required(
      v.pipe(
        trimmed(message),
        v.check((value) => visibleLength(value) >= DESK_RULES.voidReason.min, message),
        v.maxLength(DESK_RULES.voidReason.max, message),
        v.check(oneLine, message),
      ),
    ),
  });

const address = (message: string) =>
  v.pipe(trimmed(message), v.toLowerCase(), v.check(isEmailAddress, message));

/** No address: to the buyer. */
export const deskResendBody = (message: string) =>
  v.object({ email: v.optional(v.union([v.literal(''), address(message)], message), '') });

export const deskDeliveryBody = (texts: DeskRequestTexts) =>
  v.object({
    email: required(address(texts.deliveryInvalidEmail)),
    date: required(
      v.pipe(
        v.string(texts.deliveryInvalidDate),
        v.check(isCalendarDay, texts.deliveryInvalidDate),
      ),
    ),
  });
