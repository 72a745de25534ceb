import type { OpeningHours } from '@clinique/catalog';

/** `09:00` → `9h`, `12:30` → `12h30` (French clock times). */
export function formatClockTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}h${minutes === '00' ? '' : minutes}`;
}

/** `{ label: 'Lundi – Vendredi', opens: '09:00', closes: '19:00' }` → `Lundi – Vendredi : 9h – 19h`. */
export function formatOpeningHours(hours: OpeningHours): string {
  return `${hours.label}\u00A0: ${formatClockTime(hours.opens)} – ${formatClockTime(hours.closes)}`;
}
