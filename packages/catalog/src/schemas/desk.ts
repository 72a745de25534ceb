import * as v from 'valibot';
import { Text, Texts } from './primitives.ts';

/** A file of its own: the functions' bundles carry neither it nor its schema. */
export const DeskText = v.strictObject({
  /** Never indexed. */
  meta: v.strictObject({ title: Text, description: Text }),
  title: Text,
  intro: Text,
  checking: Text,
  /** Network error or 5xx. */
  failure: Text,
  signIn: Texts(['title', 'intro', 'emailLabel', 'submit', 'busy', 'sentTitle', 'restart']),
  /** A button, never a sign-in on load: mail scanners open links. */
  link: Texts(['title', 'intro', 'submit', 'busy', 'missing', 'restart']),
  /** "{email}". */
  session: v.strictObject({ signedInAs: Text, signOut: Text, busy: Text }),
  lookup: Texts(['title', 'codeLabel', 'codeHint', 'submit', 'busy']),
  /** "{date}", "{actor}". */
  voucher: v.strictObject({
    amount: Text,
    balance: Text,
    validity: Text,
    validUntil: Text,
    expiredOn: Text,
    issuedOn: Text,
    buyer: Text,
    recipient: Text,
    status: Text,
    statuses: v.strictObject({ active: Text, used: Text, void: Text, expired: Text }),
    historyTitle: Text,
    historyBy: Text,
    actors: v.strictObject({ stripe: Text, system: Text }),
    events: v.strictObject({
      issued: Text,
      emailed: Text,
      clinic_notified: Text,
      email_failed: Text,
      fulfilment_failed: Text,
      used: Text,
      use_reversed: Text,
      voided: Text,
      partially_refunded: Text,
      resent: Text,
      delivered: Text,
      delivery_confirmed: Text,
      bounced: Text,
      bounce_reported: Text,
      delivery_changed: Text,
      reminded: Text,
    }),
    /** "{date}": a day, or a day and time. */
    delivery: Texts(['scheduled', 'delivered', 'bounced', 'failed']),
    message: Text,
    /** Within 24 hours of the use: "{amount}", "{balance}". */
    reverse: Text,
    reverseConfirm: Text,
    reverseYes: Text,
    reverseNo: Text,
    reverseBusy: Text,
    reversed: Text,
    /** On the use undone: "{date}", "{actor}". */
    reversedOn: Text,
  }),
  /** "{balance}". */
  void: v.strictObject({
    title: Text,
    reasonLabel: Text,
    reasonHint: Text,
    review: Text,
    confirmTitle: Text,
    confirmText: Text,
    confirm: Text,
    back: Text,
    busy: Text,
    done: Text,
  }),
  /** E-mailing the voucher again: "{email}". */
  resend: Texts(['title', 'emailLabel', 'emailHint', 'submit', 'busy', 'sent']),
  delivery: v.strictObject({
    title: Text,
    intro: Text,
    emailLabel: Text,
    dateLabel: Text,
    /** "{date}": the last day of validity. */
    dateHint: Text,
    submit: Text,
    busy: Text,
    /** "{email}", "{date}". */
    saved: Text,
    resendIntro: Text,
    resend: Text,
    resendBusy: Text,
    /** "{email}". */
    resent: Text,
    /** Sending a scheduled gift today: "{date}" (the day it was due), "{email}". */
    sendNow: Text,
    sendNowConfirm: Text,
    sendNowYes: Text,
    sendNowNo: Text,
    sendNowBusy: Text,
    sentNow: Text,
  }),
  /** "{balance}", "{amount}", "{treatment}". */
  use: v.strictObject({
    title: Text,
    amountLabel: Text,
    amountHint: Text,
    treatmentLabel: Text,
    treatmentPlaceholder: Text,
    noteLabel: Text,
    review: Text,
    confirmTitle: Text,
    confirmText: Text,
    confirm: Text,
    busy: Text,
    back: Text,
    recorded: Text,
    closed: Text,
    /** At « Vérifier », an amount above the balance: "{balance}", "{rest}". */
    overBalance: Text,
  }),
  /** "{count}" (`one` for 0 and 1, as French counts), "{balance}", "{amount}", "{date}"… */
  list: v.strictObject({
    title: Text,
    statusLabel: Text,
    statusAll: Text,
    fromLabel: Text,
    toLabel: Text,
    searchLabel: Text,
    searchHint: Text,
    submit: Text,
    busy: Text,
    totalsTitle: Text,
    sold: Text,
    outstanding: Text,
    outstandingHint: Text,
    expiring: Text,
    expiringOnly: Text,
    count: v.strictObject({ one: Text, other: Text }),
    voided: v.strictObject({ one: Text, other: Text }),
    resultsTitle: Text,
    empty: Text,
    balanceOf: Text,
    soldTo: Text,
    export: Text,
    exportUses: Text,
    exportHint: Text,
  }),
  /** The voucher and the list are two views of the desk. */
  views: Texts(['label', 'voucher', 'list']),
  /** The QR code's address opened without a session, by the patient: "{phone}". */
  patient: Texts(['title', 'text', 'call', 'staff']),
  /** The sign-in itself needs JavaScript. */
  /** The desk needs JavaScript: signing in does. */
  noScript: v.strictObject({ notice: Text }),
});

export type DeskText = v.InferOutput<typeof DeskText>;
