/**
 * Bounces of the vouchers sent to their recipients. In AWS, SES publishes the events of its
 * configuration set to an SNS topic, which invokes the worker; the delivery e-mail carries the
 * voucher's code in a message tag, so the event names its voucher. A permanent bounce of the
 * recipient's address marks the delivery `bounced` and the buyer is told (a job, retried).
 *
 * Locally, a mail to SES's own bounce simulator address is answered with the same event by the
 * local mailer (`simulatedBounces`), as SES's simulator does in AWS.
 */
import * as v from 'valibot';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { markBounced } from '../register/jobs.ts';
import { DELIVERY_TAG, work, type WorkerDeps, type WorkerSettings } from './fulfil.ts';

/** SES's mailbox simulator: every mail to it bounces, in AWS and on the local stack. */
export const BOUNCE_SIMULATOR = 'bounce@simulator.amazonses.com';

const SesBounceSchema = v.object({
  eventType: v.literal('Bounce'),
  bounce: v.object({
    bounceType: v.string(),
    bouncedRecipients: v.array(v.object({ emailAddress: v.pipe(v.string(), v.maxLength(320)) })),
  }),
  mail: v.object({
    tags: v.optional(v.record(v.string(), v.array(v.string()))),
  }),
});
export type SesBounceEvent = v.InferOutput<typeof SesBounceSchema>;

/** What SNS hands the worker. */
export interface SnsEvent {
  Records: { Sns?: { Message?: unknown } }[];
}

export function isSnsEvent(event: unknown): event is SnsEvent {
  return (
    typeof event === 'object' &&
    event !== null &&
    Array.isArray((event as { Records?: unknown }).Records)
  );
}

/** The voucher a bounce is about, and the addresses that bounced; undefined if it is none of ours. */
export function readBounce(message: unknown): { code: string; addresses: string[] } | undefined {
  let parsed: unknown = message;
  if (typeof message === 'string') {
    try {
      parsed = JSON.parse(message);
    } catch {
      return undefined;
    }
  }
  const result = v.safeParse(SesBounceSchema, parsed);
  // A transient bounce is retried by SES itself; only a permanent one means a wrong address.
  if (!result.success || result.output.bounce.bounceType !== 'Permanent') return undefined;
  const code = result.output.mail.tags?.[DELIVERY_TAG]?.[0];
  if (code === undefined || !/^BC-[0-9A-Z]{10}$/.test(code)) return undefined;
  const addresses = result.output.bounce.bouncedRecipients.map((r) => r.emailAddress);
  return { code, addresses };
}

/** Records a bounce event and tells the buyer; returns whether it was one of our deliveries. */
export async function handleBounce(
  settings: WorkerSettings,
  deps: WorkerDeps,
  message: unknown,
): Promise<boolean> {
  const bounce = readBounce(message);
  if (bounce === undefined) return false;
  let changed = false;
  for (const address of bounce.addresses) {
    const result = await deps.register.change(bounce.code, markBounced(deps.now(), address));
    if (result.ok && result.changed) {
      changed = true;
      deps.log.warn('delivery.bounced', { session: result.item.sessionId });
    }
  }
  if (changed) await work(settings, deps, bounce.code);
  return changed;
}

/** The SES event of a permanent bounce of `address`, for a mail tagged with `code`. */
export function bounceEvent(code: string, address: string): SesBounceEvent {
  return {
    eventType: 'Bounce',
    bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: address }] },
    mail: { tags: { [DELIVERY_TAG]: [code] } },
  };
}

/**
 * The local stack's mailer: sends as `mailer` does, and when a delivery went to the bounce
 * simulator, hands `bounced` its event after the send (as SES would, a moment later).
 */
export function simulatedBounces(
  mailer: Mailer,
  bounced: (event: SesBounceEvent) => void,
  log: Logger,
): Mailer {
  return {
    async send(mail) {
      const result = await mailer.send(mail);
      const code = mail.tags?.find((tag) => tag.name === DELIVERY_TAG)?.value;
      if (code !== undefined && mail.to.includes(BOUNCE_SIMULATOR)) {
        log.info('local.bounce_simulated');
        bounced(bounceEvent(code, BOUNCE_SIMULATOR));
      }
      return result;
    },
  };
}
