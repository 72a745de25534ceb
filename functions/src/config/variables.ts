/** Messages in English, like the logs: an operator reads them, not a visitor. */
import * as v from 'valibot';
import { EMAIL_ADDRESS } from '@clinique/api/text';

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

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

export const isProduction = (vars: { NODE_ENV?: string; AWS_LAMBDA_FUNCTION_NAME?: string }) =>
  vars.NODE_ENV === 'production' || isSet(vars.AWS_LAMBDA_FUNCTION_NAME);

const productionVariables = {
  NODE_ENV: optional('NODE_ENV'),
  AWS_LAMBDA_FUNCTION_NAME: optional('AWS_LAMBDA_FUNCTION_NAME'),
};

// `partialCheck` runs a rule as soon as the variables it reads are valid, so one error names
// every problem at once.

const SITE_URL = v.pipe(
  required('SITE_URL', 'public address of the site, e.g. https://www.clinique.example'),
  v.check(isUrl, 'SITE_URL must be an http(s) URL'),
);

export const SiteEnv = v.pipe(
  v.object({ ...productionVariables, SITE_URL }),
  v.partialCheck(
    [['NODE_ENV'], ['AWS_LAMBDA_FUNCTION_NAME'], ['SITE_URL']],
    (vars) => !isProduction(vars) || new URL(vars.SITE_URL).protocol === 'https:',
    'SITE_URL must use https in production',
  ),
);

export const MailEnv = v.pipe(
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
  v.partialCheck(
    [['NODE_ENV'], ['AWS_LAMBDA_FUNCTION_NAME'], ['SES_ENDPOINT']],
    (vars) => !(isProduction(vars) && isSet(vars.SES_ENDPOINT)),
    'SES_ENDPOINT is a dev-only switch (local SES) and is refused in production',
  ),
  v.partialCheck(
    [['SES_ENDPOINT'], ['AWS_REGION']],
    (vars) => isSet(vars.SES_ENDPOINT) || isSet(vars.AWS_REGION),
    'AWS_REGION is missing (region of SES, e.g. eu-west-3), or set SES_ENDPOINT for the local SES',
  ),
);

export const StripeEnv = v.pipe(
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
  v.partialCheck(
    [['NODE_ENV'], ['AWS_LAMBDA_FUNCTION_NAME'], ['STRIPE_API_URL']],
    (vars) => !(isProduction(vars) && isSet(vars.STRIPE_API_URL)),
    'STRIPE_API_URL is a dev-only switch (local Stripe stand-in) and is refused in production',
  ),
);

export const SecretsEnv = v.object({
  STRIPE_WEBHOOK_SECRET: v.pipe(
    required('STRIPE_WEBHOOK_SECRET', 'signing secret of the webhook endpoint, whsec_…'),
    v.startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_'),
  ),
  VOUCHER_CODE_SECRET: v.pipe(
    required('VOUCHER_CODE_SECRET', 'random secret of at least 32 characters'),
    v.minLength(32, 'VOUCHER_CODE_SECRET must be at least 32 characters long'),
  ),
});

export const RegisterEnv = v.pipe(
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
  v.partialCheck(
    [['NODE_ENV'], ['AWS_LAMBDA_FUNCTION_NAME'], ['DYNAMODB_ENDPOINT']],
    (vars) => !(isProduction(vars) && isSet(vars.DYNAMODB_ENDPOINT)),
    'DYNAMODB_ENDPOINT is a dev-only switch (local DynamoDB) and is refused in production',
  ),
);

export const DeskEnv = v.object({
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
  DESK_SESSION_SECRET: v.pipe(
    required('DESK_SESSION_SECRET', 'random secret of at least 32 characters'),
    v.minLength(32, 'DESK_SESSION_SECRET must be at least 32 characters long'),
  ),
  STAGE: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,32}$/, 'STAGE must be a stage name')),
    'local',
  ),
});

export type SiteVars = v.InferOutput<typeof SiteEnv>;
export type DeskVars = v.InferOutput<typeof DeskEnv>;
export type RegisterVars = v.InferOutput<typeof RegisterEnv>;
export type MailVars = v.InferOutput<typeof MailEnv>;
export type StripeVars = v.InferOutput<typeof StripeEnv>;
export type SecretsVars = v.InferOutput<typeof SecretsEnv>;
