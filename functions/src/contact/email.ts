/** The e-mail the clinic receives for a contact message: plain text and escaped HTML. */
import type { SiteFacts } from '../facts.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { escapeHtml, htmlLines } from '../text.ts';
import type { ContactMessage } from './request.ts';

const NBSP = '\u00A0';

export function contactEmail(
  message: ContactMessage,
  clinicEmail: string,
  facts: SiteFacts,
): OutgoingMail {
  const rows: [string, string][] = [
    ['Nom', message.name],
    ['E-mail', message.email],
    ['Téléphone', message.phone || 'non renseigné'],
    ['Traitement', message.traitement || 'non précisé'],
  ];
  const text = [
    `Nouveau message reçu par le formulaire de contact du site (${facts.clinic.name}).`,
    '',
    ...rows.map(([label, value]) => `${label}${NBSP}: ${value}`),
    '',
    `Message${NBSP}:`,
    message.message,
    '',
    '—',
    `Répondez simplement à cet e-mail pour écrire à ${message.name} (${message.email}).`,
  ].join('\n');

  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>Nouveau message de contact</title></head>
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Helvetica,Arial,sans-serif;color:#1f2a2e">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">Nouveau message de contact</h1>
<table role="presentation" style="border-collapse:collapse;width:100%;font-size:15px">
${rows
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<h2 style="font-size:16px;margin:20px 0 8px">Message</h2>
<p style="font-size:15px;line-height:1.5;margin:0;padding:12px;background:#f6f3ee;border-radius:6px">${htmlLines(message.message)}</p>
<p style="font-size:13px;color:#5b6770;margin:20px 0 0">Répondez simplement à cet e-mail pour écrire à ${escapeHtml(message.name)}.</p>
</div>
</body>
</html>`;

  return {
    to: [clinicEmail],
    replyTo: [message.email],
    subject: `Nouveau message de contact${NBSP}: ${message.name}`,
    text,
    html,
  };
}
