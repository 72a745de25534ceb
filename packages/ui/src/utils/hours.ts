import type { OpeningHours } from '@clinique/catalog';

/** French typography: « 9 h », « 7 h 45 », spaces that never break. */
export function formatClockTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}\u00A0h${minutes === '00' ? '' : `\u00A0${minutes}`}`;
}

export function formatOpeningHours(hours: OpeningHours): string {
  return `${hours.label}\u00A0: ${formatClockTime(hours.opens)} – ${formatClockTime(hours.closes)}`;
}
