import * as v from 'valibot';
import { DELIVERY_STATES, DESK_HISTORY_TYPES, DESK_STATUSES } from '../desk.ts';
import { Texts } from './primitives.ts';

/** A file of its own: the functions' bundles carry neither it nor its schema. */
export const DeskText = v.strictObject({
  /** Never indexed. */
  meta: Texts('title description'),
  /** `failure`: network error or 5xx. */
  ...Texts('title intro checking failure').entries,
  signIn: Texts('title intro emailLabel submit busy sentTitle restart'),
  /** A button, never a sign-in on load: mail scanners open links. */
  link: Texts('title intro submit busy missing restart'),
  /** "{email}". */
  session: Texts('signedInAs signOut busy'),
  lookup: Texts('title codeLabel codeHint submit busy'),
  /**
   * "{date}", "{actor}"; `delivery`: "{date}", a day or a day and time; `reverse`, within 24 hours
   * of the use: "{amount}", "{balance}"; `reversedOn`, on the use undone: "{date}", "{actor}".
   */
  voucher: v.strictObject({
    ...Texts('amount balance validity validUntil expiredOn issuedOn buyer recipient status')
      .entries,
    statuses: Texts(...DESK_STATUSES),
    ...Texts('historyTitle historyBy').entries,
    actors: Texts('stripe system'),
    events: Texts(...DESK_HISTORY_TYPES),
    delivery: Texts(...DELIVERY_STATES),
    ...Texts('message reverse reverseConfirm reverseYes reverseNo reverseBusy reversed reversedOn')
      .entries,
  }),
  /** "{balance}". */
  void: Texts(
    'title reasonLabel reasonHint review confirmTitle confirmText confirm back busy done',
  ),
  /** E-mailing the voucher again: "{email}". */
  resend: Texts('title emailLabel emailHint submit busy sent'),
  /**
   * `dateHint`: "{date}", the last day of validity; `saved`: "{email}", "{date}"; `resent`:
   * "{email}"; `sendNow`, sending a scheduled gift today: "{date}" (the day it was due), "{email}".
   */
  delivery: Texts(
    'title intro emailLabel dateLabel dateHint submit busy saved resendIntro resend resendBusy',
    'resent sendNow sendNowConfirm sendNowYes sendNowNo sendNowBusy sentNow',
  ),
  /**
   * "{balance}", "{amount}", "{treatment}"; `overBalance`, at « Vérifier », an amount above the
   * balance: "{balance}", "{rest}".
   */
  use: Texts(
    'title amountLabel amountHint treatmentLabel treatmentPlaceholder noteLabel review',
    'confirmTitle confirmText confirm busy back recorded closed overBalance',
  ),
  /** "{count}" (`one` for 0 and 1, as French counts), "{balance}", "{amount}", "{date}"… */
  list: v.strictObject({
    ...Texts(
      'title statusLabel statusAll fromLabel toLabel searchLabel searchHint submit busy',
      'totalsTitle sold outstanding outstandingHint expiring expiringOnly',
    ).entries,
    count: Texts('one other'),
    voided: Texts('one other'),
    ...Texts('resultsTitle empty balanceOf soldTo export exportUses exportHint').entries,
  }),
  /** The voucher and the list are two views of the desk. */
  views: Texts('label voucher list'),
  /** The QR code's address opened without a session, by the patient: "{phone}". */
  patient: Texts('title text call staff'),
  /** The desk needs JavaScript: signing in does. */
  noScript: Texts('notice'),
});

export type DeskText = v.InferOutput<typeof DeskText>;
