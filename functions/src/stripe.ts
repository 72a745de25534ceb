/** The same SDK in development and tests, pointed at the local stand-in. */
import Stripe from 'stripe';
import type { StripeApiConfig } from './config.ts';

export function createStripeClient(config: StripeApiConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'clinique-functions' },
    ...(config.api === undefined
      ? {}
      : { host: config.api.host, port: config.api.port, protocol: config.api.protocol }),
  });
}

export { Stripe };

/** The Stripe API could not be reached or failed on its side. */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}
