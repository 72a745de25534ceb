import { inParis } from '@clinique/catalog/format';
import { parisDay } from '@clinique/catalog/voucher-orders';
import type { Order } from '../payment/metadata.ts';

export interface Voucher extends Order {
  code: string;
  /** Paris calendar. */
  validUntil: string;
  colour: string | undefined;
  /** The withdrawal period starts that day. */
  orderedAt: Date;
}

export { parisDay };

/** The instant of `hour`:00 on the Paris calendar day `day` (`YYYY-MM-DD`), summer or winter. */
export function parisInstant(day: string, hour: number): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const parts = parisOffset().formatToParts(guess);
  const name = parts.find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  const minutes =
    match === null ? 0 : (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  return new Date(guess.getTime() - minutes * 60_000);
}

const parisOffset = inParis({ timeZoneName: 'longOffset' }, 'en-US');

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
