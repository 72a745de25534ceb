/** A module of its own, so the confirmation page's script loads nothing of the other calls. */
import { VOUCHER_CODE_PATTERN, voucherCode, type VoucherRecap } from '@clinique/api/voucher-code';

/** The recap as the server sent it, or nothing if it is not the expected shape. */
function recapOf(answer: { recap?: unknown }): VoucherRecap | undefined {
  const { recap } = answer;
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

/**
 * `undefined` while the payment is not confirmed; throws a plain `Error` when there is no code: the
 * page only tells it apart from a code, so it loads no `ApiError` (its script budget is tight).
 */
export async function fetchVoucherCode(
  sessionId: string,
): Promise<{ code: string; recap: VoucherRecap | undefined } | undefined> {
  const path = `${voucherCode.path}?session_id=${encodeURIComponent(sessionId)}`;
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (response.status === 202) return undefined;
  if (!response.ok) throw new Error(`${voucherCode.path} answered ${response.status}`);
  const answer: unknown = await response.json();
  const fields = (typeof answer === 'object' && answer !== null ? answer : {}) as {
    code?: unknown;
    recap?: unknown;
  };
  const { code } = fields;
  if (typeof code !== 'string' || !VOUCHER_CODE_PATTERN.test(code)) {
    throw new Error(`${voucherCode.path} answered no code`);
  }
  return { code, recap: recapOf(fields) };
}
