/** A module of its own, so the confirmation page's script loads nothing of the other calls. */
import { VOUCHER_CODE_PATTERN, voucherCode } from '@clinique/api/voucher-code';
import { ApiError, errorOf, stringField } from './api-error.ts';

/** `undefined` while the payment is not confirmed. */
export async function fetchVoucherCode(sessionId: string): Promise<string | undefined> {
  const path = `${voucherCode.path}?session_id=${encodeURIComponent(sessionId)}`;
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (response.status === 202) return undefined;
  if (!response.ok) throw await errorOf(voucherCode.path, response);
  const code = stringField(await response.json(), 'code');
  if (!VOUCHER_CODE_PATTERN.test(code)) throw new ApiError(voucherCode.path, 200, 'no_code');
  return code;
}
