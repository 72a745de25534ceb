/** No catalog here: this is client code, and the catalog would weigh on the bundle. */
import { desk, deskPath } from '@clinique/api/desk';
import type { Route } from '@clinique/api';
import type { DeskListFilter, DeskListResult, DeskVoucherData } from '@clinique/ui';
import { stringField } from './api-error.ts';

/** `message` is the API's French sentence, `''` when none. */
export type DeskAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; error: string; message: string; voucher?: DeskVoucherData };

/** Rejects only when the API cannot be reached. */
async function call<T>(
  route: Route,
  options: { code?: string; query?: string; body?: unknown } = {},
): Promise<DeskAnswer<T>> {
  const { code, query = '', body } = options;
  const response = await fetch(`${deskPath(route.path, code)}${query}`, {
    method: route.method,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, value: json as T };
  const voucher =
    typeof json === 'object' && json !== null && 'voucher' in json
      ? (json as { voucher: DeskVoucherData }).voucher
      : undefined;
  return {
    ok: false,
    status: response.status,
    error: stringField(json, 'error') || 'unknown',
    message: stringField(json, 'message'),
    ...(voucher ? { voucher } : {}),
  };
}

export function deskFilterQuery(filter: DeskListFilter): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value.trim() !== '') query.set(name, value.trim());
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

export const deskExportHref = (filter: DeskListFilter) =>
  `${desk.export.path}${deskFilterQuery(filter)}`;

export const deskApi = {
  me: () => call<{ email: string }>(desk.me),
  signIn: (email: string, next: string) =>
    call<{ message: string }>(desk.signIn, { body: { email, next } }),
  openSession: (token: string, next: string) =>
    call<{ email: string; next: string }>(desk.session, { body: { token, next } }),
  signOut: () => call<{ message: string }>(desk.signOut, { body: {} }),
  list: (filter: DeskListFilter) =>
    call<DeskListResult>(desk.list, { query: deskFilterQuery(filter) }),
  voucher: (code: string) => call<DeskVoucherData>(desk.voucher, { code }),
  recordUse: (
    code: string,
    use: { amount: string; treatment: string; note: string; balanceCents: number },
  ) => call<DeskVoucherData>(desk.use, { code, body: use }),
  reverseUse: (code: string, index: number) =>
    call<DeskVoucherData>(desk.reverse, { code, body: { index } }),
  voidVoucher: (code: string, reason: string) =>
    call<DeskVoucherData>(desk.void, { code, body: { reason } }),
  changeDelivery: (code: string, delivery: { email: string; date: string }) =>
    call<DeskVoucherData>(desk.delivery, { code, body: delivery }),
  resendDelivery: (code: string) => call<DeskVoucherData>(desk.resendDelivery, { code, body: {} }),
  resend: (code: string, email: string) =>
    call<DeskVoucherData>(desk.resend, { code, body: email === '' ? {} : { email } }),
};
