/**
 * Configuration of the functions, read once from the environment and validated with valibot.
 *
 * Each Lambda reads only what it needs (`loadContactConfig`, `loadPaymentConfig`,
 * `loadWebhookConfig`); the local server and the tests read everything with `loadConfig`.
 * A missing or malformed variable throws a `ConfigError` that names every faulty variable.
 *
 * Dev-only switches (`SES_ENDPOINT`, `STRIPE_API_URL`, no `STRIPE_SECRET_KEY`) are refused when
 * `NODE_ENV=production` or when running on AWS Lambda.
 */
import * as v from 'valibot';
import { EMAIL_ADDRESS } from './text.ts';

export type Env = Readonly<Record<string, string | undefined>>;

export interface SiteConfig {
  /** Public address of the site, without a trailing slash: `https://www.clinique.example`. */
  siteUrl: string;
  /** Origin of `siteUrl`: the only origin CORS allows. */
  siteOrigin: string;
  /** True with `NODE_ENV=production` or on AWS Lambda: dev-only switches are refused. */
  production: boolean;
}

export interface MailConfig {
  /** Sender address (a verified SES identity). The display name is the clinic's name. */
  from: string;
  /** Where contact messages and sale notifications go; the catalog's clinic e-mail when unset. */
  clinicEmail: string | undefined;
  ses: {
    region: string;
    /** Local SES endpoint (aws-ses-v2-local), dev only. */
    endpoint: string | undefined;
  };
}

export interface StripeApiConfig {
  secretKey: string;
  /** Where the SDK sends requests: the local stand-in when no real key is set. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

export interface ContactConfig extends SiteConfig {
  mail: MailConfig;
}

export interface PaymentConfig extends SiteConfig {
  stripe: StripeApiConfig;
}

export interface WebhookConfig extends SiteConfig {
  mail: MailConfig;
  stripe: StripeApiConfig;
  /** `whsec_…`: verifies the `Stripe-Signature` header. */
  webhookSecret: string;
  /** Key of the HMAC that derives voucher codes from Checkout Session ids. */
  voucherCodeSecret: string;
}

/** Everything `createApi` needs: the three concerns together. */
export type ApiConfig = ContactConfig & PaymentConfig & WebhookConfig;

/** Key the SDK sends to the local Stripe stand-in (it accepts nothing else). */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_stand_in';
/** Default address of the local Stripe stand-in. */
export const DEFAULT_LOCAL_STRIPE_URL = 'http://127.0.0.1:12111';
const LOCAL_SES_REGION = 'eu-west-3';

