/** The voucher and contact e-mails share one layout: branded, table-based, inline styles, plain text. */
import { fillTemplate } from '@clinique/catalog/format';
import { describe, expect, it } from 'vitest';
import { BRAND } from '../src/brand.ts';
import { contactEmail } from '../src/contact/email.ts';
import { siteFacts } from '../src/site-facts.ts';
import { buyerEmail, clinicNotification, voucherAttachment } from '../src/voucher/emails.ts';
import { sampleVoucher } from '../scripts/sample-vouchers.ts';
import { everyMail } from './every-mail.ts';

const siteUrl = 'https://www.clinique.example';
// A name with markup: the e-mails escape it.
const voucher = sampleVoucher({ senderName: 'Zoë <b>Lefèvre</b>' });
const attachment = voucherAttachment(voucher, new Uint8Array([37, 80, 68, 70]));
const mails = {
  voucher: buyerEmail(voucher, 'paul@example.fr', attachment, siteFacts, siteUrl),
  notification: clinicNotification(
    voucher,
    'paul@example.fr',
    'cs_test_1',
    attachment,
    siteFacts,
    'clinique@example.fr',
    siteUrl,
  ),
  contact: contactEmail(
    {
      name: 'Jeanne',
      email: 'jeanne@example.fr',
      phone: '',
      traitement: '',
      message: 'Bonjour,\n<script>x</script>',
    },
    'clinique@example.fr',
    siteFacts,
    siteUrl,
  ),
};

/** The patients' booking button is for patients: the clinic's own e-mails go without. */
const forPatients = new Set(['voucher']);

describe.each(Object.entries(mails))('the %s e-mail', (name, mail) => {
  it('has the branded header, the booking button for patients only, the clinic’s details in the footer', () => {
    const { clinic } = siteFacts;
    expect(mail.html).toContain(`>${clinic.name}</p>`);
    expect(mail.html).toContain(`bgcolor="${BRAND.action}"`);
    expect(mail.html.includes(`href="${clinic.bookingUrl}"`)).toBe(forPatients.has(name));
    expect(mail.html.includes(siteFacts.emails.layout.bookingLabel)).toBe(forPatients.has(name));
    expect(mail.html).toContain(`${clinic.postalCode} ${clinic.city}`);
    expect(mail.html).toContain(clinic.phone);
    expect(mail.html).toContain(`href="${siteUrl}"`);
    // Links and buttons in the site's colours.
    expect(mail.html).toMatch(new RegExp(`<a href="[^"]+" style="[^"]*color:${BRAND.accent}`));
  });

  it('is built for mail clients: tables, inline styles only, no script, escaped values', () => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(mail.html).toContain('<table role="presentation"');
    expect(mail.html).not.toMatch(/<style|class=|<script|<link/);
    expect(mail.html).not.toContain('<b>Lefèvre');
  });

  it('has a plain-text part with the same content and the footer', () => {
    expect(mail.text).toContain(siteFacts.clinic.name);
    expect(
      mail.text.includes(
        `${siteFacts.emails.layout.bookingLabel}\u00A0: ${siteFacts.clinic.bookingUrl}`,
      ),
    ).toBe(forPatients.has(name));
    expect(mail.text).toContain(siteFacts.clinic.phone);
    expect(mail.text).not.toMatch(/<(table|tr|td|p|a|h1|h2|br)\b/);
  });
});

describe('the contact message the clinic receives', () => {
  it('makes the patient’s phone number a link to call back', () => {
    const mail = contactEmail(
      {
        name: 'Jeanne',
        email: 'jeanne@example.fr',
        phone: '+33 6 12.34-56 78',
        traitement: '',
        message: 'Bonjour',
      },
      'clinique@example.fr',
      siteFacts,
      siteUrl,
    );
    expect(mail.html).toMatch(/<a href="tel:\+33612345678"[^>]*>\+33 6 12\.34-56 78<\/a>/);
    expect(mails.contact.html).not.toContain('href="tel:"');
  });
});

describe('the voucher e-mail', () => {
  it('summarises the order, with the terms of sale accepted and their version', () => {
    const { text } = mails.voucher;
    const copy = siteFacts.emails.voucher;
    const day = '23/11/2026';
    expect(text).toContain(copy.summaryTitle);
    expect(text).toContain(`${copy.rows.orderedOn}\u00A0: ${day}`);
    expect(text).toContain(
      `${copy.rows.terms}\u00A0: ${fillTemplate(copy.termsAccepted, { date: day, version: day })}`,
    );
  });
});

describe.each([
  ['voucher', mails.voucher],
  ['notification', mails.notification],
])('the %s e-mail’s voucher code', (_name, mail) => {
  /** The inline style of the summary cell that holds exactly `value`. */
  const cellStyle = (value: string) =>
    new RegExp(`<td style="([^"]*)">${value}</td>`).exec(mail.html)?.[1];

  it('never breaks across lines (its hyphen would allow it on a phone); the names may', () => {
    expect(cellStyle(voucher.code)).toMatch(/(^|;)white-space:nowrap(;|$)/);
    expect(cellStyle(voucher.recipientName)).toBeDefined();
    expect(cellStyle(voucher.recipientName)).not.toContain('nowrap');
  });
});

describe('an e-mail to a buyer or a recipient', () => {
  it('is answered to the clinic, not to the sending address', () => {
    const clinic = 'clinique@example.fr';
    const facts = { ...siteFacts, clinic: { ...siteFacts.clinic, email: clinic } };
    const toPeople = everyMail(facts).filter(([, mail]) => !mail.to.includes(clinic));
    expect(toPeople.length).toBeGreaterThan(0);
    for (const [name, mail] of toPeople) expect(mail.replyTo, name).toEqual([clinic]);
  });
});
