/**
 * `BC-` and 10 characters, the HMAC of the Checkout Session id: a redelivered event cannot mint a
 * second code, and nobody can compute one without the secret (about 49 bits).
 */
import { createHmac } from 'node:crypto';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from '@clinique/api/voucher-code';

export function voucherCode(sessionId: string, secret: string): string {
  const digest = createHmac('sha256', secret).update(`voucher-code:${sessionId}`).digest('hex');
  // 256 bits reduced modulo 30^10: the bias is below 2^-200.
  let value = BigInt(`0x${digest}`);
  const base = BigInt(VOUCHER_CODE_ALPHABET.length);
  let code = '';
  for (let index = 0; index < VOUCHER_CODE_LENGTH; index += 1) {
    code += VOUCHER_CODE_ALPHABET[Number(value % base)];
    value /= base;
  }
  return `BC-${code}`;
}
