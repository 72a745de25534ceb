/** Lambda entry of `POST /api/stripe-webhook` (bundled to dist/stripe-webhook/index.mjs). */
import { handle } from 'hono/aws-lambda';
import { loadWebhookConfig } from '../config.ts';
import { consoleLogger } from '../logger.ts';
import { behindCloudFront, originCheck } from '../origin.ts';
import { resolveSecrets } from '../secrets.ts';
import { createSesMailer } from '../mail/mailer.ts';
import { siteFacts } from '../site-facts.ts';
import { createStripeClient } from '../stripe.ts';
import { DEFAULT_CLAIM_TTL_MS } from '../webhook/fulfil.ts';
import { createWebhookApp } from '../webhook/route.ts';

// Cold start: secrets are fetched from SSM once and kept for the life of this instance.
const config = loadWebhookConfig(await resolveSecrets(process.env));

// Only CloudFront (and its WAF) may call: see origin.ts.
const origin = originCheck(process.env);

export const handler = handle(
  behindCloudFront(
    createWebhookApp(config, {
      facts: siteFacts,
      log: consoleLogger,
      now: () => new Date(),
      mailer: createSesMailer(config.mail, siteFacts.clinic.name),
      stripe: createStripeClient(config.stripe),
      claimTtlMs: DEFAULT_CLAIM_TTL_MS,
    }),
    origin,
    consoleLogger,
  ),
);
