/** The buyer's message is only ever a body's quote block, never in a header. */
import {
  fillTemplate,
  formatCents,
  formatEuros,
  formatLongDate,
  formatNumericDate,
} from '@clinique/catalog/format';
import type { SiteFacts } from '../facts.ts';
import { renderMail, type MailBlock, type MailRow } from '../mail/layout.tsx';
import type { MailAttachment, OutgoingMail } from '../mail/mailer.ts';
import { formatValidUntil, parisDay, type Voucher } from './voucher.ts';

export function voucherAttachment(voucher: Voucher, pdf: Uint8Array): MailAttachment {
  return {
    filename: `bon-cadeau-${voucher.code}.pdf`,
    contentType: 'application/pdf',
    content: pdf,
  };
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
    [rows.validUntil, formatValidUntil(voucher.validUntil)],
  ];
}

function orderDay(voucher: Voucher): string {
  return formatNumericDate(parisDay(voucher.orderedAt));
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
  const delivery = voucher.delivery;
  const deliveryValues =
    delivery === undefined
      ? undefined
      : { email: delivery.email, date: formatLongDate(delivery.date) };
  const values = {
    title: voucher.title,
    clinic: clinic.name,
    phone: clinic.phone,
    email: clinic.email,
    address: `${clinic.name}, ${clinic.street}, ${clinic.postalCode} ${clinic.city}`,
    date: day,
  };
  const summary = details(voucher, facts);
  if (deliveryValues !== undefined) {
    summary.push(
      [copy.rows.deliverTo, deliveryValues.email],
      [copy.rows.deliverOn, deliveryValues.date],
    );
  }
  if (voucher.termsVersion !== undefined) {
    summary.push([
      copy.rows.terms,
      fillTemplate(copy.termsAccepted, {
        date: day,
        version: formatNumericDate(voucher.termsVersion),
      }),
    ]);
  }
  const { html, text } = renderMail(
    {
      title: fillTemplate(copy.subject, values),
      preheader:
        deliveryValues === undefined
          ? copy.preheader
          : fillTemplate(copy.preheaderDelivery, deliveryValues),
      heading: copy.heading,
      blocks: [
        { kind: 'paragraph', text: copy.greeting },
        {
          kind: 'paragraph',
          text:
            deliveryValues === undefined
              ? copy.intro
              : fillTemplate(copy.introDelivery, deliveryValues),
        },
        ...messageBlocks(copy.messageTitle, voucher.message),
        { kind: 'heading', text: copy.summaryTitle },
        { kind: 'rows', rows: summary },
        { kind: 'heading', text: copy.useTitle },
        { kind: 'paragraph', text: fillTemplate(copy.use, values) },
        { kind: 'heading', text: copy.withdrawalTitle },
        ...copy.withdrawal.map((paragraph) => ({
          kind: 'paragraph' as const,
          text: fillTemplate(paragraph, values),
        })),
        {
          kind: 'links',
          links: [
            { label: copy.withdrawalFormLink, href: `${siteUrl}${terms.withdrawalFormPath}` },
            { label: copy.termsLink, href: `${siteUrl}${terms.path}` },
          ],
        },
        { kind: 'paragraph', text: copy.closing },
      ],
    },
    facts,
    siteUrl,
  );
  return {
    to: [buyerAddress],
    subject: fillTemplate(copy.subject, values),
    text,
    html,
    attachments: [attachment],
  };
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
  const delivery = voucher.delivery;
  const rows: MailRow[] = [
    ...details(voucher, facts),
    [copy.rows.buyer, buyerAddress],
    ...(delivery === undefined
      ? []
      : ([
          [copy.rows.deliverTo, delivery.email],
          [copy.rows.deliverOn, formatLongDate(delivery.date)],
        ] as const)),
    [copy.rows.session, sessionId],
  ];
  const { html, text } = renderMail(
    {
      audience: 'clinic',
      title: copy.heading,
      heading: copy.heading,
      blocks: [
        {
          kind: 'paragraph',
          text:
            delivery === undefined
              ? copy.intro
              : fillTemplate(copy.introDelivery, {
                  email: delivery.email,
                  date: formatLongDate(delivery.date),
                }),
        },
        { kind: 'rows', rows },
        ...messageBlocks(copy.messageTitle, voucher.message),
        { kind: 'paragraph', text: copy.note, muted: true },
      ],
    },
    facts,
    siteUrl,
  );
  return {
    to: [clinicAddress],
    replyTo: [buyerAddress],
    subject: fillTemplate(copy.subject, {
      title: voucher.title,
      amount: formatEuros(voucher.amount),
      code: voucher.code,
    }),
    text,
    html,
    attachments: [attachment],
  };
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
    date: formatValidUntil(voucher.validUntil),
  };
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
  const rows = facts.emails.voucher.rows;
  const { html, text } = renderMail(
    {
      title: fillTemplate(copy.subject, values),
      preheader: fillTemplate(copy.preheader, values),
      heading: copy.heading,
      blocks: [
        { kind: 'paragraph', text: fillTemplate(copy.greeting, values) },
        { kind: 'paragraph', text: fillTemplate(copy.intro, values) },
        ...messageBlocks(fillTemplate(copy.messageTitle, values), voucher.message),
        { kind: 'heading', text: copy.summaryTitle },
        {
          kind: 'rows',
          rows: [
            [rows.voucher, voucher.title],
            [copy.amount, formatEuros(voucher.amount)],
            [rows.from, voucher.senderName],
            [rows.code, voucher.code, { nowrap: true }],
            [rows.validUntil, formatValidUntil(voucher.validUntil)],
          ],
        },
        { kind: 'heading', text: facts.emails.voucher.useTitle },
        {
          kind: 'paragraph',
          text: fillTemplate(facts.emails.voucher.use, { phone: facts.clinic.phone }),
        },
        { kind: 'paragraph', text: copy.closing },
      ],
    },
    facts,
    siteUrl,
  );
  return {
    to: [to],
    subject: fillTemplate(copy.subject, values),
    text,
    html,
    attachments: [attachment],
  };
}

