/**
 * On AWS a function gets the SSM parameter's name in `<VARIABLE>_PARAMETER`, never the secret in
 * its environment; values are read once at cold start and never logged.
 */
import { API_FUNCTIONS } from '@clinique/api';
import { ConfigError, type Env } from './config.ts';

/** Every function's secrets (the worker's Stripe key is the payment's). */
const SECRET_VARIABLES = new Set(Object.values(API_FUNCTIONS).flatMap((fn) => fn.secrets));

const PARAMETER_SUFFIX = '_PARAMETER';

/** Names that do not exist are left out of the answer. */
export type ParameterFetcher = (names: readonly string[]) => Promise<Record<string, string>>;

/** One `GetParameters` call: it takes at most 10 names, enough for `SECRET_VARIABLES`. */
export const ssmParameterFetcher: ParameterFetcher = async (names) => {
  const { SSMClient, GetParametersCommand } = await import('@aws-sdk/client-ssm');
  const client = new SSMClient({});
  const answer = await client.send(
    new GetParametersCommand({ Names: [...names], WithDecryption: true }),
  );
  return Object.fromEntries(
    (answer.Parameters ?? []).flatMap(({ Name, Value }) =>
      Name === undefined || Value === undefined ? [] : [[Name, Value] as const],
    ),
  );
};

export async function resolveSecrets(
  env: Env,
  fetchParameters: ParameterFetcher = ssmParameterFetcher,
): Promise<Env> {
  const problems: string[] = [];
  const wanted = new Map<string, string>();
  for (const variable of SECRET_VARIABLES) {
    const parameter = (env[`${variable}${PARAMETER_SUFFIX}`] ?? '').trim();
    if (parameter === '') continue;
    if ((env[variable] ?? '').trim() === '') wanted.set(variable, parameter);
    else
      problems.push(
        `${variable} and ${variable}${PARAMETER_SUFFIX} are both set: keep only one of them`,
      );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  if (wanted.size === 0) return env;

  const values = await fetchParameters([...new Set(wanted.values())]);
  const resolved: Record<string, string | undefined> = { ...env };
  for (const [variable, parameter] of wanted) {
    const value = values[parameter];
    if (value === undefined || value.trim() === '') {
      problems.push(
        `${variable}${PARAMETER_SUFFIX}: the SSM parameter "${parameter}" is missing or empty (see docs/operations.md)`,
      );
    } else {
      resolved[variable] = value;
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return resolved;
}
