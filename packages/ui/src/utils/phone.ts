import type { Phone } from '@clinique/catalog';

/** The `tel:` address of a catalog phone, built from its E.164 form ("tel:+33465710000"). */
export function telHref(phone: Phone): string {
  return `tel:${phone.e164}`;
}
