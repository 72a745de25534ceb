/** What the routes depend on; `createApi` builds the real ones from the configuration. */
import type { SiteFacts } from './facts.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Stripe } from './stripe.ts';

export interface Deps {
  facts: SiteFacts;
  log: Logger;
  now: () => Date;
  mailer: Mailer;
  stripe: Stripe;
  /** How long a fulfilment claim holds before another delivery may take over (ms). */
  claimTtlMs: number;
}

export type ContactDeps = Pick<Deps, 'facts' | 'log' | 'mailer'>;
export type PaymentDeps = Pick<Deps, 'facts' | 'log' | 'stripe'>;
export type WebhookDeps = Deps;
