/**
 * Secrets on AWS: the stack stores the Stripe keys and the voucher code secret in SSM Parameter
 * Store (SecureString) and gives each function the parameter's NAME in `<VARIABLE>_PARAMETER`
 * (e.g. `STRIPE_SECRET_KEY_PARAMETER=/clinique/production/stripe-secret-key`). At cold start the
 * handler calls `resolveSecrets(process.env)` once: the values are fetched in one request,
 * decrypted, and put in the environment object the configuration reads; the module keeps them
 * for the life of the Lambda instance. Locally (no `_PARAMETER` variable) the environment is used
 * as it is, and the SSM client is never loaded. Values are never logged.
 */
import { ConfigError, type Env } from './config.ts';

export const SECRET_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'VOUCHER_CODE_SECRET',
  'DESK_STAFF',
  'DESK_SESSION_SECRET',
] as const;

export const PARAMETER_SUFFIX = '_PARAMETER';

/** Fetches decrypted parameters by name; names that do not exist are left out of the answer. */
export type ParameterFetcher = (names: readonly string[]) => Promise<Record<string, string>>;

/** The real fetcher: one `GetParameters` call with decryption (at most 10 names, we have 3). */
export const ssmParameterFetcher: ParameterFetcher = async (names) => {
  const { SSMClient, GetParametersCommand } = await import('@aws-sdk/client-ssm');
  const client = new SSMClient({});
  const answer = await client.send(
    new GetParametersCommand({ Names: [...names], WithDecryption: true }),
  );
  const values: Record<string, string> = {};
  for (const parameter of answer.Parameters ?? []) {
    if (parameter.Name !== undefined && parameter.Value !== undefined) {
      values[parameter.Name] = parameter.Value;
    }
  }
  return values;
};

/**
 * The environment with every secret whose `_PARAMETER` variable is set replaced by the
 * parameter's value. Throws a `ConfigError` naming each problem (both a value and a parameter
 * set, a parameter that does not exist or is empty).
 */
export async function resolveSecrets(
  env: Env,
  fetchParameters: ParameterFetcher = ssmParameterFetcher,
): Promise<Env> {
  const problems: string[] = [];
  const wanted = new Map<string, string>();
  for (const variable of SECRET_VARIABLES) {
    const parameter = (env[`${variable}${PARAMETER_SUFFIX}`] ?? '').trim();
    if (parameter === '') continue;
    if ((env[variable] ?? '').trim() !== '') {
      problems.push(
        `${variable} and ${variable}${PARAMETER_SUFFIX} are both set: keep only one of them`,
      );
      continue;
    }
    wanted.set(variable, parameter);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  if (wanted.size === 0) return env;

  const values = await fetchParameters([...new Set(wanted.values())]);
  const resolved: Record<string, string | undefined> = { ...env };
  for (const [variable, parameter] of wanted) {
    const value = values[parameter];
    if (value === undefined || value.trim() === '') {
      problems.push(
        `${variable}${PARAMETER_SUFFIX}: the SSM parameter "${parameter}" is missing or empty (see docs/deploy.md)`,
      );
    } else {
      resolved[variable] = value;
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return resolved;
}
