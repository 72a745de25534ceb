/**
 * The voucher worker: leases the voucher, sends, records each step as it succeeds. Logs name the
 * session, never the code: whoever holds a code can spend it.
 */
import type { WorkerConfig } from '../config.ts';
import type { Deps } from '../deps.ts';
import type { SiteFacts } from '../facts.ts';
import { errorFields } from '../logger.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { FULFILMENT_KEYS } from '../payment/metadata.ts';
import { completeJob, failJob, holderEmail, leaseJob, pendingJob } from '../register/jobs.ts';
import { JOB_KINDS, type JobKind, type VoucherItem } from '../register/schema.ts';
import {
  failAttempt,
  leaseFulfilment,
  markClinicNotified,
  markEmailed,
  type Transition,
} from '../register/transitions.ts';
import type { SessionMetadataWriter } from '../stripe-metadata.ts';
import {
  bouncedNote,
  buyerEmail,
  buyerNotice,
  clinicNotification,
  deliveredNote,
  recipientEmail,
  reminderEmail,
  voucherAttachment,
} from '../voucher/emails.ts';
import { renderVoucherPdf } from '../voucher/pdf.ts';
import type { Voucher } from '../voucher/model.ts';

/** The tag SES carries from a voucher's e-mail to its bounce event: the voucher it was for. */
export const DELIVERY_TAG = 'voucher';

export type WorkerDeps = Pick<
  Deps,
  'facts' | 'log' | 'now' | 'mailer' | 'register' | 'retryDelaysMs'
> & {
  stripe: SessionMetadataWriter;
};

export function workerSettings(config: Pick<WorkerConfig, 'siteUrl' | 'mail'>, facts: SiteFacts) {
  return { siteUrl: config.siteUrl, clinicEmail: config.mail.clinicEmail ?? facts.clinic.email };
}
export type WorkerSettings = ReturnType<typeof workerSettings>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The item as the PDF and e-mails read it, under the order's names where they differ. */
export function voucherOf(item: VoucherItem): Voucher {
  return {
    ...item,
    amount: item.amountCents / 100,
    senderName: item.buyerName,
    termsVersion: item.cgvVersion,
    colour: item.colour,
    orderedAt: new Date(item.orderedAt),
    delivery: item.delivery && { email: item.delivery.email, date: item.delivery.on },
  };
}

export async function fulfilVoucher(settings: WorkerSettings, deps: WorkerDeps, code: string) {
  const { register, mailer, facts, log, now, retryDelaysMs } = deps;
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
  const record = async (step: string, change: Transition) => {
    const result = await register.change(code, change);
    if (!result.ok) throw new Error(`register refused ${step}: ${result.reason}`);
    item = result.item;
  };

  try {
    if (item.fulfilment.buyerEmailedAt === null) {
      const { messageId } = await mailer.send({
        ...buyerEmail(voucher, item.buyerEmail, await attachment(), facts, settings.siteUrl),
        // A bounce of the buyer's own address comes back to this voucher.
        tags: [{ name: DELIVERY_TAG, value: item.code }],
      });
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
    const failed = await register.change(code, failAttempt(now(), messageOf(error), retryDelaysMs));
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

  // The code mirrored for the Stripe dashboard only.
  const metadata = { [FULFILMENT_KEYS.code]: item.code };
  await deps.stripe.checkout.sessions
    .update(item.sessionId, { metadata })
    .catch((error: unknown) => {
      log.warn('fulfilment.mirror_failed', { session: item.sessionId, ...errorFields(error) });
    });
  return 'fulfilled';
}

async function jobMail(
  kind: JobKind,
  item: VoucherItem,
  settings: WorkerSettings,
  deps: WorkerDeps,
): Promise<OutgoingMail> {
  const { facts, now } = deps;
  const voucher = voucherOf(item);
  const attachment = async () =>
    voucherAttachment(voucher, await renderVoucherPdf(voucher, facts, now(), settings.siteUrl));
  switch (kind) {
    case 'delivery': {
      const to = item.delivery?.email ?? item.buyerEmail;
      return {
        ...recipientEmail(voucher, to, await attachment(), facts, settings.siteUrl),
        tags: [{ name: DELIVERY_TAG, value: item.code }],
      };
    }
    case 'deliveryNote':
      return deliveredNote(
        voucher,
        item.buyerEmail,
        new Date(item.delivery?.deliveredAt ?? now()),
        facts,
        settings.siteUrl,
      );
    case 'bounceNote':
      return bouncedNote(voucher, item.buyerEmail, await attachment(), facts, settings.siteUrl);
    case 'reminder':
      return reminderEmail(voucher, item.balanceCents, holderEmail(item), facts, settings.siteUrl);
    case 'resend': {
      const to = item.jobs?.resend?.to ?? item.buyerEmail;
      return buyerEmail(voucher, to, await attachment(), facts, settings.siteUrl);
    }
    case 'earlyNote':
    case 'addressNote':
      return buyerNotice(kind, item, item.jobs?.[kind] ?? pendingJob(''), facts, settings.siteUrl);
  }
}

export async function runJob(
  settings: WorkerSettings,
  deps: WorkerDeps,
  code: string,
  kind: JobKind,
) {
  const { register, mailer, log, now, retryDelaysMs } = deps;
  const leased = await register.change(code, leaseJob(kind, now()));
  if (!leased.ok) return leased.reason === 'not_found' ? 'job_over' : leased.reason;
  const item = leased.item;
  const job = item.jobs?.[kind];
  if (job?.state === 'cancelled' || job?.state === 'skipped') {
    log.info(`job.${job.state}`, { session: item.sessionId, job: kind });
    return job.state;
  }
  try {
    const mail = await jobMail(kind, item, settings, deps);
    const { messageId } = await mailer.send(mail);
    log.info('job.sent', { session: item.sessionId, job: kind, messageId });
    const done = await register.change(code, completeJob(kind, now(), mail.to.join(', ')));
    if (!done.ok) throw new Error(`register refused ${kind}: ${done.reason}`);
    return 'sent';
  } catch (error) {
    const failed = await register.change(
      code,
      failJob(kind, now(), messageOf(error), retryDelaysMs),
    );
    if (failed.ok && failed.item.jobs?.[kind]?.state === 'failed') {
      log.alert('job.gave_up', { session: item.sessionId, job: kind, ...errorFields(error) });
      return 'failed';
    }
    log.warn('job.retry_scheduled', { session: item.sessionId, job: kind, ...errorFields(error) });
    return 'retry_scheduled';
  }
}

/** The fulfilment first, then its jobs (a delivery for today follows in the same pass). */
export async function work(settings: WorkerSettings, deps: WorkerDeps, code: string) {
  const fulfilment = await fulfilVoucher(settings, deps, code);
  const jobs: Partial<Record<JobKind, Awaited<ReturnType<typeof runJob>>>> = {};
  for (const kind of JOB_KINDS) {
    const outcome = await runJob(settings, deps, code, kind);
    if (outcome !== 'job_over' && outcome !== 'not_due') jobs[kind] = outcome;
  }
  return fulfilment === 'fulfilment_over' ? jobs : fulfilment;
}

export async function sweep(settings: WorkerSettings, deps: WorkerDeps) {
  const outcomes: Record<string, Awaited<ReturnType<typeof work>>> = {};
  for (const item of await deps.register.due(deps.now())) {
    outcomes[item.code] = await work(settings, deps, item.code);
  }
  return outcomes;
}
