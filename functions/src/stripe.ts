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
