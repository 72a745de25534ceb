/**
 * Lambda entry of the voucher worker (dist/voucher-worker): invoked asynchronously by the webhook
 * with `{ code }` for a new voucher, and by a schedule with no code for a sweep of what is due.
 */
import { loadWorkerConfig } from '../config.ts';
import { consoleLogger } from '../logger.ts';
import { createSesMailer } from '../mail/mailer.ts';
import { createDynamoClient, dynamoRegister } from '../register/store.ts';
import { resolveSecrets } from '../secrets.ts';
import { siteFacts } from '../site-facts.ts';
import { createStripeClient } from '../stripe.ts';
import type { WorkerEvent } from '../worker/dispatch.ts';
import { fulfilVoucher, sweep, workerSettings } from '../worker/fulfil.ts';

const config = loadWorkerConfig(await resolveSecrets(process.env));
const deps = {
  facts: siteFacts,
  log: consoleLogger,
  now: () => new Date(),
  mailer: createSesMailer(config.mail, siteFacts.clinic.name),
  stripe: createStripeClient(config.stripe),
  register: dynamoRegister(createDynamoClient(config.register), config.register.tableName),
};
const settings = workerSettings(config, siteFacts);

export async function handler(event: WorkerEvent | undefined): Promise<unknown> {
  const code = event?.code;
  if (typeof code === 'string' && /^BC-[0-9A-Z]{10}$/.test(code)) {
    return { [code]: await fulfilVoucher(settings, deps, code) };
  }
  return sweep(settings, deps);
}
