import type { Route } from './route.ts';

export const webhook = { method: 'POST', path: '/api/stripe-webhook' } as const satisfies Route;
