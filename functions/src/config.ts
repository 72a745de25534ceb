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

export interface WebhookConfig extends SiteConfig {
  mail: MailConfig;
  stripe: StripeApiConfig;
  /** `whsec_…`: verifies the `Stripe-Signature` header. */
  webhookSecret: string;
  /** Derives voucher codes from Checkout Session ids (HMAC). */
  voucherCodeSecret: string;
  register: RegisterConfig;
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
export interface WorkerConfig extends SiteConfig {
  mail: MailConfig;
  stripe: StripeApiConfig;
  register: RegisterConfig;
}

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

export type ApiConfig = ContactConfig & PaymentConfig & WebhookConfig & DeskConfig;

/** The local Stripe stand-in accepts no other key. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_stand_in';
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

export const ContactEnv = v.pipe(
  v.intersect([SiteEnv, MailEnv]),
  v.transform((vars): ContactConfig => ({ ...site(vars), mail: mail(vars) })),
);

export const PaymentEnv = v.pipe(
  v.intersect([SiteEnv, StripeEnv]),
  v.transform((vars): PaymentConfig => ({ ...site(vars), stripe: stripe(vars) })),
);

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

export const DeskApiEnv = v.pipe(
  v.intersect([SiteEnv, MailEnv, RegisterEnv, DeskEnv]),
  v.transform((vars): DeskConfig => ({
    ...site(vars),
    mail: mail(vars),
    register: register(vars),
    desk: desk(vars),
  })),
);

/** For the local server and the tests. */
export const ApiEnv = v.pipe(
  v.intersect([SiteEnv, MailEnv, StripeEnv, SecretsEnv, RegisterEnv, DeskEnv]),
  v.transform((vars): ApiConfig => ({ ...webhook(vars), desk: desk(vars) })),
);

export const WorkerEnv = v.pipe(
  v.intersect([SiteEnv, MailEnv, StripeEnv, RegisterEnv]),
  v.transform((vars): WorkerConfig => ({
    ...site(vars),
    mail: mail(vars),
    stripe: stripe(vars),
    register: register(vars),
  })),
);

/** One `ConfigError` names every faulty variable, so a deploy is fixed in one go. */
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

export function loadConfig(env: Env): ApiConfig {
  return load(ApiEnv, env);
}
