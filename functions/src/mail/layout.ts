/**
 * The one layout of every e-mail the site sends (the voucher, the sale notification, the contact
 * message): a branded header (the clinic's name as a wordmark), the content, the booking button
 * and a footer with the clinic's details. What mail clients render well: nested tables, inline
 * styles only, 600 px wide, system fonts after the site's (which clients rarely load), and the
 * same content as plain text, built from the same blocks.
 */
import { fillTemplate } from '@clinique/catalog/format';
import { BRAND } from '../brand.ts';
import type { SiteFacts } from '../facts.ts';
import { escapeHtml, htmlLines } from '../text.ts';

const NBSP = '\u00A0';

/**
 * A label and its value; `nowrap`: the value never breaks across lines (a voucher code); `href`:
 * the value is a link (a phone number the clinic calls back with one tap).
 */
export type MailRow = readonly [
  label: string,
  value: string,
  options?: { nowrap?: boolean; href?: string },
];

export type MailBlock =
  | { kind: 'paragraph'; text: string; muted?: boolean }
  | { kind: 'heading'; text: string }
  | { kind: 'rows'; rows: readonly MailRow[] }
  /** A text typed by someone (line breaks kept), on a quiet background. */
  | { kind: 'quote'; text: string }
  | { kind: 'links'; links: readonly { label: string; href: string }[] }
  | { kind: 'button'; label: string; href: string };

export interface MailContent {
  /** The document title (and the plain text's first line when no heading). */
  title: string;
  /** The line mail clients show after the subject (hidden in the message). */
  preheader?: string;
  heading: string;
  blocks: readonly MailBlock[];
  /** Who reads it: the patients' booking button is for patients only. Default `patient`. */
  audience?: 'patient' | 'clinic';
}

const SANS = `Inter,'Helvetica Neue',Helvetica,Arial,sans-serif`;
const SERIF = `'Cormorant Garamond',Georgia,'Times New Roman',serif`;

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:${block.muted ? '13px' : '15px'};line-height:1.6;color:${block.muted ? BRAND.textMuted : BRAND.text}">${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-family:${SERIF};font-size:22px;line-height:1.25;font-weight:600;color:${BRAND.heading}">${escapeHtml(block.text)}</h2>`;
    case 'rows':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px;font-size:15px">
${block.rows
  .map(
    ([label, value, options]) =>
      `<tr><th scope="row" align="left" valign="top" style="padding:8px 16px 8px 0;border-bottom:1px solid ${BRAND.border};font-weight:normal;color:${BRAND.textMuted};white-space:nowrap">${escapeHtml(label)}</th><td style="padding:8px 0;border-bottom:1px solid ${BRAND.border};font-weight:bold;color:${BRAND.text}${options?.nowrap ? ';white-space:nowrap' : ''}">${options?.href === undefined ? escapeHtml(value) : `<a href="${escapeHtml(options.href)}" style="color:${BRAND.accent};text-decoration:underline">${escapeHtml(value)}</a>`}</td></tr>`,
  )
  .join('\n')}
</table>`;
    case 'quote':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px"><tr><td style="padding:12px 16px;background:${BRAND.surfaceMuted};border-left:4px solid ${BRAND.accent};font-size:15px;line-height:1.6;color:${BRAND.text}">${htmlLines(block.text)}</td></tr></table>`;
    case 'links':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:1.8">${block.links
        .map(
          (link) =>
            `<a href="${escapeHtml(link.href)}" style="color:${BRAND.accent};font-weight:bold;text-decoration:underline">${escapeHtml(link.label)}</a>`,
        )
        .join('<br>')}</p>`;
    case 'button':
      return button(block.label, block.href);
  }
}

function button(label: string, href: string, inverse = false): string {
  const background = inverse ? BRAND.surface : BRAND.action;
  const colour = inverse ? BRAND.action : BRAND.onAction;
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px"><tr><td align="center" bgcolor="${background}" style="border-radius:999px;background:${background}"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;font-family:${SANS};font-size:15px;font-weight:bold;color:${colour};text-decoration:none;border-radius:999px">${escapeHtml(label)}</a></td></tr></table>`;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(60, [...block.text].length))}`;
    case 'rows':
      return block.rows.map(([label, value]) => `${label}${NBSP}: ${value}`).join('\n');
    case 'quote':
      // As typed: the clinic copies it as it is.
      return block.text;
    case 'links':
      return block.links.map((link) => `${link.label}${NBSP}: ${link.href}`).join('\n');
    case 'button':
      return `${block.label}${NBSP}: ${block.href}`;
  }
}

/** The clinic's details of the footer, as lines. */
function footerLines(facts: SiteFacts): string[] {
  const { clinic, emails } = facts;
  return [
    clinic.name,
    `${clinic.street}, ${clinic.postalCode} ${clinic.city}`,
    fillTemplate(emails.layout.contactLine, { phone: clinic.phone, email: clinic.email }),
  ];
}

/** The e-mail as HTML and plain text, in the site's layout. */
export function renderMail(
  content: MailContent,
  facts: SiteFacts,
  siteUrl: string,
): { html: string; text: string } {
  const { clinic, emails } = facts;
  const footer = footerLines(facts);
  const siteHost = siteUrl.replace(/^https?:\/\//, '');
  const forPatients = content.audience !== 'clinic';
  const html = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.title)}</title>
</head>
<body style="margin:0;padding:0;background:${BRAND.page};font-family:${SANS};color:${BRAND.text}">
${
  content.preheader === undefined
    ? ''
    : `<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${BRAND.page}">${escapeHtml(content.preheader)}</div>\n`
}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${BRAND.page}" style="background:${BRAND.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;border-collapse:separate">
<tr><td bgcolor="${BRAND.action}" style="background:${BRAND.action};border-radius:12px 12px 0 0;padding:24px 32px">
<p style="margin:0;font-family:${SERIF};font-size:26px;line-height:1.2;font-weight:600;color:${BRAND.onAction}">${escapeHtml(clinic.name)}</p>
<p style="margin:4px 0 0;font-size:12px;letter-spacing:1.5px;text-transform:uppercase;color:${BRAND.onActionMuted}">${escapeHtml(emails.layout.tagline)}</p>
</td></tr>
<tr><td bgcolor="${BRAND.surface}" style="background:${BRAND.surface};padding:32px">
<h1 style="margin:0 0 16px;font-family:${SERIF};font-size:30px;line-height:1.2;font-weight:600;color:${BRAND.heading}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td bgcolor="${BRAND.surfaceMuted}" style="background:${BRAND.surfaceMuted};border-radius:0 0 12px 12px;padding:24px 32px;font-size:13px;line-height:1.6;color:${BRAND.text}">
${forPatients ? button(emails.layout.bookingLabel, clinic.bookingUrl) : ''}
<p style="margin:0;font-weight:bold">${escapeHtml(footer[0] ?? '')}</p>
<p style="margin:0">${footer.slice(1).map(escapeHtml).join('<br>')}</p>
<p style="margin:8px 0 0"><a href="${escapeHtml(siteUrl)}" style="color:${BRAND.accent};text-decoration:underline">${escapeHtml(siteHost)}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    clinic.name,
    '='.repeat(Math.min(60, [...clinic.name].length)),
    '',
    content.heading,
    '',
    ...content.blocks.flatMap((block) => [blockText(block), '']),
    '—',
    ...(forPatients ? [`${emails.layout.bookingLabel}${NBSP}: ${clinic.bookingUrl}`] : []),
    ...footer,
    siteUrl,
  ].join('\n');
  return { html, text };
}
