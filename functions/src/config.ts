/**
 * Each function's variables, checked by the parts it uses, so each Lambda fails at start-up only
 * on the variables it reads. Messages in English, like the logs: an operator reads them, not a visitor.
 */
import * as v from 'valibot';
import { EMAIL_ADDRESS } from '@clinique/api/text';

const isUrl = (value: string) => ['http:', 'https:'].includes(URL.parse(value)?.protocol ?? '');

/**
 * A missing or blank variable gets this message and no other: the final `transform` ends the
 * pipe there, so the checks a caller pipes after it only see a set value.
 */
function required(name: string, hint: string) {
  const missing = `${name} is missing (${hint})`;
  return v.pipe(
    v.optional(v.string(missing), ''),
    v.trim(),
    v.nonEmpty(missing),
    v.transform((value: string) => value),
  );
}

/** Blank counts as unset; a set value must pass `valid`, or `${name} must ${must}`. */
function optional(name: string, valid?: { test: (value: string) => boolean }, must = '') {
  return v.pipe(
    v.optional(
      v.pipe(
        v.string(`${name} must be a string`),
        v.trim(),
        v.transform((value) => (value === '' ? undefined : value)),
      ),
    ),
    v.check((value) => value === undefined || !valid || valid.test(value), `${name} must ${must}`),
  );
}

const optionalUrl = (name: string) => optional(name, { test: isUrl }, 'be an http(s) URL');

const isSet = (value: string | undefined): value is string => value !== undefined;

/** A random secret the function is given, at least 32 characters. */
const secret = (name: string) =>
  v.pipe(
    required(name, 'random secret of at least 32 characters'),
    v.minLength(32, `${name} must be at least 32 characters long`),
  );

export const isProduction = (vars: { NODE_ENV?: string; AWS_LAMBDA_FUNCTION_NAME?: string }) =>
  vars.NODE_ENV === 'production' || isSet(vars.AWS_LAMBDA_FUNCTION_NAME);

const productionVariables = {
  NODE_ENV: optional('NODE_ENV'),
  AWS_LAMBDA_FUNCTION_NAME: optional('AWS_LAMBDA_FUNCTION_NAME'),
};

// `partialCheck` runs once the variables it reads are valid: one error names every problem.

/** The arguments of a `partialCheck` refusing the dev-only switch `name` in production. */
const devOnly = <K extends string>(name: K, what: string) =>
  [
    [['NODE_ENV'], ['AWS_LAMBDA_FUNCTION_NAME'], [name]],
    (vars: Parameters<typeof isProduction>[0] & { [key in K]?: string }) =>
      !(isProduction(vars) && isSet(vars[name])),
    `${name} is a dev-only switch (${what}) and is refused in production`,
  ] as const;

/** The local Stripe stand-in accepts no other key. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_stand_in';
const DEFAULT_LOCAL_STRIPE_URL = 'http://127.0.0.1:12111';
const LOCAL_SES_REGION = 'eu-west-3';

const SiteEnv = v.pipe(
  v.object({
    ...productionVariables,
    SITE_URL: v.pipe(
      required('SITE_URL', 'public address of the site, e.g. https://www.clinique.example'),
      v.check(isUrl, 'SITE_URL must be an http(s) URL'),
    ),
  }),
  v.partialCheck(
    [['NODE_ENV'], ['AWS_LAMBDA_FUNCTION_NAME'], ['SITE_URL']],
    (vars) => !isProduction(vars) || new URL(vars.SITE_URL).protocol === 'https:',
    'SITE_URL must use https in production',
  ),
  v.transform((vars) => {
    const url = new URL(vars.SITE_URL);
    const path = url.pathname.replace(/\/+$/, '');
    return {
      /** Without a trailing slash: `https://www.clinique.example`. */
      siteUrl: `${url.origin}${path}`,
      /** The only origin CORS allows. */
      siteOrigin: url.origin,
      /** `NODE_ENV=production` or on AWS Lambda: dev-only switches are refused. */
      production: isProduction(vars),
    };
  }),
);
export type SiteConfig = v.InferOutput<typeof SiteEnv>;

