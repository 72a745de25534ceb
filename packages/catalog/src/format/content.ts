import type { Duration, Price, Sessions } from '../schemas/primitives.ts';
import { formatEuros } from './money.ts';

/** `250` → `250 €`; `{ from: 350 }` → `À partir de 350 €`; `{ min: 300, max: 500 }` → `300 – 500 €`. */
export function formatPrice(price: Price, fromPrefix = 'À partir de'): string {
  if (typeof price === 'number') return formatEuros(price);
  if ('from' in price) return `${fromPrefix} ${formatEuros(price.from)}`;
  return `${formatEuros(price.min).replace(/\s€$/, '')} – ${formatEuros(price.max)}`;
}

/** For "from" prices and structured data offers. */
export function lowestAmount(price: Price): number {
  return typeof price === 'number' ? price : 'from' in price ? price.from : price.min;
}

/** `undefined` for an open "from" price. */
export function highestAmount(price: Price): number | undefined {
  return typeof price === 'number' ? price : 'from' in price ? undefined : price.max;
}

/** `30` → `30 min`; `{ min: 20, max: 60 }` → `20 – 60 min`; the unit never alone on a line. */
export function formatDuration(duration: Duration): string {
  return typeof duration === 'number'
    ? `${duration}\u00A0min`
    : `${duration.min} – ${duration.max}\u00A0min`;
}

/** `1` → `1 séance`; `{ min: 6, max: 10 }` → `6 – 10 séances`; the unit never alone on a line. */
export function formatSessions(sessions: Sessions): string {
  return typeof sessions === 'number'
    ? `${sessions}\u00A0séance${sessions > 1 ? 's' : ''}`
    : `${sessions.min} – ${sessions.max}\u00A0séances`;
}

export type Names<S extends string> = S extends `${infer Name} ${infer Rest}`
  ? Name | Names<Rest>
  : S;

/** `words('a b', 'c')` → `['a', 'b', 'c']`, typed as those names. */
export const words = <S extends string>(...lines: S[]): readonly Names<S>[] =>
  lines.flatMap((line) => line.split(' ')) as Names<S>[];

/** `fillTemplate('Valable {months} mois', { months: 12 })`. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** The French form for `count` (0 and 1 are singular), filled: `{ ...values, [name]: count }`. */
export function fillPlural(
  forms: { one: string; other: string },
  count: number,
  name = 'count',
  values: Record<string, string | number> = {},
): string {
  return fillTemplate(count <= 1 ? forms.one : forms.other, { ...values, [name]: count });
}
