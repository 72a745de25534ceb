/** The schema of the desk's screens (`data/desk-screens.ts`). */
import * as v from 'valibot';
import { Text } from './primitives.ts';

/**
 * The screens of the clinic's desk (/espace-clinique), `data/desk-screens.ts`: a file of its own,
 * beside `interfaceText.desk` (the API's answers): the functions' bundles carry neither it nor
 * its schema.
 */
export const DeskScreens = v.strictObject({
  /** The page's title and description (never indexed). */
  meta: v.strictObject({ title: Text, description: Text }),
  title: Text,
  intro: Text,
  /** While the page asks whether a session is open. */
  checking: Text,
  /** The API did not answer (network, 5xx). */
  failure: Text,
  signIn: v.strictObject({
    title: Text,
    intro: Text,
    emailLabel: Text,
    submit: Text,
    busy: Text,
    sentTitle: Text,
    restart: Text,
  }),
  /** The page the e-mailed link opens: a button, never a sign-in on load (mail scanners). */
  link: v.strictObject({
    title: Text,
    intro: Text,
    submit: Text,
    busy: Text,
    missing: Text,
    restart: Text,
  }),
  /** "{email}". */
  session: v.strictObject({ signedInAs: Text, signOut: Text, busy: Text }),
  lookup: v.strictObject({
    title: Text,
    codeLabel: Text,
    codeHint: Text,
    submit: Text,
    busy: Text,
  }),
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
    /** The sending to the recipient: "{date}" (a day, or a day and time). */
    delivery: v.strictObject({
      scheduled: Text,
      delivered: Text,
      bounced: Text,
      failed: Text,
    }),
    message: Text,
    /** Undoing a use of the last 24 hours: "{amount}", "{balance}". */
    reverse: Text,
    reverseConfirm: Text,
    reverseYes: Text,
    reverseNo: Text,
    reverseBusy: Text,
    reversed: Text,
  }),
  /** Voiding the voucher, for good: a reason, then a confirm; "{balance}". */
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
  resend: v.strictObject({
    title: Text,
    emailLabel: Text,
    emailHint: Text,
    submit: Text,
    busy: Text,
    sent: Text,
  }),
  /** The recipient's address and day, before the voucher reaches them; or a new sending. */
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
  }),
  /**
   * The list and its totals, filtered by status, period of sale and a search; "{count}" (`one`
   * for 0 and 1, as French counts), "{balance}", "{amount}", "{date}", "{buyer}", "{recipient}".
   */
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
    count: v.strictObject({ one: Text, other: Text }),
    expiringNone: Text,
    resultsTitle: Text,
    empty: Text,
    balanceOf: Text,
    soldTo: Text,
    endsOn: Text,
    export: Text,
    exportHint: Text,
  }),
  /**
   * The desk without JavaScript: the page's look-up form, then pages the API draws (look-up and
   * record-a-use as plain forms); the sign-in itself needs JavaScript.
   */
  noScript: v.strictObject({
    notice: Text,
    signInTitle: Text,
    signInText: Text,
    signIn: Text,
    errorsTitle: Text,
    useSubmit: Text,
    backToDesk: Text,
  }),
});

export type DeskScreens = v.InferOutput<typeof DeskScreens>;
