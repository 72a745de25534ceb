import { loadPaymentConfig } from '../config.ts';
import { cloudFrontHandler } from '../origin.ts';
import { resolveSecrets } from '../secrets.ts';
import { createPaymentApp } from '../payment/route.ts';
import { createStripeClient } from '../stripe.ts';
import { lambdaDeps } from '../deps.ts';

// Secrets come from SSM once, at cold start.
const config = loadPaymentConfig(await resolveSecrets(process.env));

export const handler = cloudFrontHandler(() =>
  createPaymentApp(config, {
    ...lambdaDeps,
    stripe: createStripeClient(config.stripe),
  }),
);
