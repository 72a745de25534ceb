/** @jsxImportSource hono/jsx */
/** The one e-mail layout: nested tables, inline styles, 600 px: what mail clients render well. */
import { fillTemplate } from '@clinique/catalog/format';
import { BRAND } from '../brand.ts';
import type { SiteFacts } from '../facts.ts';
import { renderDocument } from '../forms/page.tsx';
import type { OutgoingMail } from './mailer.ts';

const NBSP = '\u00A0';

/** `nowrap` keeps a value (a voucher code) on one line. */
export type MailRow = readonly [
  label: string,
  value: string,
  options?: { nowrap?: boolean; href?: string },
];

export type MailBlock =
  | { kind: 'paragraph'; text: string; muted?: boolean }
  | { kind: 'heading'; text: string }
  | { kind: 'rows'; rows: readonly MailRow[] }
  | { kind: 'quote'; text: string }
  | { kind: 'links'; links: readonly { label: string; href: string }[] }
  | { kind: 'button'; label: string; href: string };

export interface MailContent {
  title: string;
  preheader?: string;
  heading: string;
  blocks: readonly MailBlock[];
  audience?: 'patient' | 'clinic';
}

const SANS = `Inter,'Helvetica Neue',Helvetica,Arial,sans-serif`;
const SERIF = `'Cormorant Garamond',Georgia,'Times New Roman',serif`;

const TABLE = { role: 'presentation', cellpadding: 0, cellspacing: 0, border: 0 } as const;

/** A long address or link breaks anywhere rather than widen the mail past a phone's screen. */
const BREAK_LONG_WORDS = 'word-break:break-word;overflow-wrap:anywhere';

function Lines({ text }: { text: string }) {
  return (
    <>
      {text.split(/\r?\n/).map((line, index) => (
        <>
          {index > 0 && <br />}
          {line}
        </>
      ))}
    </>
  );
}

function Rows({ rows }: { rows: readonly MailRow[] }) {
  return (
    <table {...TABLE} width="100%" style="border-collapse:collapse;margin:0 0 16px;font-size:15px">
      {rows.map(([label, value, options]) => (
        <tr>
          <th
            scope="row"
            align="left"
            valign="top"
            // A label breaks between its words only: the value's column gives way instead.
            style={`padding:8px 16px 8px 0;border-bottom:1px solid ${BRAND.border};font-weight:normal;color:${BRAND.textMuted};word-break:normal;overflow-wrap:normal`}
          >
            {label}
          </th>
          <td
            style={`padding:8px 0;border-bottom:1px solid ${BRAND.border};font-weight:bold;color:${BRAND.text}${options?.nowrap ? ';white-space:nowrap' : ''}`}
          >
            {options?.href === undefined ? (
              value
            ) : (
              <a href={options.href} style={`color:${BRAND.accent};text-decoration:underline`}>
                {value}
              </a>
            )}
          </td>
        </tr>
      ))}
    </table>
  );
}

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p
          style={`margin:0 0 16px;font-size:${block.muted ? '13px' : '15px'};line-height:1.6;color:${block.muted ? BRAND.textMuted : BRAND.text}`}
        >
          {block.text}
        </p>
      );
    case 'heading':
      return (
        <h2
          style={`margin:24px 0 8px;font-family:${SERIF};font-size:22px;line-height:1.25;font-weight:600;color:${BRAND.heading}`}
        >
          {block.text}
        </h2>
      );
    case 'rows':
      return <Rows rows={block.rows} />;
    case 'quote':
      return (
        <table {...TABLE} width="100%" style="margin:0 0 16px">
          <tr>
            <td
              style={`padding:12px 16px;background:${BRAND.surfaceMuted};border-left:4px solid ${BRAND.accent};font-size:15px;line-height:1.6;color:${BRAND.text}`}
            >
              <Lines text={block.text} />
            </td>
          </tr>
        </table>
      );
    case 'links':
      return (
        <p style="margin:0 0 16px;font-size:15px;line-height:1.8">
          {block.links.map((link, index) => (
            <>
              {index > 0 && <br />}
              <a
                href={link.href}
                style={`color:${BRAND.accent};font-weight:bold;text-decoration:underline`}
              >
                {link.label}
              </a>
            </>
          ))}
        </p>
      );
    case 'button':
      return <Button label={block.label} href={block.href} />;
  }
}

