/**
 * The confirmation page's one call (a module of its own, so that its plain script loads nothing of
 * the contact and payment calls).
 */
import { VOUCHER_CODE_PATTERN, voucherCode } from '@clinique/api/voucher-code';
import { ApiError, errorOf, stringField } from './api-error.ts';

const VOUCHER_CODE_ENDPOINT = voucherCode.path;

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
  const code = stringField(await response.json(), 'code');
  if (!VOUCHER_CODE_PATTERN.test(code)) throw new ApiError(VOUCHER_CODE_ENDPOINT, 200, 'no_code');
  return code;
}