const MailEnv = v.pipe(
  v.object({
    ...productionVariables,
    MAIL_FROM: v.pipe(
      required('MAIL_FROM', 'sender address verified in SES, e.g. bons-cadeaux@clinique.example'),
      v.regex(EMAIL_ADDRESS, 'MAIL_FROM must be a bare e-mail address (no display name)'),
    ),
    CLINIC_EMAIL: optional('CLINIC_EMAIL', EMAIL_ADDRESS, 'be a bare e-mail address'),
    SES_ENDPOINT: optionalUrl('SES_ENDPOINT'),
    AWS_REGION: optional('AWS_REGION'),
  }),
  v.partialCheck(...devOnly('SES_ENDPOINT', 'local SES')),
  v.partialCheck(
    [['SES_ENDPOINT'], ['AWS_REGION']],
    (vars) => isSet(vars.SES_ENDPOINT) || isSet(vars.AWS_REGION),
    'AWS_REGION is missing (region of SES, e.g. eu-west-3), or set SES_ENDPOINT for the local SES',
  ),
  v.transform((vars) => ({
    mail: {
      /** A verified SES identity; the display name is the clinic's name. */
      from: vars.MAIL_FROM,
      /** Where contact messages and sale notifications go; the catalog's clinic e-mail when unset. */
      clinicEmail: vars.CLINIC_EMAIL,
      /** `endpoint`: aws-ses-v2-local, dev only. */
      ses: { region: vars.AWS_REGION ?? LOCAL_SES_REGION, endpoint: vars.SES_ENDPOINT },
    },
  })),
);
export type MailConfig = v.InferOutput<typeof MailEnv>['mail'];

/** `api`: the local stand-in when no real key is set. */
function stripeApi(secretKey: string | undefined, apiUrl: string | undefined) {
  if (secretKey !== undefined && apiUrl === undefined) return { secretKey, api: undefined };
  const url = new URL(apiUrl ?? DEFAULT_LOCAL_STRIPE_URL);
  const protocol: 'http' | 'https' = url.protocol === 'https:' ? 'https' : 'http';
  return {
    secretKey: secretKey ?? LOCAL_STRIPE_SECRET_KEY,
    api: {
      host: url.hostname,
      port: url.port === '' ? (protocol === 'https' ? 443 : 80) : Number(url.port),
      protocol,
    },
  };
}
export type StripeApiConfig = ReturnType<typeof stripeApi>;

const StripeEnv = v.pipe(
  v.object({
    ...productionVariables,
    STRIPE_SECRET_KEY: optional(
      'STRIPE_SECRET_KEY',
      /^(sk|rk)_(test|live)_\w+$/,
      'look like sk_test_…, sk_live_… or rk_…',
    ),
    STRIPE_API_URL: optionalUrl('STRIPE_API_URL'),
  }),
  v.partialCheck(
    [['NODE_ENV'], ['AWS_LAMBDA_FUNCTION_NAME'], ['STRIPE_SECRET_KEY']],
    (vars) => !isProduction(vars) || isSet(vars.STRIPE_SECRET_KEY),
    'STRIPE_SECRET_KEY is missing: the local Stripe stand-in is refused in production',
  ),
  v.partialCheck(...devOnly('STRIPE_API_URL', 'local Stripe stand-in')),
  v.transform((vars) => ({ stripe: stripeApi(vars.STRIPE_SECRET_KEY, vars.STRIPE_API_URL) })),
);

const SecretsEnv = v.pipe(
  v.object({
    STRIPE_WEBHOOK_SECRET: v.pipe(
      required('STRIPE_WEBHOOK_SECRET', 'signing secret of the webhook endpoint, whsec_…'),
      v.startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_'),
    ),
    VOUCHER_CODE_SECRET: secret('VOUCHER_CODE_SECRET'),
  }),
  v.transform((vars) => ({
    /** `whsec_…`: verifies the `Stripe-Signature` header. */
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
    /** Derives voucher codes from Checkout Session ids (HMAC). */
    voucherCodeSecret: vars.VOUCHER_CODE_SECRET,
  })),
);

