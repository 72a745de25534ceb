/** Sends through SES API v2, every header checked again: no control character, bare addresses. */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { MailConfig } from '../config.ts';
import { CONTROL_CHARACTERS, isEmailAddress } from '@clinique/api/text';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  to: readonly string[];
  replyTo?: readonly string[];
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
  /** Tags come back in SES events: a bounce names its voucher. */
  tags?: readonly { name: string; value: string }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

export class UnsafeHeaderError extends Error {
  constructor(what: string) {
    super(`Refusing to send an e-mail: unsafe ${what}`);
    this.name = 'UnsafeHeaderError';
  }
}

const TAG = /^[\w.@-]{1,256}$/;

function checkAddress(address: string, what: string): string {
  if (!isEmailAddress(address)) throw new UnsafeHeaderError(what);
  return address;
}

function checkHeaderText(text: string, what: string): string {
  if (CONTROL_CHARACTERS.test(text) || text.length > 900) throw new UnsafeHeaderError(what);
  return text;
}

/** A non-ASCII display name is an RFC 2047 encoded word, as SES requires. */
export function formatMailbox(displayName: string, address: string): string {
  checkHeaderText(displayName, 'display name');
  checkAddress(address, 'sender address');
  if (/^[\x20-\x7E]*$/.test(displayName)) {
    return `"${displayName.replace(/["\\]/g, '\\$&')}" <${address}>`;
  }
  return `=?UTF-8?B?${Buffer.from(displayName, 'utf8').toString('base64')}?= <${address}>`;
}

export class DroppedAttachmentError extends Error {
  constructor() {
    super(
      "Refusing to send an e-mail: this AWS SDK's SES client drops attachments (bundle a newer @aws-sdk/client-sesv2)",
    );
    this.name = 'DroppedAttachmentError';
  }
}

/** How many attachments a SendEmail request's JSON body carries. */
function attachmentsIn(body: unknown): number {
  const text = body instanceof Uint8Array ? new TextDecoder().decode(body) : String(body);
  const sent = JSON.parse(text) as { Content?: { Simple?: { Attachments?: unknown[] } } };
  return sent.Content?.Simple?.Attachments?.length ?? 0;
}

export function sesClient(config: MailConfig): SESv2Client {
  const client = new SESv2Client({
    region: config.ses.region,
    ...(config.ses.endpoint !== undefined
      ? {
          endpoint: config.ses.endpoint,
          // aws-ses-v2-local only checks that some AWS signature is present.
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 10_000 },
  });
  // Lambda's own SDK is used; one older than attachments in simple messages would send the
  // voucher's e-mail without its PDF, and say nothing. The request as it leaves is checked.
  client.middlewareStack.add(
    (next) => async (args) => {
      const { input } = args;
      const given = 'Content' in input ? (input.Content?.Simple?.Attachments?.length ?? 0) : 0;
      if (given > 0 && attachmentsIn((args.request as { body?: unknown }).body) !== given) {
        throw new DroppedAttachmentError();
      }
      return next(args);
    },
    { step: 'build', priority: 'low', name: 'attachmentsKept' },
  );
  return client;
}

export function createSesMailer(
  config: MailConfig,
  fromName: string,
  client = sesClient(config),
): Mailer {
  const from = formatMailbox(fromName, config.from);

  return {
    async send(mail) {
      if (mail.to.length === 0) throw new UnsafeHeaderError('recipient list (empty)');
      const to = mail.to.map((address) => checkAddress(address, 'recipient address'));
      const replyTo = (mail.replyTo ?? []).map((address) =>
        checkAddress(address, 'reply-to address'),
      );
      const subject = checkHeaderText(mail.subject, 'subject');
      const attachments = (mail.attachments ?? []).map((attachment) => ({
        FileName: checkHeaderText(attachment.filename, 'attachment name'),
        ContentType: checkHeaderText(attachment.contentType, 'attachment type'),
        ContentDisposition: 'ATTACHMENT' as const,
        ContentTransferEncoding: 'BASE64' as const,
        RawContent: attachment.content,
      }));
      const tags = (mail.tags ?? []).map((tag) => {
        if (!TAG.test(tag.name) || !TAG.test(tag.value)) throw new UnsafeHeaderError('message tag');
        return { Name: tag.name, Value: tag.value };
      });
      const result = await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: to },
          ...(replyTo.length > 0 ? { ReplyToAddresses: replyTo } : {}),
          ...(tags.length > 0 ? { EmailTags: tags } : {}),
          Content: {
            Simple: {
              Subject: { Data: subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: mail.text, Charset: 'UTF-8' },
                Html: { Data: mail.html, Charset: 'UTF-8' },
              },
              ...(attachments.length > 0 ? { Attachments: attachments } : {}),
            },
          },
        }),
      );
      return { messageId: result.MessageId ?? '' };
    },
  };
}
