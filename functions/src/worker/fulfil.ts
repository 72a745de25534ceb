/**
 * The voucher worker: sends what the register says is due, each step recorded as it succeeds.
 *
 * 1. Take the voucher's lease (a conditional write): concurrent workers never both send.
 * 2. The buyer's e-mail with the PDF, recorded; then the clinic's notification, recorded.
 * 3. On a failure, record the attempt: due again after the next delay (about 25 hours in all),
 *    then `failed` with an alert for a person.
 *
 * Logs name the Checkout Session, never the code (whoever holds a code can spend it).
 *
 * The webhook starts it for a new voucher; a sweep (a schedule in AWS, a timer locally, an
 * injected clock in tests) picks up retries and vouchers whose worker died mid-way.
 */
import type { WorkerConfig } from '../config.ts';
import type { SiteFacts } from '../facts.ts';
import { errorFields, type Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { FULFILMENT_KEYS } from '../payment/metadata.ts';
import type { VoucherItem } from '../register/schema.ts';
import type { VoucherRegister } from '../register/store.ts';
import {
  failAttempt,
  leaseFulfilment,
  markClinicNotified,
  markEmailed,
  noteResent,
  RETRY_DELAYS_MS,
  type RefusalReason,
} from '../register/transitions.ts';
import type { Stripe } from '../stripe.ts';
import { buyerEmail, clinicNotification, voucherAttachment } from '../webhook/emails.ts';
import { renderVoucherPdf } from '../webhook/pdf.ts';
import type { Voucher } from '../webhook/voucher.ts';

export interface WorkerDeps {
  facts: SiteFacts;
  log: Logger;
  now: () => Date;
  mailer: Mailer;
  stripe: Stripe;
  register: VoucherRegister;
  /** Delays between attempts (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

export interface WorkerSettings {
  siteUrl: string;
  /** Where the sale notification goes. */
  clinicEmail: string;
}

export function workerSettings(
  config: Pick<WorkerConfig, 'siteUrl' | 'mail'>,
  facts: SiteFacts,
): WorkerSettings {
  return { siteUrl: config.siteUrl, clinicEmail: config.mail.clinicEmail ?? facts.clinic.email };
}

/** What a run did: sent, or why it sent nothing (a refusal of the lease). */
export type FulfilOutcome =
  'fulfilled' | 'retry_scheduled' | 'failed' | 'cancelled' | 'not_found' | RefusalReason;

/** The voucher as the PDF and the e-mails show it. */
export function voucherOf(item: VoucherItem): Voucher {
  return {
    kind: item.kind,
    offerId: item.offerId,
    title: item.title,
    giftType: item.giftType,
    amount: item.amountCents / 100,
    validityMonths: item.validityMonths,
    senderName: item.buyerName,
    recipientName: item.recipientName,
    termsVersion: item.cgvVersion,
    code: item.code,
    validUntil: item.validUntil,
    colour: item.colour,
    orderedAt: new Date(item.orderedAt),
  };
}

export async function fulfilVoucher(
  settings: WorkerSettings,
  deps: WorkerDeps,
  code: string,
): Promise<FulfilOutcome> {
  const { register, mailer, facts, log, now } = deps;
  const leased = await register.change(code, leaseFulfilment(now()));
  if (!leased.ok) return leased.reason;
  let item = leased.item;
  if (item.fulfilment.state === 'cancelled') {
    log.info('fulfilment.cancelled', { session: item.sessionId });
    return 'cancelled';
  }

  const voucher = voucherOf(item);
  let pdf: Uint8Array | undefined;
  const attachment = async () =>
    voucherAttachment(
      voucher,
      (pdf ??= await renderVoucherPdf(voucher, facts, now(), settings.siteUrl)),
    );
  const record = async (step: string, change: Parameters<VoucherRegister['change']>[1]) => {
    const result = await register.change(code, change);
    if (!result.ok) throw new Error(`register refused ${step}: ${result.reason}`);
    item = result.item;
  };

  try {
    if (item.fulfilment.buyerEmailedAt === null) {
      const { messageId } = await mailer.send(
        buyerEmail(voucher, item.buyerEmail, await attachment(), facts, settings.siteUrl),
      );
      log.info('fulfilment.voucher_sent', { session: item.sessionId, messageId });
      await record('emailed', markEmailed(now(), item.buyerEmail));
    }
    if (item.fulfilment.clinicNotifiedAt === null) {
      const { messageId } = await mailer.send(
        clinicNotification(
          voucher,
          item.buyerEmail,
          item.sessionId,
          await attachment(),
          facts,
          settings.clinicEmail,
          settings.siteUrl,
        ),
      );
      log.info('fulfilment.clinic_notified', { session: item.sessionId, messageId });
      await record('clinic_notified', markClinicNotified(now(), settings.clinicEmail));
    }
  } catch (error) {
    const failed = await register.change(
      code,
      failAttempt(
        now(),
        error instanceof Error ? error.message : String(error),
        deps.retryDelaysMs ?? RETRY_DELAYS_MS,
      ),
    );
    if (failed.ok && failed.item.fulfilment.state === 'failed') {
      log.alert('fulfilment.gave_up', {
        session: item.sessionId,
        attempts: failed.item.fulfilment.attempts,
        ...errorFields(error),
      });
      return 'failed';
    }
    log.warn('fulfilment.retry_scheduled', {
      session: item.sessionId,
      ...(failed.ok ? { attempts: failed.item.fulfilment.attempts, dueAt: failed.item.dueAt } : {}),
      ...errorFields(error),
    });
    return 'retry_scheduled';
  }

  await mirrorCode(deps, item);
  return 'fulfilled';
}

/** Writes the code into the session's metadata, for the Stripe dashboard only. */
async function mirrorCode(deps: WorkerDeps, item: VoucherItem): Promise<void> {
  try {
    await deps.stripe.checkout.sessions.update(item.sessionId, {
      metadata: { [FULFILMENT_KEYS.code]: item.code },
    });
  } catch (error) {
    deps.log.warn('fulfilment.mirror_failed', { session: item.sessionId, ...errorFields(error) });
  }
}

/**
 * E-mails the voucher again, at a person's request (lost e-mail, a new address), and records it.
 * Not for a void voucher.
 */
export async function resendVoucher(
  settings: Pick<WorkerSettings, 'siteUrl'>,
  deps: Pick<WorkerDeps, 'facts' | 'mailer' | 'register' | 'now' | 'log'>,
  item: VoucherItem,
  to: string,
  actor: string,
): Promise<VoucherItem> {
  const voucher = voucherOf(item);
  const pdf = await renderVoucherPdf(voucher, deps.facts, deps.now(), settings.siteUrl);
  await deps.mailer.send(
    buyerEmail(voucher, to, voucherAttachment(voucher, pdf), deps.facts, settings.siteUrl),
  );
  const result = await deps.register.change(item.code, noteResent(deps.now(), to, actor));
  if (!result.ok) throw new Error(`register refused resent: ${result.reason}`);
  deps.log.info('desk.voucher_resent', { session: item.sessionId });
  return result.item;
}

/** Fulfils every voucher due now, one after the other; returns what happened to each. */
export async function sweep(
  settings: WorkerSettings,
  deps: WorkerDeps,
): Promise<Record<string, FulfilOutcome>> {
  const outcomes: Record<string, FulfilOutcome> = {};
  for (const item of await deps.register.due(deps.now())) {
    outcomes[item.code] = await fulfilVoucher(settings, deps, item.code);
  }
  return outcomes;
}
