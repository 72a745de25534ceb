/** Secrets from SSM Parameter Store at cold start (`resolveSecrets`), with a fetcher the test controls. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadWebhookConfig } from '../src/config.ts';
import { resolveSecrets, type ParameterFetcher } from '../src/secrets.ts';

const stored: Record<string, string> = {
  '/clinique/production/stripe-secret-key': 'sk_live_fromssm',
  '/clinique/production/stripe-webhook-secret': 'whsec_fromssm',
  '/clinique/production/voucher-code-secret': 'v'.repeat(40),
};

function recordingFetcher(values: Record<string, string> = stored) {
  const calls: string[][] = [];
  const fetcher: ParameterFetcher = (names) => {
    calls.push([...names]);
    const found: Record<string, string> = {};
    for (const name of names) {
      const value = values[name];
      if (value !== undefined) found[name] = value;
    }
    return Promise.resolve(found);
  };
  return { calls, fetcher };
}

/** What the CDK app gives the webhook (infra/lib/api.ts), and what Lambda adds. */
const lambdaEnv = {
  AWS_LAMBDA_FUNCTION_NAME: 'stripe-webhook',
  AWS_REGION: 'eu-west-3',
  SITE_URL: 'https://www.clinique.example',
  STRIPE_SECRET_KEY_PARAMETER: '/clinique/production/stripe-secret-key',
  STRIPE_WEBHOOK_SECRET_PARAMETER: '/clinique/production/stripe-webhook-secret',
  VOUCHER_CODE_SECRET_PARAMETER: '/clinique/production/voucher-code-secret',
  REGISTER_TABLE: 'clinique-production-vouchers',
  WORKER_FUNCTION_NAME: 'clinique-production-voucher-worker',
};

describe('resolveSecrets', () => {
  it('fetches every parameter in one call and the configuration reads the values', async () => {
    const { calls, fetcher } = recordingFetcher();
    const config = loadWebhookConfig(await resolveSecrets(lambdaEnv, fetcher));
    expect(calls).toEqual([
      [
        '/clinique/production/stripe-secret-key',
        '/clinique/production/stripe-webhook-secret',
        '/clinique/production/voucher-code-secret',
      ],
    ]);
    expect(config.stripe.secretKey).toBe('sk_live_fromssm');
    expect(config.webhookSecret).toBe('whsec_fromssm');
    expect(config.voucherCodeSecret).toBe('v'.repeat(40));
  });

  it('leaves a local environment as it is, without calling SSM', async () => {
    const { calls, fetcher } = recordingFetcher();
    const env = { STRIPE_SECRET_KEY: 'sk_test_local', SITE_URL: 'http://127.0.0.1:8080' };
    expect(await resolveSecrets(env, fetcher)).toBe(env);
    expect(calls).toEqual([]);
  });

  it('names a missing parameter, never a value', async () => {
    const { fetcher } = recordingFetcher({
      '/clinique/production/stripe-secret-key': 'sk_live_fromssm',
    });
    const error = await resolveSecrets(lambdaEnv, fetcher).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain(
      'STRIPE_WEBHOOK_SECRET_PARAMETER: the SSM parameter "/clinique/production/stripe-webhook-secret" is missing or empty',
    );
    expect(message).toContain('VOUCHER_CODE_SECRET_PARAMETER');
    expect(message).not.toContain('sk_live_fromssm');
  });

  it('refuses a secret given both as a value and as a parameter', async () => {
    const { calls, fetcher } = recordingFetcher();
    await expect(
      resolveSecrets({ ...lambdaEnv, STRIPE_SECRET_KEY: 'sk_live_inline' }, fetcher),
    ).rejects.toThrow(
      'STRIPE_SECRET_KEY and STRIPE_SECRET_KEY_PARAMETER are both set: keep only one of them',
    );
    expect(calls).toEqual([]);
  });
});
