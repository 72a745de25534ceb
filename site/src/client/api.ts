/**
 * The browser's calls to the site's API (`/api/*`, same origin). Client code: no catalog here, only
 * what the pages' `+data.ts` hands over.
 */
import { ApiError, errorOf, stringField } from './api-error.ts';

/** The contact message as `/api/send-contact-email` expects it (`website` is the honeypot). */
export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  /** French label of the chosen treatment, or `''`. */
  traitement: string;
  message: string;
  website: string;
}

/** A voucher order as `/api/create-payment` expects it (whole euros). */
export interface PaymentOrder {
  amount: number;
  giftType: string;
  senderName: string;
  recipientName: string;
  email: string;
  /** Random id of this order attempt (the card renews it after each completed or failed order). */
  attempt: string;
  /** The buyer ticked "J’accepte les conditions générales de vente" (the server refuses without). */
  acceptTerms: true;
  /** Sent to the recipient at `recipientEmail` on `deliverOn` (`YYYY-MM-DD`); absent: the buyer. */
  deliverTo?: 'recipient';
  recipientEmail?: string;
  deliverOn?: string;
  /** The personal message, when one was typed (at most 300 characters). */
  message?: string;
}

export const CONTACT_ENDPOINT = '/api/send-contact-email';
export const PAYMENT_ENDPOINT = '/api/create-payment';

function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Sends the message; resolves once the clinic's mail was accepted, rejects otherwise. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  const response = await postJson(CONTACT_ENDPOINT, message);
  if (!response.ok) throw await errorOf(CONTACT_ENDPOINT, response);
}

/** Creates the payment; resolves with the address of the hosted payment page. */
export async function createPayment(order: PaymentOrder): Promise<string> {
  const response = await postJson(PAYMENT_ENDPOINT, order);
  if (!response.ok) throw await errorOf(PAYMENT_ENDPOINT, response);
  const url = stringField(await response.json(), 'url');
  // Only a web address is ever opened (never `javascript:` or the like).
  if (!/^https?:\/\//i.test(url)) throw new ApiError(PAYMENT_ENDPOINT, response.status, 'no_url');
  return url;
}

/**
 * Opens the payment page in a new tab (the specification); when the browser blocks the tab, calls
 * `onBlocked` (a notice) and opens it in this tab instead.
 */
export function openPaymentPage(url: string, onBlocked: () => void): void {
  const tab = window.open(url, '_blank');
  if (tab) {
    // The payment page must not be able to drive this page (reverse tabnabbing).
    try {
      tab.opener = null;
    } catch {
      // Already cross-origin: nothing to cut.
    }
    return;
  }
  onBlocked();
  window.location.assign(url);
}
