/**
 * The SES mailer's own checks of every header, whatever its caller checked: a mail whose address
 * or header text could smuggle another header (or that SES would garble) is refused before SES is
 * called, and nothing is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSesMailer,
  DroppedAttachmentError,
  sesClient,
  UnsafeHeaderError,
  type OutgoingMail,
} from '../src/mail/mailer.ts';
import { siteFacts } from '../src/site-facts.ts';
import { startTestStack, type TestStack } from './helpers.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

/** A mail SES accepts, but for `overrides`. */
function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to: ['clinique@example.com'],
    replyTo: ['jeanne@example.com'],
    subject: siteFacts.emails.contact.heading,
    text: 'Bonjour',
    html: '<p>Bonjour</p>',
    attachments: [
      { filename: 'bon.pdf', contentType: 'application/pdf', content: new Uint8Array() },
    ],
    ...overrides,
  };
}

/** Sends each mail: every one refused (naming the unsafe header), none reaching SES. */
async function expectRefused(cases: [what: string, mail: OutgoingMail][]): Promise<void> {
  const mailer = createSesMailer(stack.config.mail, siteFacts.clinic.name);
  const before = (await stack.mails()).length;
  // The mail as it stands is sent (so a refusal below is the header's).
  await mailer.send(mail());
  expect(await stack.mails()).toHaveLength(before + 1);
  for (const [what, refused] of cases) {
    await expect(mailer.send(refused), what).rejects.toThrow(new UnsafeHeaderError(what));
  }
  expect(await stack.mails()).toHaveLength(before + 1);
}

describe('the SES mailer', () => {
  it('refuses an address that is not one bare address, or longer than 254 characters', async () => {
    await expectRefused([
      ['recipient address', mail({ to: ['victime@example.com\r\nBcc: autre@example.com'] })],
      ['recipient address', mail({ to: ['Jeanne <jeanne@example.com>'] })],
      ['recipient address', mail({ to: [`${'a'.repeat(250)}@example.com`] })],
      ['reply-to address', mail({ replyTo: ['jeanne@example.com, autre@example.com'] })],
      ['reply-to address', mail({ replyTo: ['jeanne@example.com\nBcc: autre@example.com'] })],
    ]);
  });

  it('refuses a subject or attachment header with a control character, or too long', async () => {
    const attachment = {
      filename: 'bon.pdf',
      contentType: 'application/pdf',
      content: new Uint8Array(),
    };
    await expectRefused([
      ['subject', mail({ subject: 'Bonjour\r\nBcc: victime@example.com' })],
      ['subject', mail({ subject: 'Bonjour\u2028Bcc: victime@example.com' })],
      ['subject', mail({ subject: 'é'.repeat(901) })],
      ['attachment name', mail({ attachments: [{ ...attachment, filename: 'bon.pdf\r\nX: y' }] })],
      [
        'attachment type',
        mail({ attachments: [{ ...attachment, contentType: 'application/pdf\u0000' }] }),
      ],
    ]);
  });

  it('sends the attachment it is given, or nothing at all when its SDK would leave it out', async () => {
    const before = (await stack.mails()).length;
    const pdf = { filename: 'bon.pdf', contentType: 'application/pdf', content: Uint8Array.of(37) };
    await createSesMailer(stack.config.mail, siteFacts.clinic.name).send(
      mail({ attachments: [pdf] }),
    );
    const sent = await stack.mails();
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)?.attachments).toHaveLength(1);

    // An SDK from before attachments in simple messages: its serializer knows no such field.
    const older = sesClient(stack.config.mail);
    older.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { body: string };
        const body = JSON.parse(request.body) as { Content: { Simple: object } };
        body.Content.Simple = { ...body.Content.Simple, Attachments: undefined };
        return next({ ...args, request: { ...request, body: JSON.stringify(body) } });
      },
      { step: 'serialize', priority: 'low', name: 'olderSerializer' },
    );
    const mailer = createSesMailer(stack.config.mail, siteFacts.clinic.name, older);
    await expect(mailer.send(mail({ attachments: [pdf] }))).rejects.toThrow(DroppedAttachmentError);
    expect(await stack.mails()).toHaveLength(before + 1);
    // Without an attachment to lose, that SDK still sends.
    await mailer.send(mail({ attachments: [] }));
    expect(await stack.mails()).toHaveLength(before + 2);
  });
});
