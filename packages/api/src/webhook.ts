/** `POST /api/stripe-webhook`: Stripe's signed events (paid, refunded), from Stripe only. */
import type { Route } from './route.ts';

export const webhook = { method: 'POST', path: '/api/stripe-webhook' } as const satisfies Route;
