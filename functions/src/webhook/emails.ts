/**
 * The two e-mails of a sold voucher, in the site's mail layout (mail/layout.ts), their texts from
 * the catalog (`data/emails.ts`): to the buyer, the confirmation on a durable medium (order
 * summary, withdrawal right, terms of sale; PDF attached), and to the clinic.
 */
import { fillTemplate, formatEuros, formatNumericDate } from '@clinique/catalog/format';
import type { SiteFacts } from '../facts.ts';
import { renderMail, type MailRow } from '../mail/layout.ts';
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

/** The day of the order, `23/11/2026` (Paris). */
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
  const values = {
    title: voucher.title,
    clinic: clinic.name,
    phone: clinic.phone,
    email: clinic.email,
    address: `${clinic.name}, ${clinic.street}, ${clinic.postalCode} ${clinic.city}`,
    date: day,
  };
  const summary = details(voucher, facts);
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
      preheader: copy.preheader,
      heading: copy.heading,
      blocks: [
        { kind: 'paragraph', text: copy.greeting },
        { kind: 'paragraph', text: copy.intro },
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
  const rows: MailRow[] = [
    ...details(voucher, facts),
    [copy.rows.buyer, buyerAddress],
    [copy.rows.session, sessionId],
  ];
  const { html, text } = renderMail(
    {
      audience: 'clinic',
      title: copy.heading,
      heading: copy.heading,
      blocks: [
        { kind: 'paragraph', text: copy.intro },
        { kind: 'rows', rows },
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