function Button({ label, href }: { label: string; href: string }) {
  return (
    <table {...TABLE} style="margin:8px 0 16px">
      <tr>
        <td
          align="center"
          bgcolor={BRAND.action}
          style={`border-radius:999px;background:${BRAND.action}`}
        >
          <a
            href={href}
            style={`display:inline-block;padding:12px 24px;font-family:${SANS};font-size:15px;font-weight:bold;color:${BRAND.onAction};text-decoration:none;border-radius:999px`}
          >
            {label}
          </a>
        </td>
      </tr>
    </table>
  );
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'quote':
      return block.text;
    case 'heading':
      return underlined(block.text, '-');
    case 'rows':
      return block.rows.map(([label, value]) => field(label, value)).join('\n');
    case 'links':
      return block.links.map((link) => field(link.label, link.href)).join('\n');
    case 'button':
      return field(block.label, block.href);
  }
}

const field = (label: string, value: string) => `${label}${NBSP}: ${value}`;

const underlined = (text: string, char: string) =>
  `${text}\n${char.repeat(Math.min(60, [...text].length))}`;

export function renderMail(content: MailContent, facts: SiteFacts, siteUrl: string) {
  const { clinic, emails } = facts;
  const contact = [
    `${clinic.street}, ${clinic.postalCode} ${clinic.city}`,
    fillTemplate(emails.layout.contactLine, { phone: clinic.phone, email: clinic.email }),
  ];
  const siteHost = siteUrl.replace(/^https?:\/\//, '');
  const forPatients = content.audience !== 'clinic';
  const html = renderDocument(
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{content.title}</title>
      </head>
      <body
        style={`margin:0;padding:0;background:${BRAND.page};font-family:${SANS};color:${BRAND.text};${BREAK_LONG_WORDS}`}
      >
        {content.preheader !== undefined && (
          <div style={`display:none;max-height:0;overflow:hidden;opacity:0;color:${BRAND.page}`}>
            {content.preheader}
          </div>
        )}
        <table {...TABLE} width="100%" bgcolor={BRAND.page} style={`background:${BRAND.page}`}>
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                {...TABLE}
                width="600"
                style="width:100%;max-width:600px;border-collapse:separate"
              >
                <tr>
                  <td
                    bgcolor={BRAND.action}
                    style={`background:${BRAND.action};border-radius:12px 12px 0 0;padding:24px 32px`}
                  >
                    <p
                      style={`margin:0;font-family:${SERIF};font-size:26px;line-height:1.2;font-weight:600;color:${BRAND.onAction}`}
                    >
                      {clinic.name}
                    </p>
                    <p
                      style={`margin:4px 0 0;font-size:12px;letter-spacing:1.5px;text-transform:uppercase;color:${BRAND.onActionMuted}`}
                    >
                      {emails.layout.tagline}
                    </p>
                  </td>
                </tr>
                <tr>
                  <td bgcolor={BRAND.surface} style={`background:${BRAND.surface};padding:32px`}>
                    <h1
                      style={`margin:0 0 16px;font-family:${SERIF};font-size:30px;line-height:1.2;font-weight:600;color:${BRAND.heading}`}
                    >
                      {content.heading}
                    </h1>
                    {content.blocks.map((block) => (
                      <Block block={block} />
                    ))}
                  </td>
                </tr>
                <tr>
                  <td
                    bgcolor={BRAND.surfaceMuted}
                    style={`background:${BRAND.surfaceMuted};border-radius:0 0 12px 12px;padding:24px 32px;font-size:13px;line-height:1.6;color:${BRAND.text}`}
                  >
                    {forPatients && (
                      <Button label={emails.layout.bookingLabel} href={clinic.bookingUrl} />
                    )}
                    <p style="margin:0;font-weight:bold">{clinic.name}</p>
                    <p style="margin:0">
                      <Lines text={contact.join('\n')} />
                    </p>
                    <p style="margin:8px 0 0">
                      <a href={siteUrl} style={`color:${BRAND.accent};text-decoration:underline`}>
                        {siteHost}
                      </a>
                    </p>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>,
  );
  const text = [
    underlined(clinic.name, '='),
    '',
    content.heading,
    '',
    ...content.blocks.flatMap((block) => [blockText(block), '']),
    '—',
    ...(forPatients ? [field(emails.layout.bookingLabel, clinic.bookingUrl)] : []),
    clinic.name,
    ...contact,
    siteUrl,
  ].join('\n');
  return { html, text };
}

/**
 * The mail's HTML title is its subject unless the content brings its own. A reply goes to the
 * clinic's address unless the envelope says otherwise, never to the sending-only address.
 */
export function composeMail(
  envelope: Omit<OutgoingMail, 'text' | 'html'>,
  content: Omit<MailContent, 'title'> & { title?: string },
  facts: SiteFacts,
  siteUrl: string,
): OutgoingMail {
  const rendered = renderMail({ title: envelope.subject, ...content }, facts, siteUrl);
  return { replyTo: [facts.clinic.email], ...envelope, ...rendered };
}
