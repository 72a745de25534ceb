/** Money is whole euros in the catalog; cents exist only at the payment boundary. */
import { onFirstUse } from './intl.ts';

const euros = (fractionDigits: number) =>
  onFirstUse(
    () =>
      new Intl.NumberFormat('fr-FR', {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );
const euroFormatter = euros(0);
const euroCentsFormatter = euros(2);

/** `250` → `250 €`; `1200` → `1 200 €` (fr-FR separators). */
export function formatEuros(amount: number): string {
  return (Number.isInteger(amount) ? euroFormatter : euroCentsFormatter)().format(amount);
}

export function eurosToCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * As staff type them: `45`, `45,5`, `45,50`, `45.50`, `45 €`, and thousands grouped by a space as
 * `formatCents` shows them (`1 000`); two decimals at most.
 */
export function parseEuroCents(typed: string): number | undefined {
  const match = /^\s*(\d{1,3}(?:\s\d{3})+|\d{1,6})(?:[.,](\d{1,2}))?\s*(?:€)?\s*$/.exec(typed);
  if (!match?.[1]) return undefined;
  const euros = Number(match[1].replace(/\s/g, ''));
  const cents = euros * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}

/** Cents as euros: `4050` → `40,50 €`, `4000` → `40 €`. */
export function formatCents(cents: number): string {
  return formatEuros(cents / 100);
}
