/** What the routes depend on; `createApi` builds the real ones from the configuration. */
import type { SiteFacts } from './facts.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { VoucherRegister } from './register/store.ts';
import type { Stripe } from './stripe.ts';

export interface Deps {
  facts: SiteFacts;
  log: Logger;
  now: () => Date;
  mailer: Mailer;
  stripe: Stripe;
  register: VoucherRegister;
  /** Starts the worker on a newly recorded voucher without waiting for its e-mails. */
  dispatch: (code: string) => Promise<void>;
  /** Delays between fulfilment attempts (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

export type ContactDeps = Pick<Deps, 'facts' | 'log' | 'mailer'>;
export type PaymentDeps = Pick<Deps, 'facts' | 'log' | 'stripe'>;
export type WebhookDeps = Pick<Deps, 'facts' | 'log' | 'now' | 'stripe' | 'register' | 'dispatch'>;