function buyerNote(
  copy: { subject: string; heading: string; closing: string },
  paragraphs: string[],
  values: Record<string, string>,
  to: string,
  facts: SiteFacts,
  siteUrl: string,
  attachment?: MailAttachment,
): OutgoingMail {
  const subject = fillTemplate(copy.subject, values);
  const { html, text } = renderMail(
    {
      title: subject,
      heading: copy.heading,
      blocks: [
        ...paragraphs.map((paragraph) => ({
          kind: 'paragraph' as const,
          text: fillTemplate(paragraph, values),
        })),
        { kind: 'paragraph', text: copy.closing },
      ],
    },
    facts,
    siteUrl,
  );
  return {
    to: [to],
    replyTo: [facts.clinic.email],
    subject,
    text,
    html,
    ...(attachment === undefined ? {} : { attachments: [attachment] }),
  };
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
  return buyerNote(copy, [copy.intro, copy.hint], values, to, facts, siteUrl);
}

export function bouncedNote(
  voucher: Voucher,
  to: string,
  attachment: MailAttachment,
  facts: SiteFacts,
  siteUrl: string,
): OutgoingMail {
  const copy = facts.emails.bounced;
  return buyerNote(
    copy,
    [copy.intro, copy.next],
    voucherValues(voucher, facts),
    to,
    facts,
    siteUrl,
    attachment,
  );
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
  const subject = fillTemplate(copy.subject, values);
  const { html, text } = renderMail(
    {
      title: subject,
      preheader: fillTemplate(copy.preheader, values),
      heading: copy.heading,
      blocks: [
        { kind: 'paragraph', text: copy.greeting },
        { kind: 'paragraph', text: fillTemplate(copy.intro, values) },
        {
          kind: 'rows',
          rows: [
            [copy.rows.code, voucher.code, { nowrap: true }],
            [copy.rows.balance, values.balance],
            [copy.rows.validUntil, formatValidUntil(voucher.validUntil)],
          ],
        },
        {
          kind: 'paragraph',
          text: fillTemplate(facts.emails.voucher.use, { phone: facts.clinic.phone }),
        },
        { kind: 'paragraph', text: copy.closing },
      ],
    },
    facts,
    siteUrl,
  );
  return { to: [to], replyTo: [facts.clinic.email], subject, text, html };
}
