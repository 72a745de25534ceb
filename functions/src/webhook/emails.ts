/** The two e-mails of a sold voucher: to the buyer (PDF attached) and to the clinic. */
import { formatEuros } from '@clinique/catalog/format';
import type { SiteFacts } from '../facts.ts';
import type { MailAttachment, OutgoingMail } from '../mail/mailer.ts';
import { escapeHtml } from '../text.ts';
import { formatValidUntil, type Voucher } from './voucher.ts';

const NBSP = '\u00A0';

export function voucherAttachment(voucher: Voucher, pdf: Uint8Array): MailAttachment {
  return {
    filename: `bon-cadeau-${voucher.code}.pdf`,
    contentType: 'application/pdf',
    content: pdf,
  };
}

function details(voucher: Voucher): [string, string][] {
  return [
    ['Bon cadeau', voucher.title],
    ['Montant', formatEuros(voucher.amount)],
    ['De', voucher.senderName],
    ['Pour', voucher.recipientName],
    ['Code', voucher.code],
    ['Valable jusqu’au', formatValidUntil(voucher.validUntil)],
  ];
}

function htmlTable(rows: [string, string][]): string {
  return `<table role="presentation" style="border-collapse:collapse;font-size:15px">
${rows
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;font-weight:normal;color:#5b6770;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>`;
}

function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Helvetica,Arial,sans-serif;color:#1f2a2e;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${body}
</div>
</body>
</html>`;
}

export function buyerEmail(
  voucher: Voucher,
  buyerAddress: string,
  attachment: MailAttachment,
  facts: SiteFacts,
): OutgoingMail {
  const { clinic } = facts;
  const rows = details(voucher);
  const address = `${clinic.street}, ${clinic.postalCode} ${clinic.city}`;
  const text = [
    'Bonjour,',
    '',
    `Merci pour votre commande${NBSP}! Votre bon cadeau est joint à cet e-mail au format PDF, prêt à être imprimé ou transmis.`,
    '',
    ...rows.map(([label, value]) => `${label}${NBSP}: ${value}`),
    '',
    `Utilisable sur tous nos soins, sur rendez-vous, après la consultation médicale. Pour réserver, appelez le ${clinic.phone} en indiquant le code du bon.`,
    '',
    'À très bientôt,',
    clinic.name,
    address,
  ].join('\n');
  const html = htmlPage(
    `Votre ${voucher.title}`,
    `<p style="margin:0 0 12px">Bonjour,</p>
<p style="margin:0 0 16px">Merci pour votre commande${NBSP}! Votre bon cadeau est joint à cet e-mail au format PDF, prêt à être imprimé ou transmis.</p>
${htmlTable(rows)}
<p style="margin:16px 0">Utilisable sur tous nos soins, sur rendez-vous, après la consultation médicale. Pour réserver, appelez le <a href="tel:${escapeHtml(clinic.phone.replace(/\s/g, ''))}">${escapeHtml(clinic.phone)}</a> en indiquant le code du bon.</p>
<p style="margin:0">À très bientôt,<br>${escapeHtml(clinic.name)}<br><span style="color:#5b6770">${escapeHtml(address)}</span></p>`,
  );
  return {
    to: [buyerAddress],
    subject: `Votre ${voucher.title} – ${clinic.name}`,
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
): OutgoingMail {
  const rows: [string, string][] = [
    ...details(voucher),
    ['Acheteur', buyerAddress],
    ['Session Stripe', sessionId],
  ];
  const text = [
    `Un bon cadeau vient d’être payé en ligne. Le bon a été envoyé à l’acheteur (PDF joint).`,
    '',
    ...rows.map(([label, value]) => `${label}${NBSP}: ${value}`),
    '',
    'Le code figure aussi dans les métadonnées de la session, dans le tableau de bord Stripe.',
  ].join('\n');
  const html = htmlPage(
    'Bon cadeau vendu',
    `<h1 style="font-size:20px;margin:0 0 12px">Bon cadeau vendu</h1>
<p style="margin:0 0 16px">Un bon cadeau vient d’être payé en ligne. Le bon a été envoyé à l’acheteur (PDF joint).</p>
${htmlTable(rows)}
<p style="margin:16px 0 0;color:#5b6770;font-size:13px">Le code figure aussi dans les métadonnées de la session, dans le tableau de bord Stripe.</p>`,
  );
  return {
    to: [clinicAddress],
    replyTo: [buyerAddress],
    subject: `Bon cadeau vendu${NBSP}: ${voucher.title} (${formatEuros(voucher.amount)}) – ${voucher.code}`,
    text,
    html,
    attachments: [attachment],
  };
}
