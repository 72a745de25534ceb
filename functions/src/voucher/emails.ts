/** The buyer's message is only ever a body's quote block, never in a header. */
import {
  fillTemplate,
  formatCents,
  formatEuros,
  formatLongDate,
  formatNumericDate,
} from '@clinique/catalog/format';
import type { SiteFacts } from '../facts.ts';
import { composeMail, type MailBlock, type MailRow } from '../mail/layout.tsx';
import type { MailAttachment, OutgoingMail } from '../mail/mailer.ts';
import type { Job, VoucherItem } from '../register/schema.ts';
import { parisDay, type Voucher } from './model.ts';

export const voucherAttachment = (voucher: Voucher, pdf: Uint8Array): MailAttachment => ({
  filename: `bon-cadeau-${voucher.code}.pdf`,
  contentType: 'application/pdf',
  content: pdf,
});

function paragraphs(...texts: string[]): MailBlock[] {
  return texts.map((text) => ({ kind: 'paragraph', text }));
}

function details(voucher: Voucher, facts: SiteFacts): MailRow[] {
  const { rows } = facts.emails.voucher;
  return [
    [rows.voucher, voucher.title],
    [rows.amount, formatEuros(voucher.amount)],
    [rows.from, voucher.senderName],
    [rows.to, voucher.recipientName],
    // `BC-…` would otherwise break after its hyphen on a phone.
    [rows.code, voucher.code, { nowrap: true }],
    [rows.orderedOn, orderDay(voucher)],
    [rows.validUntil, formatNumericDate(voucher.validUntil)],
  ];
}

function orderDay(voucher: Voucher): string {
  return formatNumericDate(parisDay(voucher.orderedAt));
}

/** `plain` for a voucher sent to the buyer, else `template` with the day as a sentence says it. */
function byDelivery({ delivery }: Voucher, plain: string, template: string): string {
  if (delivery === undefined) return plain;
  return fillTemplate(template, { email: delivery.email, date: formatLongDate(delivery.date) });
}

/** Rows give days as the other rows do (« 05/12/2026 »); sentences, in words. */
function deliveryRows(rows: { deliverTo: string; deliverOn: string }, { delivery }: Voucher) {
  return delivery
    ? [
        [rows.deliverTo, delivery.email] as const,
        [rows.deliverOn, formatNumericDate(delivery.date)] as const,
      ]
    : [];
}

export function buyerEmail(
  voucher: Voucher,
  buyerAddress: string,
  attachment: MailAttachment,
  facts: SiteFacts,
  siteUrl: string,
): OutgoingMail {
  const { clinic, terms } = facts;
  const copy = facts.emails.voucher;
  const day = orderDay(voucher);
  const values = {
    title: voucher.title,
    clinic: clinic.name,
    phone: clinic.phone,
    email: clinic.email,
    address: `${clinic.name}, ${clinic.street}, ${clinic.postalCode} ${clinic.city}`,
    date: formatLongDate(parisDay(voucher.orderedAt)),
  };
  const summary: MailRow[] = [...details(voucher, facts), ...deliveryRows(copy.rows, voucher)];
  if (voucher.termsVersion !== undefined) {
    const version = formatNumericDate(voucher.termsVersion);
    summary.push([copy.rows.terms, fillTemplate(copy.termsAccepted, { date: day, version })]);
  }
  return composeMail(
    { to: [buyerAddress], subject: fillTemplate(copy.subject, values), attachments: [attachment] },
    {
      preheader: byDelivery(voucher, copy.preheader, copy.preheaderDelivery),
      heading: copy.heading,
      blocks: [
        ...paragraphs(copy.greeting, byDelivery(voucher, copy.intro, copy.introDelivery)),
        ...messageBlocks(copy.messageTitle, voucher.message),
        { kind: 'heading', text: copy.summaryTitle },
        { kind: 'rows', rows: summary },
        { kind: 'heading', text: copy.useTitle },
        ...paragraphs(fillTemplate(copy.use, values)),
        { kind: 'heading', text: copy.withdrawalTitle },
        ...paragraphs(...copy.withdrawal.map((paragraph) => fillTemplate(paragraph, values))),
        {
          kind: 'links',
          links: [
            { label: copy.withdrawalFormLink, href: `${siteUrl}${terms.withdrawalFormPath}` },
            { label: copy.termsLink, href: `${siteUrl}${terms.path}` },
          ],
        },
        ...paragraphs(copy.closing),
      ],
    },
    facts,
    siteUrl,
  );
}

export function clinicNotification(
  voucher: Voucher,
  buyerAddress: string,
  sessionId: string,
  attachment: MailAttachment,
  facts: SiteFacts,
  clinicAddress: string,
  siteUrl: string,
): OutgoingMail {
  const copy = facts.emails.notification;
  return composeMail(
    {
      to: [clinicAddress],
      replyTo: [buyerAddress],
      subject: fillTemplate(copy.subject, voucherValues(voucher, facts)),
      attachments: [attachment],
    },
    {
      audience: 'clinic',
      title: copy.heading,
      heading: copy.heading,
      blocks: [
        ...paragraphs(byDelivery(voucher, copy.intro, copy.introDelivery)),
        {
          kind: 'rows',
          rows: [
            ...details(voucher, facts),
            [copy.rows.buyer, buyerAddress],
            ...deliveryRows(copy.rows, voucher),
            [copy.rows.session, sessionId],
          ],
        },
        ...messageBlocks(copy.messageTitle, voucher.message),
        { kind: 'paragraph', text: copy.note, muted: true },
      ],
    },
    facts,
    siteUrl,
  );
}

