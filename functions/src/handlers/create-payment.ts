import { handle } from 'hono/aws-lambda';
import { loadPaymentConfig } from '../config.ts';
import { consoleLogger } from '../logger.ts';
import { behindCloudFront, originCheck } from '../origin.ts';
import { resolveSecrets } from '../secrets.ts';
import { createPaymentApp } from '../payment/route.ts';
import { siteFacts } from '../site-facts.ts';
import { createStripeClient } from '../stripe.ts';

// Secrets come from SSM once, at cold start.
const config = loadPaymentConfig(await resolveSecrets(process.env));

// Only CloudFront, and so its WAF, may call.
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
