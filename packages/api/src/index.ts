/** One entry per Lambda: the CDK app and the functions' bundle both read this list. */
import { contact } from './contact.ts';
import { desk } from './desk.ts';
import { payment } from './payment.ts';
import type { Route } from './route.ts';
import { voucherCode } from './voucher-code.ts';
import { webhook } from './webhook.ts';

export type { CommonError, ErrorBody, Route } from './route.ts';
export {
  DESK_COOKIE,
  DESK_DEVICE_COOKIE,
  FORWARDED_TO_API,
  ORIGIN_HEADER,
  VIEWER_ADDRESS_HEADER,
} from './route.ts';

/** The CDK app names their SSM parameters. */
export type SecretName =
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'VOUCHER_CODE_SECRET'
  | 'DESK_STAFF'
  | 'DESK_SESSION_SECRET';

export interface ApiFunction {
  /** Exact routes, or every path below a prefix; the first is the function's main path. */
  answers: readonly (Route | { prefix: string })[];
  secrets: readonly SecretName[];
  sendsMail: boolean;
}

/** Keyed by the handler's name: `functions/src/handlers/<name>.ts`. */
export const API_FUNCTIONS = {
  'send-contact-email': { answers: [contact], secrets: [], sendsMail: true },
  'create-payment': { answers: [payment], secrets: ['STRIPE_SECRET_KEY'], sendsMail: false },
  // Records the voucher and starts the worker; the code route needs the same register and secret.
  'stripe-webhook': {
    answers: [webhook, voucherCode],
    secrets: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'VOUCHER_CODE_SECRET'],
    sendsMail: false,
  },
  desk: {
    answers: [{ prefix: desk.prefix }],
    secrets: ['DESK_STAFF', 'DESK_SESSION_SECRET'],
    sendsMail: true,
  },
} as const satisfies Record<string, ApiFunction>;

export type ApiFunctionName = keyof typeof API_FUNCTIONS;