function messageBlocks(title: string, message: string | undefined): MailBlock[] {
  if (message === undefined || message.trim() === '') return [];
  return [
    { kind: 'heading', text: title },
    { kind: 'quote', text: message },
  ];
}

function voucherValues(voucher: Voucher, facts: SiteFacts): Record<string, string> {
  return {
    title: voucher.title,
    amount: formatEuros(voucher.amount),
    sender: voucher.senderName,
    recipient: voucher.recipientName,
    clinic: facts.clinic.name,
    phone: facts.clinic.phone,
    email: voucher.delivery?.email ?? '',
    code: voucher.code,
    date: formatLongDate(voucher.validUntil),
  };
}

/** How to use the voucher, for the recipient and the reminder. */
function useText(facts: SiteFacts): string {
  return fillTemplate(facts.emails.voucher.use, { phone: facts.clinic.phone });
}

export function recipientEmail(
  voucher: Voucher,
  to: string,
  attachment: MailAttachment,
  facts: SiteFacts,
  siteUrl: string,
): OutgoingMail {
  const copy = facts.emails.recipient;
  const values = voucherValues(voucher, facts);
  const { rows } = facts.emails.voucher;
  return composeMail(
    { to: [to], subject: fillTemplate(copy.subject, values), attachments: [attachment] },
    {
      preheader: fillTemplate(copy.preheader, values),
      heading: copy.heading,
      blocks: [
        ...paragraphs(fillTemplate(copy.greeting, values), fillTemplate(copy.intro, values)),
        ...messageBlocks(fillTemplate(copy.messageTitle, values), voucher.message),
        { kind: 'heading', text: copy.summaryTitle },
        {
          kind: 'rows',
          rows: [
            [rows.voucher, voucher.title],
            [copy.amount, formatEuros(voucher.amount)],
            [rows.from, voucher.senderName],
            [rows.code, voucher.code, { nowrap: true }],
            [rows.validUntil, formatNumericDate(voucher.validUntil)],
          ],
        },
        { kind: 'heading', text: facts.emails.voucher.useTitle },
        ...paragraphs(useText(facts), copy.closing),
      ],
    },
    facts,
    siteUrl,
  );
}

/** A note to the buyer or the holder, in the voucher e-mails' layout. */
function buyerNote(
  copy: { subject: string; heading: string; closing: string; preheader?: string },
  blocks: readonly MailBlock[],
  values: Record<string, string>,
  to: string,
  facts: SiteFacts,
  siteUrl: string,
): OutgoingMail {
  return composeMail(
    { to: [to], subject: fillTemplate(copy.subject, values) },
    {
      preheader: copy.preheader && fillTemplate(copy.preheader, values),
      heading: copy.heading,
      blocks: [...blocks, ...paragraphs(copy.closing)],
    },
    facts,
    siteUrl,
  );
}

export function deliveredNote(
  voucher: Voucher,
  to: string,
  sentAt: Date,
  facts: SiteFacts,
  siteUrl: string,
): OutgoingMail {
  const copy = facts.emails.delivered;
  const values = { ...voucherValues(voucher, facts), date: formatLongDate(parisDay(sentAt)) };
  const texts = paragraphs(fillTemplate(copy.intro, values), fillTemplate(copy.hint, values));
  return buyerNote(copy, texts, values, to, facts, siteUrl);
}

export function bouncedNote(
  voucher: Voucher,
  to: string,
  attachment: MailAttachment,
  facts: SiteFacts,
  siteUrl: string,
): OutgoingMail {
  const copy = facts.emails.bounced;
  const values = voucherValues(voucher, facts);
  const texts = paragraphs(fillTemplate(copy.intro, values), fillTemplate(copy.next, values));
  return { ...buyerNote(copy, texts, values, to, facts, siteUrl), attachments: [attachment] };
}

export function reminderEmail(
  voucher: Voucher,
  balanceCents: number,
  to: string,
  facts: SiteFacts,
  siteUrl: string,
): OutgoingMail {
  const copy = facts.emails.reminder;
  const values = { ...voucherValues(voucher, facts), balance: formatCents(balanceCents) };
  const rows: MailRow[] = [
    [copy.rows.code, voucher.code, { nowrap: true }],
    [copy.rows.balance, values.balance],
    [copy.rows.validUntil, formatNumericDate(voucher.validUntil)],
  ];
  const blocks: MailBlock[] = [
    ...paragraphs(copy.greeting, fillTemplate(copy.intro, values)),
    { kind: 'rows', rows },
    ...paragraphs(useText(facts)),
  ];
  return buyerNote(copy, blocks, values, to, facts, siteUrl);
}

/** The buyer told when a desk sends their voucher early, or to an address they did not give. */
export function buyerNotice(
  kind: 'earlyNote' | 'addressNote',
  item: VoucherItem,
  job: Job,
  facts: SiteFacts,
  siteUrl: string,
): OutgoingMail {
  const copy = facts.desk.buyerNotices;
  const [subject, template] =
    kind === 'earlyNote'
      ? [copy.earlySubject, copy.earlyText]
      : [copy.newAddressSubject, copy.newAddressText];
  const values = {
    title: item.title,
    email: job.to ?? '',
    date: job.was === undefined ? '' : formatLongDate(job.was),
  };
  return composeMail(
    { to: [item.buyerEmail], subject },
    { heading: subject, blocks: [{ kind: 'paragraph', text: fillTemplate(template, values) }] },
    facts,
    siteUrl,
  );
}
