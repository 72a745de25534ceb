import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  LOCAL_STRIPE_SECRET_KEY,
  loadConfig,
  loadContactConfig,
  loadPaymentConfig,
} from '../src/config.ts';

const local = {
  SITE_URL: 'http://127.0.0.1:8080',
  MAIL_FROM: 'bons-cadeaux@clinique.example',
  SES_ENDPOINT: 'http://127.0.0.1:8005',
  STRIPE_API_URL: 'http://127.0.0.1:12111',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
  VOUCHER_CODE_SECRET: 'x'.repeat(32),
  REGISTER_TABLE: 'clinique-local-vouchers',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:8006',
  DESK_STAFF: 'accueil@clinique.example',
  DESK_SESSION_SECRET: 'd'.repeat(32),
};

const production = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.clinique.example/',
  MAIL_FROM: 'bons-cadeaux@clinique.example',
  AWS_REGION: 'eu-west-3',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_live_secret',
  VOUCHER_CODE_SECRET: 'y'.repeat(40),
  REGISTER_TABLE: 'clinique-production-vouchers',
  DESK_STAFF: 'accueil@clinique.example, Docteur@Clinique.example',
  DESK_SESSION_SECRET: 'e'.repeat(40),
};

/** A copy of `env` without `keys`. */
function omit(env: Record<string, string>, ...keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !keys.includes(key)));
}

function problems(
  env: Record<string, string>,
  load: (env: Record<string, string>) => unknown = loadConfig,
): string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('reads the local stack variables', () => {
    const config = loadConfig(local);
    expect(config.siteUrl).toBe('http://127.0.0.1:8080');
    expect(config.siteOrigin).toBe('http://127.0.0.1:8080');
    expect(config.production).toBe(false);
    expect(config.mail).toEqual({
      from: 'bons-cadeaux@clinique.example',
      clinicEmail: undefined,
      ses: { region: 'eu-west-3', endpoint: 'http://127.0.0.1:8005' },
    });
    expect(config.stripe).toEqual({
      secretKey: LOCAL_STRIPE_SECRET_KEY,
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
  });

  it('reads a production configuration: real Stripe and SES, trailing slash removed', () => {
    const config = loadConfig({ ...production, CLINIC_EMAIL: 'accueil@clinique.example' });
    expect(config.production).toBe(true);
    expect(config.siteUrl).toBe('https://www.clinique.example');
    expect(config.stripe).toEqual({ secretKey: 'sk_live_abc123', api: undefined });
    expect(config.mail.ses).toEqual({ region: 'eu-west-3', endpoint: undefined });
    expect(config.mail.clinicEmail).toBe('accueil@clinique.example');
  });

  it('names every missing variable in one error', () => {
    const found = problems({});
    expect(found.join('\n')).toMatch(/SITE_URL is missing/);
    expect(found.join('\n')).toMatch(/MAIL_FROM is missing/);
    expect(found.join('\n')).toMatch(/AWS_REGION is missing/);
    expect(found.join('\n')).toMatch(/STRIPE_WEBHOOK_SECRET is missing/);
    expect(found.join('\n')).toMatch(/VOUCHER_CODE_SECRET is missing/);
    expect(() => loadConfig({})).toThrow(/Invalid configuration of @clinique\/functions/);
  });

  it('treats an empty variable as missing', () => {
    expect(problems({ ...local, SITE_URL: '  ' })).toEqual([
      expect.stringMatching(/^SITE_URL is missing/),
    ]);
  });

  it('refuses malformed values', () => {
    expect(problems({ ...local, SITE_URL: 'clinique.example' })).toEqual([
      'SITE_URL must be an http(s) URL',
    ]);
    expect(problems({ ...local, MAIL_FROM: 'Clinique <a@b.example>' })).toEqual([
      'MAIL_FROM must be a bare e-mail address (no display name)',
    ]);
    expect(problems({ ...local, STRIPE_WEBHOOK_SECRET: 'secret' })).toEqual([
      'STRIPE_WEBHOOK_SECRET must start with whsec_',
    ]);
    expect(problems({ ...local, VOUCHER_CODE_SECRET: 'short' })).toEqual([
      'VOUCHER_CODE_SECRET must be at least 32 characters long',
    ]);
    expect(problems({ ...local, STRIPE_SECRET_KEY: 'pk_test_123' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY must look like/),
    ]);
  });

  it('refuses the local stand-ins in production', () => {
    expect(problems(omit(production, 'STRIPE_SECRET_KEY'))).toEqual([
      'STRIPE_SECRET_KEY is missing: the local Stripe stand-in is refused in production',
    ]);
    expect(problems({ ...production, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toEqual([
      expect.stringMatching(/^STRIPE_API_URL is a dev-only switch/),
    ]);
    expect(problems({ ...production, SES_ENDPOINT: 'http://127.0.0.1:8005' })).toEqual([
      expect.stringMatching(/^SES_ENDPOINT is a dev-only switch/),
    ]);
    expect(problems({ ...production, SITE_URL: 'http://www.clinique.example' })).toEqual([
      'SITE_URL must use https in production',
    ]);
  });

  it('treats a Lambda environment as production even without NODE_ENV', () => {
    const lambda = omit(production, 'NODE_ENV', 'STRIPE_SECRET_KEY');
    expect(
      problems({ ...lambda, AWS_LAMBDA_FUNCTION_NAME: 'create-payment' }, loadPaymentConfig),
    ).toEqual([expect.stringMatching(/STRIPE_SECRET_KEY is missing/)]);
  });

  it('asks each Lambda only for what it uses', () => {
    const contact = loadContactConfig({
      SITE_URL: 'https://www.clinique.example',
      MAIL_FROM: 'site@clinique.example',
      AWS_REGION: 'eu-west-3',
    });
    expect(contact.mail.from).toBe('site@clinique.example');
    expect(
      loadPaymentConfig({
        SITE_URL: 'https://www.clinique.example',
        STRIPE_SECRET_KEY: 'sk_test_1',
      }).stripe.secretKey,
    ).toBe('sk_test_1');
  });
});
