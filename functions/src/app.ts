/**
 * `createApi(config)`: the three routes in one Hono app, for the site's local server and the tests
 * (`/api/send-contact-email`, `/api/create-payment`, `/api/stripe-webhook`). On AWS each concern is
 * its own Lambda (src/handlers/), built from the same per-concern apps: one code path.
 */
import { Hono } from 'hono';
import type { ApiConfig } from './config.ts';
import { createContactApp } from './contact/route.ts';
import type { Deps } from './deps.ts';
import { finishApp } from './http.ts';
import { consoleLogger } from './logger.ts';
import { createSesMailer } from './mail/mailer.ts';
import { createPaymentApp } from './payment/route.ts';
import { siteFacts } from './site-facts.ts';
import { createStripeClient } from './stripe.ts';
import { DEFAULT_CLAIM_TTL_MS } from './webhook/fulfil.ts';
import { createWebhookApp } from './webhook/route.ts';

/** Builds the real dependencies from the configuration; `overrides` replaces any of them. */
export function createDeps(config: ApiConfig, overrides: Partial<Deps> = {}): Deps {
  const facts = overrides.facts ?? siteFacts;
  return {
    facts,
    log: overrides.log ?? consoleLogger,
    now: overrides.now ?? (() => new Date()),
    mailer: overrides.mailer ?? createSesMailer(config.mail, facts.clinic.name),
    stripe: overrides.stripe ?? createStripeClient(config.stripe),
    claimTtlMs: overrides.claimTtlMs ?? DEFAULT_CLAIM_TTL_MS,
  };
}

/**
 * The API as one Hono app. Mount it beside static files (`app.route('/', createApi(config))`) or
 * serve it alone (`serve({ fetch: createApi(config).fetch })`).
 */
export function createApi(config: ApiConfig, overrides: Partial<Deps> = {}): Hono {
  const deps = createDeps(config, overrides);
  const app = new Hono();
  app.route('/', createContactApp(config, deps));
  app.route('/', createPaymentApp(config, deps));
  app.route('/', createWebhookApp(config, deps));
  return finishApp(app, deps.log);
}