const RegisterEnv = v.pipe(
  v.object({
    ...productionVariables,
    REGISTER_TABLE: v.pipe(
      required('REGISTER_TABLE', 'DynamoDB table of the vouchers, e.g. clinique-prod-vouchers'),
      v.regex(/^[A-Za-z0-9_.-]{3,255}$/, 'REGISTER_TABLE must be a DynamoDB table name'),
    ),
    DYNAMODB_ENDPOINT: optionalUrl('DYNAMODB_ENDPOINT'),
    AWS_REGION: optional('AWS_REGION'),
    WORKER_FUNCTION_NAME: optional('WORKER_FUNCTION_NAME'),
  }),
  v.partialCheck(...devOnly('DYNAMODB_ENDPOINT', 'local DynamoDB')),
  v.transform((vars) => ({
    register: {
      tableName: vars.REGISTER_TABLE,
      region: vars.AWS_REGION ?? LOCAL_SES_REGION,
      /** dynalite, dev only. */
      endpoint: vars.DYNAMODB_ENDPOINT,
      /** Unset locally, where the worker runs in-process. */
      workerFunctionName: vars.WORKER_FUNCTION_NAME,
    },
  })),
);
export type RegisterConfig = v.InferOutput<typeof RegisterEnv>['register'];

const DeskEnv = v.pipe(
  v.object({
    DESK_STAFF: v.pipe(
      required('DESK_STAFF', 'comma-separated addresses of the staff who may sign in to the desk'),
      v.transform((value) =>
        value
          .split(',')
          .map((address) => address.trim().toLowerCase())
          .filter((address) => address !== ''),
      ),
      v.check(
        (addresses) => addresses.every((address) => EMAIL_ADDRESS.test(address)),
        'DESK_STAFF must be e-mail addresses separated by commas',
      ),
    ),
    DESK_SESSION_SECRET: secret('DESK_SESSION_SECRET'),
    STAGE: v.optional(
      v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,32}$/, 'STAGE must be a stage name')),
      'local',
    ),
  }),
  v.transform((vars) => ({
    /** `stage`: sessions of one stage are refused by another (`local`, `staging`, `production`). */
    desk: { staff: vars.DESK_STAFF, sessionSecret: vars.DESK_SESSION_SECRET, stage: vars.STAGE },
  })),
);

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Invalid configuration of @clinique/functions (see docs/architecture.md):\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** One `ConfigError` names every faulty variable of all the `parts`, so a deploy is fixed in one go. */
function load<const Parts extends v.IntersectOptions>(env: Env, parts: Parts) {
  const result = v.safeParse(v.intersect(parts), env);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = issue.path?.map((item) => String(item.key)).join('.');
      return key && !issue.message.startsWith(key) ? `${key}: ${issue.message}` : issue.message;
    });
    throw new ConfigError([...new Set(problems)]);
  }
  return result.output;
}

export const loadContactConfig = (env: Env) => load(env, [SiteEnv, MailEnv]);
export type ContactConfig = ReturnType<typeof loadContactConfig>;

export const loadPaymentConfig = (env: Env) => load(env, [SiteEnv, StripeEnv]);
export type PaymentConfig = ReturnType<typeof loadPaymentConfig>;

/** Stripe, to mirror the voucher code onto the Checkout Session. */
export const loadWorkerConfig = (env: Env) => load(env, [SiteEnv, MailEnv, StripeEnv, RegisterEnv]);
export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

/** No mail settings: the CDK app gives the webhook none, the worker sends its e-mails. */
export const loadWebhookConfig = (env: Env) =>
  load(env, [SiteEnv, StripeEnv, SecretsEnv, RegisterEnv]);
export type WebhookConfig = ReturnType<typeof loadWebhookConfig>;

export const loadDeskConfig = (env: Env) => load(env, [SiteEnv, MailEnv, RegisterEnv, DeskEnv]);
export type DeskConfig = ReturnType<typeof loadDeskConfig>;

/** For the local server and the tests. */
export const loadConfig = (env: Env) =>
  load(env, [SiteEnv, MailEnv, StripeEnv, SecretsEnv, RegisterEnv, DeskEnv]);
export type ApiConfig = ReturnType<typeof loadConfig>;
