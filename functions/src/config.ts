/** One schema per function, so each Lambda fails at start-up only on the variables it reads. */
import * as v from 'valibot';
import {
  MailEnv,
  type MailVars,
  DeskEnv,
  type DeskVars,
  RegisterEnv,
  type RegisterVars,
  SecretsEnv,
  type SecretsVars,
  SiteEnv,
  type SiteVars,
  StripeEnv,
  type StripeVars,
  isProduction,
} from './config/variables.ts';

export type Env = Readonly<Record<string, string | undefined>>;

export interface SiteConfig {
  /** Without a trailing slash: `https://www.clinique.example`. */
  siteUrl: string;
  /** The only origin CORS allows. */
  siteOrigin: string;
  /** `NODE_ENV=production` or on AWS Lambda: dev-only switches are refused. */
  production: boolean;
}

export interface MailConfig {
  /** A verified SES identity; the display name is the clinic's name. */
  from: string;
  /** Where contact messages and sale notifications go; the catalog's clinic e-mail when unset. */
  clinicEmail: string | undefined;
  ses: {
    region: string;
    /** aws-ses-v2-local, dev only. */
    endpoint: string | undefined;
  };
}

export interface StripeApiConfig {
  secretKey: string;
  /** The local stand-in when no real key is set. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

export interface ContactConfig extends SiteConfig {
  mail: MailConfig;
}

export interface PaymentConfig extends SiteConfig {
  stripe: StripeApiConfig;
}

export interface RegisterConfig {
  tableName: string;
  region: string;
  /** dynalite, dev only. */
  endpoint: string | undefined;
  /** Unset locally, where the worker runs in-process. */
  workerFunctionName: string | undefined;
}

/** Stripe, to mirror the voucher code onto the Checkout Session. */
export interface WorkerConfig extends ContactConfig, PaymentConfig {
  register: RegisterConfig;
}

export interface WebhookConfig extends WorkerConfig {
  /** `whsec_…`: verifies the `Stripe-Signature` header. */
  webhookSecret: string;
  /** Derives voucher codes from Checkout Session ids (HMAC). */
  voucherCodeSecret: string;
}

export interface DeskConfig extends ContactConfig {
  register: RegisterConfig;
  desk: {
    staff: readonly string[];
    sessionSecret: string;
    /** Sessions of one stage are refused by another (`local`, `staging`, `production`). */
    stage: string;
  };
}

export type ApiConfig = WebhookConfig & DeskConfig;

/** The local Stripe stand-in accepts no other key. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_stand_in';
const DEFAULT_LOCAL_STRIPE_URL = 'http://127.0.0.1:12111';
const LOCAL_SES_REGION = 'eu-west-3';

export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(
      `Invalid configuration of @clinique/functions (see docs/architecture.md):\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

function site(vars: SiteVars): SiteConfig {
  const url = new URL(vars.SITE_URL);
  const path = url.pathname.replace(/\/+$/, '');
  return {
    siteUrl: `${url.origin}${path}`,
    siteOrigin: url.origin,
    production: isProduction(vars),
  };
}

function mail(vars: MailVars): MailConfig {
  return {
    from: vars.MAIL_FROM,
    clinicEmail: vars.CLINIC_EMAIL,
    ses: { region: vars.AWS_REGION ?? LOCAL_SES_REGION, endpoint: vars.SES_ENDPOINT },
  };
}

function register(vars: RegisterVars): RegisterConfig {
  return {
    tableName: vars.REGISTER_TABLE,
    region: vars.AWS_REGION ?? LOCAL_SES_REGION,
    endpoint: vars.DYNAMODB_ENDPOINT,
    workerFunctionName: vars.WORKER_FUNCTION_NAME,
  };
}

function stripe(vars: StripeVars): StripeApiConfig {
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

const contact = (vars: SiteVars & MailVars): ContactConfig => ({ ...site(vars), mail: mail(vars) });

const worker = (vars: SiteVars & MailVars & StripeVars & RegisterVars): WorkerConfig => ({
  ...contact(vars),
  stripe: stripe(vars),
  register: register(vars),
});

const webhook = (vars: Parameters<typeof worker>[0] & SecretsVars): WebhookConfig => ({
  ...worker(vars),
  webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
  voucherCodeSecret: vars.VOUCHER_CODE_SECRET,
});

const deskApp = (vars: SiteVars & MailVars & RegisterVars & DeskVars): DeskConfig => ({
  ...contact(vars),
  register: register(vars),
  desk: { staff: vars.DESK_STAFF, sessionSecret: vars.DESK_SESSION_SECRET, stage: vars.STAGE },
});

/** One `ConfigError` names every faulty variable, so a deploy is fixed in one go. */
function load<S extends v.GenericSchema<Record<string, unknown>>, T>(
  schema: S,
  env: Env,
  build: (vars: v.InferOutput<S>) => T,
): T {
  const result = v.safeParse(schema, env);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = issue.path?.map((item) => String(item.key)).join('.');
      return key && !issue.message.startsWith(key) ? `${key}: ${issue.message}` : issue.message;
    });
    throw new ConfigError([...new Set(problems)]);
  }
  return build(result.output);
}

export const loadContactConfig = (env: Env) => load(v.intersect([SiteEnv, MailEnv]), env, contact);

export const loadPaymentConfig = (env: Env): PaymentConfig =>
  load(v.intersect([SiteEnv, StripeEnv]), env, (vars) => ({ ...site(vars), stripe: stripe(vars) }));

export const loadWebhookConfig = (env: Env) =>
  load(v.intersect([SiteEnv, MailEnv, StripeEnv, SecretsEnv, RegisterEnv]), env, webhook);

export const loadWorkerConfig = (env: Env) =>
  load(v.intersect([SiteEnv, MailEnv, StripeEnv, RegisterEnv]), env, worker);

export const loadDeskConfig = (env: Env) =>
  load(v.intersect([SiteEnv, MailEnv, RegisterEnv, DeskEnv]), env, deskApp);

/** For the local server and the tests. */
export const loadConfig = (env: Env): ApiConfig =>
  load(
    v.intersect([SiteEnv, MailEnv, StripeEnv, SecretsEnv, RegisterEnv, DeskEnv]),
    env,
    (vars) => ({ ...webhook(vars), ...deskApp(vars) }),
  );
