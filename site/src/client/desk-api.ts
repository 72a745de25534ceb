/** No catalog here: this is client code, and the catalog would weigh on the bundle. */
import { desk, deskPath } from '@clinique/api/desk';
import type { Route } from '@clinique/api';
import type { DeskListFilter, DeskListResult, DeskUseValues, DeskVoucherData } from '@clinique/ui';
import { stringField } from './api-error.ts';

/** `message` is the API's French sentence, `''` when none; status 0: the API was not reached. */
export type DeskAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; message: string; voucher?: DeskVoucherData };

async function call<T>(
  route: Route,
  { code, query = '', body }: { code?: string; query?: string; body?: unknown } = {},
): Promise<DeskAnswer<T>> {
  const response = await fetch(`${deskPath(route.path, code)}${query}`, {
    method: route.method,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).catch(() => undefined);
  if (!response) return { ok: false, status: 0, message: '' };
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, value: json as T };
  const { voucher } = (json ?? {}) as { voucher?: DeskVoucherData };
  return { ok: false, status: response.status, message: stringField(json, 'message'), voucher };
}

function filterQuery(filter: DeskListFilter): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value.trim() !== '') query.set(name, value.trim());
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

export const deskExportHref = (filter: DeskListFilter) =>
  `${desk.export.path}${filterQuery(filter)}`;

export const deskApi = {
  me: () => call<{ email: string }>(desk.me),
  signIn: (email: string, next: string) =>
    call<{ message: string }>(desk.signIn, { body: { email, next } }),
  openSession: (token: string, next: string) =>
    call<{ email: string; next: string }>(desk.session, { body: { token, next } }),
  signOut: () => call<{ message: string }>(desk.signOut, { body: {} }),
  list: (filter: DeskListFilter) => call<DeskListResult>(desk.list, { query: filterQuery(filter) }),
  voucher: (code: string) => call<DeskVoucherData>(desk.voucher, { code }),
  recordUse: (code: string, use: DeskUseValues & { balanceCents: number }) =>
    call<DeskVoucherData>(desk.use, { code, body: use }),
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
