/** The e-mail the clinic receives for a contact message, in the site's mail layout. */
import { fillTemplate } from '@clinique/catalog/format';
import type { SiteFacts } from '../facts.ts';
import { composeMail, type MailRow } from '../mail/layout.tsx';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { ContactMessage } from '@clinique/api/contact';

export function contactEmail(
  message: ContactMessage,
  clinicEmail: string,
  facts: SiteFacts,
  siteUrl: string,
): OutgoingMail {
  const copy = facts.emails.contact;
  // The number as typed, called back with one tap: digits and a leading + only.
  const dial = message.phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  const rows: MailRow[] = [
    [copy.rows.name, message.name],
    [copy.rows.email, message.email],
    message.phone === ''
      ? [copy.rows.phone, copy.noPhone]
      : [copy.rows.phone, message.phone, { href: `tel:${dial}` }],
    [copy.rows.treatment, message.traitement || copy.noTreatment],
  ];
  return composeMail(
    {
      to: [clinicEmail],
      replyTo: [message.email],
      subject: fillTemplate(copy.subject, { person: message.name }),
    },
    {
      audience: 'clinic',
      title: copy.heading,
      heading: copy.heading,
      blocks: [
        { kind: 'paragraph', text: copy.intro },
        { kind: 'rows', rows },
        { kind: 'heading', text: copy.messageTitle },
        { kind: 'quote', text: message.message },
        {
          kind: 'paragraph',
          text: fillTemplate(copy.reply, { person: `${message.name} (${message.email})` }),
          muted: true,
        },
      ],
    },
    facts,
    siteUrl,
  );
}
