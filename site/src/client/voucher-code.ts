/** A module of its own, so the confirmation page's script loads nothing of the other calls. */
import { VOUCHER_CODE_PATTERN, voucherCode, type VoucherRecap } from '@clinique/api/voucher-code';
import { ApiError, errorOf, stringField } from './api-error.ts';

/** The recap as the server sent it, or nothing if it is not the expected shape. */
function recapOf(answer: unknown): VoucherRecap | undefined {
  const recap = (answer as { recap?: unknown }).recap;
  if (typeof recap !== 'object' || recap === null) return undefined;
  const { title, amount, recipientName, delivery } = recap as Record<string, unknown>;
  if (typeof title !== 'string' || typeof amount !== 'string') return undefined;
  if (typeof recipientName !== 'string') return undefined;
  const { email, date } = (delivery ?? {}) as Record<string, unknown>;
  return {
    title,
    amount,
    recipientName,
    ...(typeof email === 'string' && typeof date === 'string' && { delivery: { email, date } }),
  };
}

/** `undefined` while the payment is not confirmed. */
export async function fetchVoucherCode(
  sessionId: string,
): Promise<{ code: string; recap: VoucherRecap | undefined } | undefined> {
  const path = `${voucherCode.path}?session_id=${encodeURIComponent(sessionId)}`;
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (response.status === 202) return undefined;
  if (!response.ok) throw await errorOf(voucherCode.path, response);
  const answer: unknown = await response.json();
  const code = stringField(answer, 'code');
  if (!VOUCHER_CODE_PATTERN.test(code)) throw new ApiError(voucherCode.path, 200, 'no_code');
  return { code, recap: recapOf(answer) };
}