export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(
      `Invalid configuration of @clinique/functions (see functions/README.md):\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

// ---------------------------------------------------------------------------------------------
// Variable schemas

const EMAIL = EMAIL_ADDRESS;

function required(name: string, hint: string) {
  return v.pipe(
    v.string(`${name} is missing (${hint})`),
    v.trim(),
    v.nonEmpty(`${name} is missing (${hint})`),
  );
}

function optional(name: string) {
  return v.optional(
    v.pipe(
      v.string(`${name} must be a string`),
      v.trim(),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  );
}

function httpUrl(name: string) {
  return v.check((value: string) => isUrl(value), `${name} must be an http(s) URL`);
}

const siteVariables = {
  NODE_ENV: optional('NODE_ENV'),
  AWS_LAMBDA_FUNCTION_NAME: optional('AWS_LAMBDA_FUNCTION_NAME'),
  SITE_URL: v.pipe(
    required('SITE_URL', 'public address of the site, e.g. https://www.clinique.example'),
    httpUrl('SITE_URL'),
  ),
};

const mailVariables = {
  MAIL_FROM: v.pipe(
    required('MAIL_FROM', 'sender address verified in SES, e.g. bons-cadeaux@clinique.example'),
    v.regex(EMAIL, 'MAIL_FROM must be a bare e-mail address (no display name)'),
  ),
  CLINIC_EMAIL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value === '' || EMAIL.test(value),
        'CLINIC_EMAIL must be a bare e-mail address',
      ),
    ),
  ),
  SES_ENDPOINT: v.pipe(
    optional('SES_ENDPOINT'),
    v.check((value) => value === undefined || isUrl(value), 'SES_ENDPOINT must be an http(s) URL'),
  ),
  AWS_REGION: optional('AWS_REGION'),
};

const stripeVariables = {
  STRIPE_SECRET_KEY: v.pipe(
    optional('STRIPE_SECRET_KEY'),
    v.check(
      (value) => value === undefined || /^(sk|rk)_(test|live)_\w+$/.test(value),
      'STRIPE_SECRET_KEY must look like sk_test_…, sk_live_… or rk_…',
    ),
  ),
  STRIPE_API_URL: v.pipe(
    optional('STRIPE_API_URL'),
    v.check(
      (value) => value === undefined || isUrl(value),
      'STRIPE_API_URL must be an http(s) URL',
    ),
  ),
};

const webhookVariables = {
  STRIPE_WEBHOOK_SECRET: v.pipe(
    required('STRIPE_WEBHOOK_SECRET', 'signing secret of the webhook endpoint, whsec_…'),
    v.startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_'),
  ),
  VOUCHER_CODE_SECRET: v.pipe(
    required('VOUCHER_CODE_SECRET', 'random secret of at least 32 characters'),
    v.minLength(32, 'VOUCHER_CODE_SECRET must be at least 32 characters long'),
  ),
};

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Loading

function parse<const T extends v.ObjectEntries>(
  entries: T,
  env: Env,
): v.InferOutput<v.ObjectSchema<T, undefined>> {
  // Every key present (undefined when unset), so that a missing variable gets its own message.
  const input = Object.fromEntries(Object.keys(entries).map((key) => [key, env[key]]));
  const result = v.safeParse(v.object(entries), input, { abortPipeEarly: true });
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = issue.path?.map((item) => String(item.key)).join('.');
      return key && !issue.message.startsWith(key) ? `${key}: ${issue.message}` : issue.message;
    });
    throw new ConfigError([...new Set(problems)]);
  }
  return result.output;
}

function siteConfig(env: Env): SiteConfig {
  const vars = parse(siteVariables, env);
  const url = new URL(vars.SITE_URL);
  const production = vars.NODE_ENV === 'production' || vars.AWS_LAMBDA_FUNCTION_NAME !== undefined;
  if (production && url.protocol !== 'https:') {
    throw new ConfigError(['SITE_URL must use https in production']);
  }
  const path = url.pathname.replace(/\/+$/, '');
  return { siteUrl: `${url.origin}${path}`, siteOrigin: url.origin, production };
}

/** Runs `parse`, adding its problems to `problems` instead of throwing. */
function parseInto<const T extends v.ObjectEntries>(
  entries: T,
  env: Env,
  problems: string[],
): v.InferOutput<v.ObjectSchema<T, undefined>> | undefined {
  try {
    return parse(entries, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
    return undefined;
  }
}

function isSet(env: Env, name: string): boolean {
  return (env[name] ?? '').trim() !== '';
}

function mailConfig(env: Env, production: boolean): MailConfig {
  const problems: string[] = [];
  const vars = parseInto(mailVariables, env, problems);
  if (isSet(env, 'SES_ENDPOINT') && production) {
    problems.push('SES_ENDPOINT is a dev-only switch (local SES) and is refused in production');
  }
  if (!isSet(env, 'SES_ENDPOINT') && !isSet(env, 'AWS_REGION')) {
    problems.push(
      'AWS_REGION is missing (region of SES, e.g. eu-west-3), or set SES_ENDPOINT for the local SES',
    );
  }
  if (problems.length > 0 || vars === undefined) throw new ConfigError(problems);
  return {
    from: vars.MAIL_FROM,
    clinicEmail:
      vars.CLINIC_EMAIL === undefined || vars.CLINIC_EMAIL === '' ? undefined : vars.CLINIC_EMAIL,
    ses: { region: vars.AWS_REGION ?? LOCAL_SES_REGION, endpoint: vars.SES_ENDPOINT },
  };
}

function stripeConfig(env: Env, production: boolean): StripeApiConfig {
  const problems: string[] = [];
  const vars = parseInto(stripeVariables, env, problems);
  if (production && !isSet(env, 'STRIPE_SECRET_KEY')) {
    problems.push(
      'STRIPE_SECRET_KEY is missing: the local Stripe stand-in is refused in production',
    );
  }
  if (production && isSet(env, 'STRIPE_API_URL')) {
    problems.push(
      'STRIPE_API_URL is a dev-only switch (local Stripe stand-in) and is refused in production',
    );
  }
  if (problems.length > 0 || vars === undefined) throw new ConfigError(problems);
  if (vars.STRIPE_SECRET_KEY !== undefined && vars.STRIPE_API_URL === undefined) {
    return { secretKey: vars.STRIPE_SECRET_KEY, api: undefined };
  }
  const url = new URL(vars.STRIPE_API_URL ?? DEFAULT_LOCAL_STRIPE_URL);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    secretKey: vars.STRIPE_SECRET_KEY ?? LOCAL_STRIPE_SECRET_KEY,
    api: {
      host: url.hostname,
      port: url.port === '' ? (protocol === 'https' ? 443 : 80) : Number(url.port),
      protocol,
    },
  };
}

/** Collects the problems of several parts, so that one error names every faulty variable. */
function collect<T>(parts: readonly (() => unknown)[], build: () => T): T {
  const problems: string[] = [];
  for (const part of parts) {
    try {
      part();
    } catch (error) {
      if (error instanceof ConfigError) problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length > 0) throw new ConfigError([...new Set(problems)]);
  return build();
}

function isProduction(env: Env): boolean {
  return env['NODE_ENV'] === 'production' || (env['AWS_LAMBDA_FUNCTION_NAME'] ?? '') !== '';
}

export function loadContactConfig(env: Env): ContactConfig {
  const production = isProduction(env);
  return collect([() => siteConfig(env), () => mailConfig(env, production)], () => ({
    ...siteConfig(env),
    mail: mailConfig(env, production),
  }));
}

export function loadPaymentConfig(env: Env): PaymentConfig {
  const production = isProduction(env);
  return collect([() => siteConfig(env), () => stripeConfig(env, production)], () => ({
    ...siteConfig(env),
    stripe: stripeConfig(env, production),
  }));
}

export function loadWebhookConfig(env: Env): WebhookConfig {
  const production = isProduction(env);
  return collect(
    [
      () => siteConfig(env),
      () => mailConfig(env, production),
      () => stripeConfig(env, production),
      () => parse(webhookVariables, env),
    ],
    () => {
      const secrets = parse(webhookVariables, env);
      return {
        ...siteConfig(env),
        mail: mailConfig(env, production),
        stripe: stripeConfig(env, production),
        webhookSecret: secrets.STRIPE_WEBHOOK_SECRET,
        voucherCodeSecret: secrets.VOUCHER_CODE_SECRET,
      };
    },
  );
}

/** The whole configuration (the three routes together), e.g. `loadConfig(process.env)`. */
export function loadConfig(env: Env): ApiConfig {
  return loadWebhookConfig(env);
}
