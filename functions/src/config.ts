/**
 * Configuration of the functions, read once from the environment and validated with valibot: one
 * schema per function (`ContactEnv`, `PaymentEnv`, `WebhookEnv`) composed of the variables it reads
 * (the concerns of config/variables.ts) and turned into its typed configuration.
 *
 * Each Lambda reads only what it needs (`loadContactConfig`, `loadPaymentConfig`,
 * `loadWebhookConfig`); the local server and the tests read everything with `loadConfig`.
 * A missing or malformed variable throws a `ConfigError` that names every faulty variable.
 *
 * Dev-only switches (`SES_ENDPOINT`, `STRIPE_API_URL`, no `STRIPE_SECRET_KEY`) are refused when
 * `NODE_ENV=production` or when running on AWS Lambda.
 */
import * as v from 'valibot';
import {
  MailEnv,
  type MailVars,
  DeskEnv,
  type DeskVars,
  RegisterEnv,
  type RegisterVars,
  SecretsEnv,
  SiteEnv,
  type SiteVars,
  StripeEnv,
  type StripeVars,
  isProduction,
} from './config/variables.ts';

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
  register: RegisterConfig;
}

export interface RegisterConfig {
  tableName: string;
  region: string;
  /** Local DynamoDB (dynalite), dev only. */
  endpoint: string | undefined;
  /** AWS: the worker function the webhook invokes; unset locally (the worker runs in-process). */
  workerFunctionName: string | undefined;
}

/** The worker: the register, SES, Stripe (to mirror the code) and the site's address. */
export interface WorkerConfig extends SiteConfig {
  mail: MailConfig;
  stripe: StripeApiConfig;
  register: RegisterConfig;
}

/** The desk: the site, SES (sign-in links), the register, its staff and session key. */
export interface DeskConfig extends SiteConfig {
  mail: MailConfig;
  register: RegisterConfig;
  desk: {
    staff: readonly string[];
    sessionSecret: string;
    /** Sessions of one stage are refused by another (`local`, `staging`, `production`). */
    stage: string;
  };
}

/** Everything `createApi` needs: the concerns together. */
export type ApiConfig = ContactConfig & PaymentConfig & WebhookConfig & DeskConfig;

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
// From variables to configuration

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

function desk(vars: DeskVars): DeskConfig['desk'] {
  return { staff: vars.DESK_STAFF, sessionSecret: vars.DESK_SESSION_SECRET, stage: vars.STAGE };
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

// ---------------------------------------------------------------------------------------------
// One schema per function

/** send-contact-email: the site and SES. */
export const ContactEnv = v.pipe(
  v.intersect([SiteEnv, MailEnv]),
  v.transform((vars): ContactConfig => ({ ...site(vars), mail: mail(vars) })),
);

/** create-payment: the site and Stripe. */
export const PaymentEnv = v.pipe(
  v.intersect([SiteEnv, StripeEnv]),
  v.transform((vars): PaymentConfig => ({ ...site(vars), stripe: stripe(vars) })),
);

/** stripe-webhook: the site, SES, Stripe, the two secrets and the register. */
function webhook(
  vars: SiteVars & MailVars & StripeVars & RegisterVars & v.InferOutput<typeof SecretsEnv>,
): WebhookConfig {
  return {
    ...site(vars),
    mail: mail(vars),
    stripe: stripe(vars),
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
    voucherCodeSecret: vars.VOUCHER_CODE_SECRET,
    register: register(vars),
  };
}

export const WebhookEnv = v.pipe(
  v.intersect([SiteEnv, MailEnv, StripeEnv, SecretsEnv, RegisterEnv]),
  v.transform(webhook),
);

/** desk: the site, SES, the register and the desk's own variables. */
export const DeskApiEnv = v.pipe(
  v.intersect([SiteEnv, MailEnv, RegisterEnv, DeskEnv]),
  v.transform((vars): DeskConfig => ({
    ...site(vars),
    mail: mail(vars),
    register: register(vars),
    desk: desk(vars),
  })),
);

/** Everything, for the local server and the tests. */
export const ApiEnv = v.pipe(
  v.intersect([SiteEnv, MailEnv, StripeEnv, SecretsEnv, RegisterEnv, DeskEnv]),
  v.transform((vars): ApiConfig => ({ ...webhook(vars), desk: desk(vars) })),
);

/** voucher-worker: the site, SES, Stripe and the register. */
export const WorkerEnv = v.pipe(
  v.intersect([SiteEnv, MailEnv, StripeEnv, RegisterEnv]),
  v.transform((vars): WorkerConfig => ({
    ...site(vars),
    mail: mail(vars),
    stripe: stripe(vars),
    register: register(vars),
  })),
);

/** Validates `env` with `schema`; throws one `ConfigError` naming every faulty variable. */
function load<T>(schema: v.GenericSchema<Record<string, unknown>, T>, env: Env): T {
  const result = v.safeParse(schema, env);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = issue.path?.map((item) => String(item.key)).join('.');
      return key && !issue.message.startsWith(key) ? `${key}: ${issue.message}` : issue.message;
    });
    throw new ConfigError([...new Set(problems)]);
  }
  return result.output;
}

export function loadContactConfig(env: Env): ContactConfig {
  return load(ContactEnv, env);
}

export function loadPaymentConfig(env: Env): PaymentConfig {
  return load(PaymentEnv, env);
}

export function loadWebhookConfig(env: Env): WebhookConfig {
  return load(WebhookEnv, env);
}

export function loadWorkerConfig(env: Env): WorkerConfig {
  return load(WorkerEnv, env);
}

export function loadDeskConfig(env: Env): DeskConfig {
  return load(DeskApiEnv, env);
}

/** The whole configuration (every route together), e.g. `loadConfig(process.env)`. */
export function loadConfig(env: Env): ApiConfig {
  return load(ApiEnv, env);
}
