/** From CDK context (`--context name=value` or cdk.json). */
import type { SecretName } from '@clinique/api';
import { EMAIL_ADDRESS } from '@clinique/api/text';

export const STAGES = ['staging', 'production'] as const;
export const WAF_MODES = ['count', 'block'] as const;
export type DeploymentConfig = ReturnType<typeof readDeploymentConfig>;

export type ContextReader = (key: string) => unknown;

const DOMAIN = /^(?!-)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/;

function text(read: ContextReader, key: string): string | undefined {
  const value = read(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`--context ${key} must be a string`);
  return value.trim();
}

export function readDeploymentConfig(read: ContextReader) {
  const problems: string[] = [];
  const oneOf = <T extends string>(key: string, values: readonly T[], fallback: T): T => {
    const value = text(read, key) ?? fallback;
    if (!(values as readonly string[]).includes(value)) {
      problems.push(`--context ${key} must be one of ${values.join(', ')} (got "${value}")`);
    }
    return value as T;
  };
  const email = (key: string): string | undefined => {
    const value = text(read, key);
    if (value !== undefined && !EMAIL_ADDRESS.test(value)) {
      problems.push(`--context ${key} must be an e-mail address (got "${value}")`);
    }
    return value;
  };
  const stage = oneOf('stage', STAGES, 'staging');
  const production = stage === 'production';
  const domain = (text(read, 'domain') ?? '').toLowerCase().replace(/^www\./, '');
  if (!DOMAIN.test(domain)) {
    problems.push(
      `--context domain is required: the clinic's domain without www, e.g. clinique-laser.fr (got "${domain}")`,
    );
  }
  const region = text(read, 'region') ?? 'eu-west-3';
  const mailFrom = text(read, 'mailFrom') ?? `bons-cadeaux@${domain}`;
  if (!EMAIL_ADDRESS.test(mailFrom) || !mailFrom.endsWith(`@${domain}`)) {
    problems.push(`--context mailFrom must be an address on ${domain} (got "${mailFrom}")`);
  }
  const clinicEmail = email('clinicEmail');
  const alarmEmail = email('alarmEmail');
  if (alarmEmail === undefined && production) {
    problems.push(
      '--context alarmEmail is required in production: the alarms must reach a person (docs/operations.md)',
    );
  }
  const wafCommonRuleSet = oneOf('wafCommonRuleSet', WAF_MODES, 'count');
  const reserve = text(read, 'reserveConcurrency') ?? 'false';
  if (reserve !== 'true' && reserve !== 'false') {
    problems.push(`--context reserveConcurrency must be true or false (got "${reserve}")`);
  }
  const restart = text(read, 'restart');
  if (restart !== undefined && !/^[\w.:-]{1,64}$/.test(restart)) {
    problems.push(`--context restart must be a short token, e.g. $(date +%s) (got "${restart}")`);
  }
  if (problems.length > 0)
    throw new Error(`Invalid deployment settings:\n  - ${problems.join('\n  - ')}`);
  return {
    stage,
    domain,
    siteHost: production ? domain : `staging.${domain}`,
    redirectHosts: production ? [`www.${domain}`] : [],
    /** CloudFront's certificate and WAF are in us-east-1 whatever this says. */
    region,
    mailFrom,
    /** The catalog's clinic e-mail when unset. */
    clinicEmail,
    alarmEmail,
    /** The common rule set: `count` until its review date, then `block` (docs/operations.md). */
    wafCommonRuleSet,
    /** Only once the quota leaves room: new accounts may have 10, all kept unreserved by Lambda. */
    reserveConcurrency: reserve === 'true',
    parameterPrefix: `/clinique/${stage}/`,
    /**
     * A new value changes every function's configuration, so Lambda starts them all cold: they
     * read their SSM secrets once, and a deploy that changes nothing else leaves them warm.
     */
    restart,
  };
}

/** A String, not a SecureString: CloudFormation cannot read one into CloudFront's settings. */
export const ORIGIN_SECRET_PARAMETER = 'origin-secrets';

export const SECRET_PARAMETERS = {
  STRIPE_SECRET_KEY: 'stripe-secret-key',
  STRIPE_WEBHOOK_SECRET: 'stripe-webhook-secret',
  VOUCHER_CODE_SECRET: 'voucher-code-secret',
  DESK_STAFF: 'desk-staff',
  DESK_SESSION_SECRET: 'desk-session-secret',
} as const satisfies Record<SecretName, string>;
