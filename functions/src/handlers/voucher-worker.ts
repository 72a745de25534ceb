/** Three callers: the webhook with `{ code }`, a schedule with none (a sweep), SNS with bounces. */
import { VOUCHER_CODE_PATTERN } from '@clinique/api/voucher-code';
import { loadWorkerConfig } from '../config.ts';
import { createSesMailer } from '../mail/mailer.ts';
import { dynamoRegister } from '../register/store.ts';
import { resolveSecrets } from '../secrets.ts';
import { siteFacts } from '../site-facts.ts';
import { createSessionMetadataWriter } from '../stripe-metadata.ts';
import type { WorkerEvent } from '../worker/dispatch.ts';
import { handleBounce, isSnsEvent } from '../worker/bounce.ts';
import { sweep, work, workerSettings } from '../worker/fulfil.ts';
import { lambdaDeps } from '../deps.ts';

const config = loadWorkerConfig(await resolveSecrets(process.env));
const deps = {
  ...lambdaDeps,
  mailer: createSesMailer(config.mail, siteFacts.clinic.name),
  stripe: createSessionMetadataWriter(config.stripe),
  register: dynamoRegister(config.register),
};
const settings = workerSettings(config, siteFacts);

export async function handler(event: WorkerEvent | undefined): Promise<unknown> {
  if (isSnsEvent(event)) {
    const handled = [];
    for (const record of event.Records) {
      handled.push(await handleBounce(settings, deps, record.Sns?.Message));
    }
    return { bounces: handled.filter(Boolean).length };
  }
  const code = event?.code;
  if (typeof code === 'string' && VOUCHER_CODE_PATTERN.test(code)) {
    return { [code]: await work(settings, deps, code) };
  }
  return sweep(settings, deps);
}
