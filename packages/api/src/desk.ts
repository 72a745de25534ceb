/** The `pages…` routes serve plain forms, for a phone whose script did not run. */
import { DESK_PAGES_PATH, deskLookupAction } from '@clinique/catalog/vouchers';
import type { Route } from './route.ts';

const API = '/api/desk';
const route = <M extends Route['method'], P extends string>(method: M, path: P) =>
  ({ method, path }) as const;

export const desk = {
  /** One Lambda answers every path below it. */
  prefix: API,
  me: route('GET', `${API}/me`),
  signIn: route('POST', `${API}/sign-in`),
  session: route('POST', `${API}/session`),
  signOut: route('POST', `${API}/sign-out`),
  list: route('GET', `${API}/vouchers`),
  export: route('GET', `${API}/export.csv`),
  voucher: route('GET', `${API}/vouchers/:code`),
  use: route('POST', `${API}/vouchers/:code/uses`),
  reverse: route('POST', `${API}/vouchers/:code/reversals`),
  void: route('POST', `${API}/vouchers/:code/void`),
  resend: route('POST', `${API}/vouchers/:code/resend`),
  delivery: route('POST', `${API}/vouchers/:code/delivery`),
  resendDelivery: route('POST', `${API}/vouchers/:code/delivery/resend`),
  pages: route('GET', DESK_PAGES_PATH),
  lookup: route('POST', deskLookupAction),
  pageVoucher: route('GET', `${DESK_PAGES_PATH}/vouchers/:code`),
  pageUse: route('POST', `${DESK_PAGES_PATH}/vouchers/:code/uses`),
} as const;

/** `/api/desk/vouchers/BC-…/uses`. */
export function deskPath(path: string, code?: string): string {
  return code === undefined ? path : path.replace(':code', encodeURIComponent(code));
}
