/**
 * Signs a webhook payload exactly as Stripe does:
 * `Stripe-Signature: t=<unix time>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`.
 * Dev-only (local Stripe stand-in and tests).
 */
import { createHmac } from 'node:crypto';

export function stripeSignature(secret: string, payload: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

export function stripeSignatureHeader(
  secret: string,
  payload: string,
  timestamp: number = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${stripeSignature(secret, payload, timestamp)}`;
}
