/** Money is whole euros in the catalog; cents exist only at the payment boundary. */
import { onFirstUse } from './intl.ts';

const euroFormatter = onFirstUse(
  () =>
    new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }),
);
const euroCentsFormatter = onFirstUse(
  () =>
    new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** `250` → `250 €`; `1200` → `1 200 €` (fr-FR separators). */
export function formatEuros(amount: number): string {
  return Number.isInteger(amount)
    ? euroFormatter().format(amount)
    : euroCentsFormatter().format(amount);
}

/** Converts whole euros to the cents Stripe expects. */
export function eurosToCents(amount: number): number {
  return Math.round(amount * 100);
}
