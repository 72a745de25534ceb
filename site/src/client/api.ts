/**
 * The browser's calls to the site's API (`/api/*`, same origin), by the contract. Only its paths and
 * types reach the bundle: the schemas stay on the server.
 */
import { contact, type ContactRequest } from '@clinique/api/contact';
import { payment, type PaymentAnswer, type PaymentOrder } from '@clinique/api/payment';
import { ApiError, errorOf, stringField } from './api-error.ts';

export const CONTACT_ENDPOINT = contact.path;
export const PAYMENT_ENDPOINT = payment.path;

function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Sends the message; resolves once the clinic's mail was accepted, rejects otherwise. */
export async function sendContactMessage(message: ContactRequest): Promise<void> {
  const response = await postJson(CONTACT_ENDPOINT, message);
  if (!response.ok) throw await errorOf(CONTACT_ENDPOINT, response);
}

/** Creates the payment; resolves with the address of the hosted payment page. */
export async function createPayment(order: PaymentOrder): Promise<string> {
  const response = await postJson(PAYMENT_ENDPOINT, order);
  if (!response.ok) throw await errorOf(PAYMENT_ENDPOINT, response);
  const url = stringField((await response.json()) as PaymentAnswer, 'url');
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
