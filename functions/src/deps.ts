/** Injected, so tests replace any of them. */
import type { SiteFacts } from './facts.ts';
import { consoleLogger, type Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { DeskAuthStore } from './desk/auth-store.ts';
import type { VoucherRegister } from './register/store.ts';
import { siteFacts } from './site-facts.ts';
import type { Stripe } from './stripe.ts';

export interface Deps {
  facts: SiteFacts;
  log: Logger;
  now: () => Date;
  mailer: Mailer;
  stripe: Stripe;
  register: VoucherRegister;
  /**
   * Starts the worker without waiting for the e-mails: Stripe wants the webhook's answer quickly,
   * and an e-mail asked for at the desk leaves now, not at the next sweep.
   */
  dispatch: (code: string) => Promise<void>;
  /** Tests shorten them. */
  retryDelaysMs?: readonly number[];
  auth: DeskAuthStore;
  /** Milliseconds every sign-in answer takes at least, so timing does not tell who is staff. */
  signInMinMs?: number;
}

export type ContactDeps = Pick<Deps, 'facts' | 'log' | 'mailer'>;
/** `now` dates the first day a recipient's voucher may be sent; the system clock when absent. */
export type PaymentDeps = Pick<Deps, 'facts' | 'log' | 'stripe'> & Partial<Pick<Deps, 'now'>>;
export type WebhookDeps = Pick<Deps, 'facts' | 'log' | 'now' | 'stripe' | 'register' | 'dispatch'>;
export type DeskDeps = Omit<Deps, 'stripe' | 'retryDelaysMs'>;

/** What every Lambda is given: the real catalog, the log CloudWatch reads, the clock. */
export const lambdaDeps = { facts: siteFacts, log: consoleLogger, now: () => new Date() };
