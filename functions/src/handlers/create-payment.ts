import { loadPaymentConfig } from '../config.ts';
import { consoleLogger } from '../logger.ts';
import { cloudFrontHandler } from '../origin.ts';
import { resolveSecrets } from '../secrets.ts';
import { createPaymentApp } from '../payment/route.ts';
import { siteFacts } from '../site-facts.ts';
import { createStripeClient } from '../stripe.ts';

// Secrets come from SSM once, at cold start.
const config = loadPaymentConfig(await resolveSecrets(process.env));

export const handler = cloudFrontHandler(() =>
  createPaymentApp(config, {
    facts: siteFacts,
    log: consoleLogger,
    stripe: createStripeClient(config.stripe),
  }),
);
