import { onFirstUse } from './intl.ts';

/** A formatter of Paris dates and times, made on first use. */
export const inParis = (options: Intl.DateTimeFormatOptions, locale = 'fr-FR') =>
  onFirstUse(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Europe/Paris' }));

// Pure: a bundle that never formats a date-time drops it.
const dateTime = /* @__PURE__ */ inParis({ dateStyle: 'short', timeStyle: 'short' });
const time = /* @__PURE__ */ inParis({ hour: '2-digit', minute: '2-digit' });

/**
 * A formatter of days: `2026-03-12` (read at noon UTC), or an instant (a Date or ISO time), whose
 * day is the one in Paris: `2026-03-31T22:30:00Z` is 1 April there.
 */
const dayFormat = (options: Intl.DateTimeFormatOptions) => {
  const formatter = inParis(options);
  return (isoDate: string | Date): string =>
    formatter().format(
      typeof isoDate !== 'string'
        ? isoDate
        : new Date(isoDate.length > 10 ? isoDate : `${isoDate}T12:00:00Z`),
    );
};

const dayMonthYear = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** `2026-03-12` → `12 mars 2026` (article cards). */
export const formatShortDate = dayFormat({ ...dayMonthYear, month: 'short' });

/** `2026-03-12` → `jeudi 12 mars 2026` (article pages). */
export const formatLongDate = dayFormat({ weekday: 'long', ...dayMonthYear });

/** `2026-03-12` → `12 mars 2026` (date of a legal page). */
export const formatDate = dayFormat(dayMonthYear);

/** `2026-03-12` → `12/03/2026` (voucher validity). */
export const formatNumericDate = dayFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });

/** An instant, in Paris: `2026-03-12T13:05:00Z` → `12/03/2026 14:05` (the desk's history). */
export function formatDateTime(instant: string | Date): string {
  return dateTime().format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** An instant's time of day, in Paris: `2026-03-12T13:05:00Z` → `14:05`. */
export function formatTime(instant: Date): string {
  return time().format(instant);
}

/** Adds whole months to a date, clamping to the end of the month (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** `YYYY-MM-DD` of a day that exists: `2027-02-30` does not roll over to 2 March. */
export function isCalendarDay(value: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
