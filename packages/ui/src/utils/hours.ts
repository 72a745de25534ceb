import type { OpeningHours } from '@clinique/catalog';

export function formatClockTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}h${minutes === '00' ? '' : minutes}`;
}

export function formatOpeningHours(hours: OpeningHours): string {
  return `${hours.label}\u00A0: ${formatClockTime(hours.opens)} – ${formatClockTime(hours.closes)}`;
}
