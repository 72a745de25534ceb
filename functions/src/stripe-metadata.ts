/**
 * The worker's one Stripe call, writing the voucher code onto the Checkout Session, over plain HTTP:
 * the SDK would be a quarter of the worker's bundle for it. The same endpoint the SDK posts to.
 */
import type { StripeApiConfig } from './config.ts';

/** What the worker needs of Stripe; the SDK's client fits it too. */
export type SessionMetadataWriter = ReturnType<typeof createSessionMetadataWriter>;

export function createSessionMetadataWriter(config: StripeApiConfig) {
  const origin =
    config.api === undefined
      ? 'https://api.stripe.com'
      : `${config.api.protocol}://${config.api.host}:${config.api.port}`;
  async function update(
    id: string,
    { metadata }: { metadata: Record<string, string> },
  ): Promise<unknown> {
    const body = new URLSearchParams(
      Object.entries(metadata).map(([key, value]) => [`metadata[${key}]`, value]),
    );
    const response = await fetch(`${origin}/v1/checkout/sessions/${encodeURIComponent(id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.secretKey}` },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      throw new Error(
        `Stripe answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    }
    return response.json();
  }
  return { checkout: { sessions: { update } } };
}
