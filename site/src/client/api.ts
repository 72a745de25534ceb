/** Only the contract's paths and types reach the bundle: the schemas stay on the server. */
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

/** Resolves once the clinic's mail was accepted. */
export async function sendContactMessage(message: ContactRequest): Promise<void> {
  const response = await postJson(CONTACT_ENDPOINT, message);
  if (!response.ok) throw await errorOf(CONTACT_ENDPOINT, response);
}

export async function createPayment(order: PaymentOrder): Promise<string> {
  const response = await postJson(PAYMENT_ENDPOINT, order);
  if (!response.ok) throw await errorOf(PAYMENT_ENDPOINT, response);
  const url = stringField((await response.json()) as PaymentAnswer, 'url');
  // Never open `javascript:` or the like.
  if (!/^https?:\/\//i.test(url)) throw new ApiError(PAYMENT_ENDPOINT, response.status, 'no_url');
  return url;
}

/** A new tab, as the specification asks; this tab when the browser blocks it. */
export function openPaymentPage(url: string, onBlocked: () => void): void {
  const tab = window.open(url, '_blank');
  if (tab) {
    // Against reverse tabnabbing: the payment page must not drive this one.
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
