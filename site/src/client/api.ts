/** Only the contract's paths and types reach the bundle: the schemas stay on the server. */
import { contact, type ContactRequest } from '@clinique/api/contact';
import { payment, type PaymentAnswer, type PaymentOrder } from '@clinique/api/payment';
import { type Notice, notify } from '@clinique/ui';

/** `reason` is the API's French sentence, `''` when none; `fields`, each refused field's own. */
class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly code: string,
    readonly reason = '',
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(`${path} answered ${status} (${code})`);
    this.name = 'ApiError';
  }
}

/** `body[name]` when the body is an object and it a string, else `''`. */
function stringField(body: unknown, name: string): string {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : '';
  return typeof value === 'string' ? value : '';
}

/** The string values of a refusal's `fields`: each refused field's own sentence. */
function fieldsOf(body: unknown): Record<string, string> {
  const fields =
    typeof body === 'object' && body !== null ? (body as { fields?: unknown }).fields : {};
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

async function postJson(path: string, body: unknown): Promise<Response> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => undefined);
    const code = stringField(answer, 'error') || 'unknown';
    const reason = stringField(answer, 'message');
    throw new ApiError(path, response.status, code, reason, fieldsOf(answer));
  }
  return response;
}

/** Resolves once the clinic's mail was accepted. */
export async function sendContactMessage(message: ContactRequest): Promise<void> {
  await postJson(contact.path, message);
}

export async function createPayment(order: PaymentOrder): Promise<string> {
  const response = await postJson(payment.path, order);
  const url = stringField((await response.json()) as PaymentAnswer, 'url');
  // Never open `javascript:` or the like.
  if (!/^https?:\/\//i.test(url)) throw new ApiError(payment.path, response.status, 'no_url');
  return url;
}

/** The sentence of each field a refusal (400, 422) names: `{}` for any other failure. */
export function refusedFields(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ApiError && [400, 422].includes(error.status) ? error.fields : {};
}

/** A refusal's (400, 422) own sentence says what to fix; any other failure gets "try again". */
export function notifyFailure(error: unknown, notice: Notice, logMessage: string): void {
  const refused = error instanceof ApiError && [400, 422].includes(error.status) && error.reason;
  if (!refused) console.error(logMessage, error);
  notify(refused ? { title: notice.title, description: refused } : notice, {
    variant: 'destructive',
  });
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
