/**
 * The browser's calls to the site's API (`/api/*`, same origin). Client code: no catalog here, only
 * what the pages' `+data.ts` hands over.
 */

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
}

export const CONTACT_ENDPOINT = '/api/send-contact-email';
export const PAYMENT_ENDPOINT = '/api/create-payment';
export const VOUCHER_CODE_ENDPOINT = '/api/voucher-code';

function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** An answer the API refused, with its error code (`mail_unavailable`, `invalid_request`…). */
export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(`${path} answered ${status} (${code})`);
    this.name = 'ApiError';
  }
}

async function errorOf(path: string, response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const code =
    typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
      ? body.error
      : 'unknown';
  return new ApiError(path, response.status, code);
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
  const body: unknown = await response.json();
  const url =
    typeof body === 'object' && body !== null && 'url' in body && typeof body.url === 'string'
      ? body.url
      : '';
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

/**
 * The code of the voucher paid with the Checkout Session `sessionId` (the one its e-mail carries),
 * or `undefined` while the payment is not confirmed; rejects when the API cannot answer.
 */
export async function fetchVoucherCode(sessionId: string): Promise<string | undefined> {
  const path = `${VOUCHER_CODE_ENDPOINT}?session_id=${encodeURIComponent(sessionId)}`;
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  // 202: the payment is not confirmed yet.
  if (response.status === 202) return undefined;
  if (!response.ok) throw await errorOf(VOUCHER_CODE_ENDPOINT, response);
  const body: unknown = await response.json();
  const code =
    typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
      ? body.code
      : '';
  if (!/^BC-[A-Z0-9]{4,20}$/.test(code)) throw new ApiError(VOUCHER_CODE_ENDPOINT, 200, 'no_code');
  return code;
}
