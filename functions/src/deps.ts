/** What the routes depend on; `createApi` builds the real ones from the configuration. */
import type { SiteFacts } from './facts.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { DeskAuthStore } from './desk/auth-store.ts';
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
  /** The desk's sign-in links, sessions and rate limits. */
  deskAuth: DeskAuthStore;
  /** The desk's sign-in answers take at least this long (ms). */
  signInMinMs?: number;
}

export type ContactDeps = Pick<Deps, 'facts' | 'log' | 'mailer'>;
/** `now` (the day a recipient's voucher may be sent from): the system clock when absent. */
export type PaymentDeps = Pick<Deps, 'facts' | 'log' | 'stripe'> & Partial<Pick<Deps, 'now'>>;
export type WebhookDeps = Pick<Deps, 'facts' | 'log' | 'now' | 'stripe' | 'register' | 'dispatch'>;
