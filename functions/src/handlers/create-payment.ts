/** Lambda entry of `POST /api/create-payment` (bundled to dist/create-payment/index.mjs). */
import { handle } from 'hono/aws-lambda';
import { loadPaymentConfig } from '../config.ts';
import { consoleLogger } from '../logger.ts';
import { behindCloudFront, originCheck } from '../origin.ts';
import { resolveSecrets } from '../secrets.ts';
import { createPaymentApp } from '../payment/route.ts';
import { siteFacts } from '../site-facts.ts';
import { createStripeClient } from '../stripe.ts';

// Cold start: secrets are fetched from SSM once and kept for the life of this instance.
const config = loadPaymentConfig(await resolveSecrets(process.env));

// Only CloudFront (and its WAF) may call: see origin.ts.
const origin = originCheck(process.env);

export const handler = handle(
  behindCloudFront(
    createPaymentApp(config, {
      facts: siteFacts,
      log: consoleLogger,
      stripe: createStripeClient(config.stripe),
    }),
    origin,
    consoleLogger,
  ),
);
