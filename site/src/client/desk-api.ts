/** No catalog here: this is client code, and the catalog would weigh on the bundle. */
import {
  desk,
  DeskErrorSchema,
  DeskListSchema,
  DeskMessageSchema,
  DeskOpenedSchema,
  DeskSessionSchema,
  DeskVoucherSchema,
  type DeskUseBody,
  type DeskVoucher,
} from '@clinique/api/desk';
import type { Route } from '@clinique/api';
import type { DeskListFilter } from '@clinique/ui';
import * as v from 'valibot';

/** `message` is the API's French sentence, `''` when none; status 0: the API was not reached. */
export type DeskAnswer<T> =
  { ok: true; value: T } | { ok: false; status: number; message: string; voucher?: DeskVoucher };

/** The answer read by the contract's schema: an answer that does not fit it is a failure. */
async function call<S extends v.GenericSchema>(
  answer: S,
  route: Route,
  { code, query = '', body }: { code?: string; query?: string; body?: unknown } = {},
): Promise<DeskAnswer<v.InferOutput<S>>> {
  const path =
    code === undefined ? route.path : route.path.replace(':code', encodeURIComponent(code));
  const response = await fetch(`${path}${query}`, {
    method: route.method,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).catch(() => undefined);
  if (!response) return { ok: false, status: 0, message: '' };
  const json: unknown = await response.json().catch(() => undefined);
  const unread = { ok: false, status: response.status, message: '' } as const;
  if (response.ok) {
    const read = v.safeParse(answer, json);
    return read.success ? { ok: true, value: read.output } : unread;
  }
  const refusal = v.safeParse(DeskErrorSchema, json);
  if (!refusal.success) return unread;
  const { message, voucher } = refusal.output;
  return { ...unread, message, ...(voucher ? { voucher } : {}) };
}

function filterQuery(filter: DeskListFilter): string {
  const fields = Object.entries(filter).map(([name, value]) => [name, value.trim()]);
  const text = new URLSearchParams(fields.filter(([, value]) => value !== '')).toString();
  return text === '' ? '' : `?${text}`;
}

/** The accountant's two files, for what the list shows. */
export const deskExportHrefs = (filter: DeskListFilter) => ({
  vouchers: `${desk.export.path}${filterQuery(filter)}`,
  uses: `${desk.usesExport.path}${filterQuery(filter)}`,
});

const onVoucher = (route: Route, code: string, body: unknown = {}) =>
  call(DeskVoucherSchema, route, { code, body });

export const deskApi = {
  me: () => call(DeskSessionSchema, desk.me),
  signIn: (email: string, next: string) =>
    call(DeskMessageSchema, desk.signIn, { body: { email, next } }),
  openSession: (token: string, next: string) =>
    call(DeskOpenedSchema, desk.session, { body: { token, next } }),
  signOut: () => call(DeskMessageSchema, desk.signOut, { body: {} }),
  list: (filter: DeskListFilter) => call(DeskListSchema, desk.list, { query: filterQuery(filter) }),
  voucher: (code: string) => call(DeskVoucherSchema, desk.voucher, { code }),
  recordUse: (code: string, use: DeskUseBody) => onVoucher(desk.use, code, use),
  reverseUse: (code: string, index: number) => onVoucher(desk.reverse, code, { index }),
  voidVoucher: (code: string, reason: string) => onVoucher(desk.void, code, { reason }),
  changeDelivery: (code: string, delivery: { email: string; date: string }) =>
    onVoucher(desk.delivery, code, delivery),
  sendNow: (code: string) => onVoucher(desk.sendNow, code),
  resendDelivery: (code: string) => onVoucher(desk.resendDelivery, code),
  resend: (code: string, email: string) => onVoucher(desk.resend, code, { email }),
};
