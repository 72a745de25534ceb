/**
 * Every route in one app, for the local server and the tests; on AWS each is its own Lambda built
 * from the same per-concern apps, so both run one code path.
 */
import { Hono } from 'hono';
import type { ApiConfig } from './config.ts';
import { createContactApp } from './contact/route.ts';
import type { Deps } from './deps.ts';
import { finishApp } from './http.ts';
import { consoleLogger } from './logger.ts';
import { createSesMailer } from './mail/mailer.ts';
import { createPaymentApp } from './payment/route.ts';
import { dynamoAuthStore } from './desk/auth-store.ts';
import { createDeskApp } from './desk/route.ts';
import { createDynamoClient, dynamoRegister } from './register/store.ts';
import { siteFacts } from './site-facts.ts';
import { createStripeClient } from './stripe.ts';
import { createWebhookApp } from './webhook/route.ts';
import { inProcessDispatcher } from './worker/dispatch.ts';
import { handleBounce, simulatedBounces, type SesBounceEvent } from './worker/bounce.ts';
import { sweep, work, workerSettings } from './worker/fulfil.ts';

export type LocalApi = ReturnType<typeof createLocalApi>;

export function createLocalApi(config: ApiConfig, overrides: Partial<Deps> = {}) {
  const facts = overrides.facts ?? siteFacts;
  const dynamo = createDynamoClient(config.register);
  const log = overrides.log ?? consoleLogger;
  // SES's bounce simulator answers as in AWS: an event, a moment after the send.
  const bounceEvents: SesBounceEvent[] = [];
  const bounces = inProcessDispatcher(async () => {
    for (let event = bounceEvents.shift(); event !== undefined; event = bounceEvents.shift()) {
      await handleBounce(settings, base, event);
    }
  }, log);
  const base = {
    facts,
    log,
    now: overrides.now ?? (() => new Date()),
    mailer: simulatedBounces(
      overrides.mailer ?? createSesMailer(config.mail, facts.clinic.name),
      (event) => {
        bounceEvents.push(event);
        void bounces.dispatch('bounces');
      },
      log,
    ),
    stripe: overrides.stripe ?? createStripeClient(config.stripe),
    register: overrides.register ?? dynamoRegister(config.register, dynamo),
    retryDelaysMs: overrides.retryDelaysMs,
  };
  const settings = workerSettings(config, facts);
  const dispatcher = inProcessDispatcher((code) => work(settings, base, code), log);
  const deps: Deps = {
    ...base,
    dispatch: overrides.dispatch ?? dispatcher.dispatch,
    auth: overrides.auth ?? dynamoAuthStore(dynamo, config.register.tableName),
    signInMinMs: overrides.signInMinMs,
  };
  const app = new Hono();
  for (const create of [createContactApp, createPaymentApp, createWebhookApp, createDeskApp]) {
    app.route('/', create(config, deps));
  }
  return {
    app: finishApp(app, log),
    deps,
    async idle() {
      await dispatcher.idle();
      await bounces.idle();
      await dispatcher.idle();
    },
    /** What the schedule runs in AWS. */
    sweep: () => sweep(settings, base),
  };
}
