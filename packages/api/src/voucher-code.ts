import type { CommonError, Route } from './route.ts';

export const voucherCode = { method: 'GET', path: '/api/voucher-code' } as const satisfies Route;

export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,250}$/;

export const VOUCHER_CODE_PATTERN = /^BC-[A-Z0-9]{4,20}$/;

/** The order as recorded, for the confirmation page: amounts and dates formatted in French. */
export interface VoucherRecap {
  title: string;
  amount: string;
  recipientName: string;
  /** For a voucher sent by the clinic: to which address, on which day. */
  delivery?: { email: string; date: string };
}

/** 202 while the payment is not confirmed or the voucher not yet recorded: ask again. */
export type VoucherCodeAnswer =
  { code: string; recap: VoucherRecap } | { status: 'not_paid' | 'pending'; message: string };
export type VoucherCodeError =
  CommonError | 'invalid_session' | 'unknown_session' | 'payment_unavailable';
