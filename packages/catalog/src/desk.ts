/** The desk's routes and choices, no data: the site's pages and every function may import it. */
import { words } from './format/content.ts';

/** The clinic's desk, a page of the site where staff look up vouchers and record their use. */
export const DESK_PATH = '/espace-clinique';

/** The register's statuses, history events and delivery states: the desk's text names each one. */
export const DESK_STATUSES = ['active', 'used', 'void', 'expired'] as const;
export const DESK_HISTORY_TYPES = words(
  'issued emailed clinic_notified email_failed fulfilment_failed used use_reversed voided',
  'refunded partially_refunded resent delivered delivery_confirmed bounced bounce_reported',
  'delivery_changed reminded disputed dispute_closed buyer_bounced',
);
export const DELIVERY_STATES = ['scheduled', 'delivered', 'bounced', 'failed'] as const;

/** One treatment however it is written: « Morpheus 8 » is « Morpheus8 ». */
export const treatmentKey = (name: string) =>
  name
    .normalize('NFC')
    .toLocaleLowerCase('fr')
    .replace(/[\s\-‐-―]/g, '');

/**
 * The desk's « Soin » choices: every treatment of the site and of the vouchers page, once each, in
 * French order, then `other` (« Autre »), which the desk asks to explain in a note.
 */
export function deskTreatmentChoices(names: readonly string[], other: string): string[] {
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(treatmentKey(name))) seen.set(treatmentKey(name), name);
  const sorted = [...seen.values()].sort((a, b) => a.localeCompare(b, 'fr'));
  return [...sorted, other];
}

/** The QR code's address and the desk's route of one voucher: built here and nowhere else. */
export function deskVoucherPath(code: string): string {
  return `${DESK_PATH}/bon/${encodeURIComponent(code)}`;
}
