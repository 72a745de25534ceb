/** Every e-mail the functions send, from one sample order, for the tests that read them all. */
import { contactEmail } from '../src/contact/email.ts';
import type { SiteFacts } from '../src/facts.ts';
import { renderMail } from '../src/mail/layout.tsx';
import type { OutgoingMail } from '../src/mail/mailer.ts';
import {
  bouncedNote,
  buyerEmail,
  clinicNotification,
  deliveredNote,
  recipientEmail,
  reminderEmail,
  voucherAttachment,
} from '../src/voucher/emails.ts';
import type { Voucher } from '../src/voucher/model.ts';
import { sampleVoucher } from '../scripts/sample-vouchers.ts';

export const SITE_URL = 'https://www.clinique.example';

/** Long enough to test wrapping: what a real buyer's address can look like. */
export const LONG_ADDRESS = 'marie-francoise.de-la-tour-dauvergne@exemple-de-messagerie.fr';

export interface MailNames {
  sender: string;
  recipient: string;
  message?: string;
}

export function everyMail(
  facts: SiteFacts,
  names: MailNames = { sender: 'Zoë Lefèvre', recipient: 'Amélie Côté' },
): [string, OutgoingMail][] {
  const base: Partial<Voucher> = {
    senderName: names.sender,
    recipientName: names.recipient,
    message: names.message ?? 'Bonne fête ❤️\nÀ très vite',
  };
  const self = sampleVoucher(base);
  const gift = sampleVoucher({ ...base, delivery: { email: LONG_ADDRESS, date: '2026-11-28' } });
  const attachment = voucherAttachment(self, new Uint8Array([37, 80, 68, 70]));
  const clinic = facts.clinic.email;
  // The longest treatment name of the contact form: the one most likely to need wrapping.
  const treatment = facts.treatmentLabels.reduce((a, b) => (b.length > a.length ? b : a), '');
  return [
    ['buyer (for herself)', buyerEmail(self, LONG_ADDRESS, attachment, facts, SITE_URL)],
    ['buyer (a gift)', buyerEmail(gift, LONG_ADDRESS, attachment, facts, SITE_URL)],
    [
      'clinic (a gift)',
      clinicNotification(gift, LONG_ADDRESS, 'cs_test_a1B2c3', attachment, facts, clinic, SITE_URL),
    ],
    ['recipient', recipientEmail(gift, LONG_ADDRESS, attachment, facts, SITE_URL)],
    [
      'delivered',
      deliveredNote(gift, LONG_ADDRESS, new Date('2026-11-28T08:00:00Z'), facts, SITE_URL),
    ],
    ['bounced', bouncedNote(gift, LONG_ADDRESS, attachment, facts, SITE_URL)],
    ['reminder', reminderEmail(gift, 4500, LONG_ADDRESS, facts, SITE_URL)],
    [
      'contact',
      contactEmail(
        {
          name: names.sender,
          email: LONG_ADDRESS,
          phone: '06 12 34 56 78',
          traitement: treatment,
          message: names.message ?? 'Bonjour,\nUn rendez-vous en décembre ?',
        },
        clinic,
        facts,
        SITE_URL,
      ),
    ],
    [
      // The shape of the staff's sign-in mail: a button to a long link.
      'layout with a button',
      {
        to: [clinic],
        subject: facts.desk.signInSubject,
        ...renderMail(
          {
            title: facts.desk.signInSubject,
            heading: facts.desk.signInSubject,
            blocks: [
              { kind: 'paragraph', text: LONG_ADDRESS },
              {
                kind: 'button',
                label: facts.desk.signInButton,
                href: `${SITE_URL}/${'x'.repeat(120)}`,
              },
            ],
            audience: 'clinic',
          },
          facts,
          SITE_URL,
        ),
      },
    ],
  ];
}
