/**
 * SES publishes bounces to SNS, which invokes the worker; the delivery e-mail's tag names the
 * voucher. Locally the mailer simulates it (`simulatedBounces`).
 */
import { VOUCHER_CODE_PATTERN } from '@clinique/api/voucher-code';
import * as v from 'valibot';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { markBounced, markBuyerBounced } from '../register/jobs.ts';
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
/** SNS carries the event as JSON text; the local stack hands it over as is. */
const BounceMessageSchema = v.union([
  v.pipe(v.string(), v.parseJson(), SesBounceSchema),
  SesBounceSchema,
]);

export interface SnsEvent {
  Records: { Sns?: { Message?: unknown } }[];
}

export const isSnsEvent = (event: unknown): event is SnsEvent =>
  Array.isArray((event as Partial<SnsEvent> | null | undefined)?.Records);

export function readBounce(message: unknown): { code: string; addresses: string[] } | undefined {
  const result = v.safeParse(BounceMessageSchema, message);
  // A transient bounce is retried by SES itself; only a permanent one means a wrong address.
  if (!result.success || result.output.bounce.bounceType !== 'Permanent') return undefined;
  const code = result.output.mail.tags?.[DELIVERY_TAG]?.[0];
  if (code === undefined || !VOUCHER_CODE_PATTERN.test(code)) return undefined;
  const addresses = result.output.bounce.bouncedRecipients.map((r) => r.emailAddress);
  return { code, addresses };
}

export async function handleBounce(settings: WorkerSettings, deps: WorkerDeps, message: unknown) {
  const bounce = readBounce(message);
  if (bounce === undefined) return false;
  let changed = false;
  for (const address of bounce.addresses) {
    const result = await deps.register.change(bounce.code, markBounced(deps.now(), address));
    if (result.ok && result.changed) {
      changed = true;
      deps.log.warn('delivery.bounced', { session: result.item.sessionId });
    }
    const buyer = await deps.register.change(bounce.code, markBuyerBounced(deps.now(), address));
    if (buyer.ok && buyer.changed) {
      changed = true;
      // Paid, and the buyer has no voucher: a person finds them another way.
      deps.log.alert('fulfilment.buyer_bounced', { session: buyer.item.sessionId });
    }
  }
  if (changed) await work(settings, deps, bounce.code);
  return changed;
}

/** Hands `bounced` its event after a send to the simulator, as SES would. */
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
        bounced({
          eventType: 'Bounce',
          bounce: {
            bounceType: 'Permanent',
            bouncedRecipients: [{ emailAddress: BOUNCE_SIMULATOR }],
          },
          mail: { tags: { [DELIVERY_TAG]: [code] } },
        });
      }
      return result;
    },
  };
}
