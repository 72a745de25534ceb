import type { CommonError, Route } from './route.ts';

export const voucherCode = { method: 'GET', path: '/api/voucher-code' } as const satisfies Route;

export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,250}$/;

/** `BC-` and 10 characters without 0, O, 1, I, L or U: the functions mint them (voucher/code.ts). */
export const VOUCHER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VOUCHER_CODE_LENGTH = 10;
export const VOUCHER_CODE_PATTERN = new RegExp(
  `^BC-[${VOUCHER_CODE_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`,
);

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
/** `code_withdrawn`: an hour after the payment, the code is only in the e-mail. */
export type VoucherCodeError =
  CommonError | 'invalid_session' | 'unknown_session' | 'code_withdrawn' | 'payment_unavailable';
