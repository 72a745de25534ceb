/**
 * The e-mails and the PDF read well whatever names they meet: no article or preposition that would
 * need elision before a name (« de Hélène », « le Institut »), no doubled word before the clinic's
 * name (« au centre Centre … »), every name printed as typed.
 */
import { extractTextItems } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { SiteFacts } from '../src/facts.ts';
import { siteFacts } from '../src/site-facts.ts';
import { renderVoucherPdf } from '../src/voucher/pdf.ts';
import { sampleVoucher } from '../scripts/sample-vouchers.ts';
import { everyMail, SITE_URL, type MailNames } from './every-mail.ts';

const PEOPLE: [string, MailNames][] = [
  ['a vowel', { sender: 'Émilie Aubert', recipient: 'Ophélie Ulmann' }],
  ['a mute h', { sender: 'Hélène Dupré', recipient: 'Hugo Imbert' }],
  ['an aspirated h', { sender: 'Hervé Hollande', recipient: 'Hortense Hachette' }],
];

/** The real clinic, and names that start with a vowel, an h, or repeat the word before them. */
const CLINICS = [siteFacts.clinic.name, 'Institut Éclat de Lyon', 'Hôtel-Dieu Laser', 'Centre'];

const withClinic = (name: string): SiteFacts => ({
  ...siteFacts,
  clinic: { ...siteFacts.clinic, name },
});

/** Words that elide (or contract) before a vowel or a mute h. */
const ELIDING = /(?<!\p{L})(?:de|le|la|que|ce|je|me|te|se|ne|si|du|au|aux|des)\s+$/iu;

/** Every place where `name` follows a word that would need elision or repeats its first word. */
function badContexts(text: string, name: string): string[] {
  const found: string[] = [];
  const first = name.split(/\s/)[0]?.toLowerCase() ?? '';
  let index = text.indexOf(name);
  while (index >= 0) {
    const before = text.slice(Math.max(0, index - 16), index);
    const previousWord = /(\p{L}+)\s+$/u.exec(before)?.[1]?.toLowerCase();
    if (ELIDING.test(before) || previousWord === first) found.push(`${before}${name}`);
    index = text.indexOf(name, index + 1);
  }
  return found;
}

function checkFrench(text: string, names: string[]): void {
  for (const name of names) expect(badContexts(text, name), name).toEqual([]);
  expect(text).not.toContain('??');
}

const plainSpaces = (text: string) => text.replace(/\s+/g, ' ');

describe.each(PEOPLE)('names starting with %s', (_, people) => {
  it.each(CLINICS)('every e-mail, for the clinic « %s »', (clinic) => {
    for (const [mailName, mail] of everyMail(withClinic(clinic), people)) {
      const names = [people.sender, people.recipient, clinic];
      for (const text of [mail.subject, mail.text]) {
        expect(() => checkFrench(text, names), mailName).not.toThrow();
      }
    }
  });
});

describe('the PDF', () => {
  const cases = [
    ...PEOPLE.map(([label, people]) => ({ label, people, clinic: siteFacts.clinic.name })),
    ...CLINICS.slice(1).map((clinic) => ({ label: 'a vowel', people: PEOPLE[0]?.[1], clinic })),
  ];
  it.each(cases)(
    'names starting with $label, clinic « $clinic »: as typed, no elision needed',
    async ({ people, clinic }) => {
      if (people === undefined) throw new Error('no names');
      const message = 'Bonne fête Julie ❤️';
      const voucher = sampleVoucher({
        senderName: people.sender,
        recipientName: people.recipient,
        message,
      });
      const bytes = await renderVoucherPdf(voucher, withClinic(clinic), new Date(), SITE_URL);
      // One item per text drawn: a sentence is one, a label and its value two.
      const { items } = await extractTextItems(new Uint8Array(bytes));
      const runs = items.flat().map((item) => plainSpaces(item.str));
      const names = [people.sender, people.recipient, clinic];
      for (const name of names)
        expect(
          runs.some((run) => run.includes(name)),
          name,
        ).toBe(true);
      for (const run of runs) checkFrench(run, names);
      expect(runs.join('')).toContain('Bonne fête Julie ❤');
    },
    60_000,
  );
});
