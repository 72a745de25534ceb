import type { Phone } from '@clinique/catalog';

export function telHref(phone: Phone): string {
  return `tel:${phone.e164}`;
}
