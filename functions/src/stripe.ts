/**
 * The Stripe SDK client: the real API with `STRIPE_SECRET_KEY`, or the local stand-in (same SDK,
 * pointed at it with the `host`, `port` and `protocol` options) in development and tests.
 */
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

/** True for errors that say the Stripe API could not be reached or failed on its side. */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}
