/**
 * The CloudFront web ACL (every request), and the regional one in front of the API that lets
 * through only what carries CloudFront's origin header.
 */
import { contact } from '@clinique/api/contact';
import { desk } from '@clinique/api/desk';
import { payment } from '@clinique/api/payment';
import { ArnFormat, RemovalPolicy, Stack, aws_logs as logs, aws_wafv2 as wafv2 } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import type { DeploymentConfig } from './config.ts';

/** Per IP and 5 minutes (AWS' minimum is 10). */
export const RATE_LIMITS = {
  /** Pages and assets of one visit are well under 100. */
  site: 1000,
  api: 100,
} as const;

/** Per IP and 5 minutes too; paths are compared after URL-decoding and lowercasing. */
export const FORM_LIMITS = [
  { name: 'contact', path: contact.path, limit: 10 },
  { name: 'payment', path: payment.path, limit: 20 },
  // The function limits per address too.
  { name: 'desk-sign-in', path: desk.signIn.path, limit: 10 },
] as const;

/** The common set counts until its review (`wafCommonRuleSet`); the other two block from launch. */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;
/** The day the common set's counts are read and it is switched to block (docs/operations.md). */
export const COMMON_RULE_SET_REVIEW = '2027-01-15';

/** Never in WAF's logs: the desk's session cookie, and any token a query string may carry. */
export const WAF_REDACTED_FIELDS = [{ singleHeader: { Name: 'cookie' } }, { queryString: {} }];

/** Stated in the privacy policy. */
export const LOG_RETENTION = logs.RetentionDays.THREE_MONTHS;

/** Every log group of the stacks: kept LOG_RETENTION, deleted with its stack. */
export function newLogGroup(scope: Construct, id: string, logGroupName?: string): logs.LogGroup {
  return new logs.LogGroup(scope, id, {
    logGroupName,
    retention: LOG_RETENTION,
    removalPolicy: RemovalPolicy.DESTROY,
  });
}

/** The ARN WAF and log deliveries want: without the `:*` the `Arn` attribute ends with. */
export function logGroupArn(scope: Construct, logGroupName: string): string {
  return Stack.of(scope).formatArn({
    service: 'logs',
    resource: 'log-group',
    resourceName: logGroupName,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}

// `%2Fapi%2F` and `/API/` name the same route to the API: match what it will route.
const NORMALISED = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'LOWERCASE' },
];

/** Sampled requests show a request's headers in the console. */
function visibilityConfig(metricName: string, sampledRequestsEnabled = true) {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled };
}

export class Firewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  /** The `WebACL` dimension of its CloudWatch metrics. */
  readonly webAclName: string;

  constructor(scope: Construct, id: string, { config }: { config: DeploymentConfig }) {
    super(scope, id);
    const prefix = `clinique-${config.stage}`;
    this.webAclName = `${prefix}-web-acl`;
    const visibility = (metricName: string) => visibilityConfig(`${prefix}-${metricName}`);
    const startsWith = (path: string) => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: path,
        textTransformations: NORMALISED,
      },
    });
    const managed = MANAGED_RULE_GROUPS.map((group, index) => ({
      name: group,
      priority: index,
      overrideAction:
        group === 'AWSManagedRulesCommonRuleSet' && config.wafCommonRuleSet === 'count'
          ? { count: {} }
          : { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: group,
          // The API caps bodies itself; the common set's 8 KiB body rule would refuse a large Stripe
          // event, so it only counts.
          ruleActionOverrides:
            group === 'AWSManagedRulesCommonRuleSet'
              ? [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]
              : undefined,
        },
      },
      visibilityConfig: visibility(group),
    }));
    const rates = [
      { name: 'site', limit: RATE_LIMITS.site },
      { name: 'api', limit: RATE_LIMITS.api, path: '/api/' },
      ...FORM_LIMITS,
    ].map(({ name, limit, path }, index) => ({
      name: `${name}-rate-limit`,
      priority: managed.length + index,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit,
          evaluationWindowSec: 300,
          aggregateKeyType: 'IP',
          ...(path === undefined ? {} : { scopeDownStatement: startsWith(path) }),
        },
      },
      visibilityConfig: visibility(`${name}-rate-limit`),
    }));

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: this.webAclName,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('web-acl'),
      rules: [...managed, ...rates],
    });

    // Headers are logged but for the cookie; CloudFront's origin header is added after this ACL.
    const logGroupName = `aws-waf-logs-${prefix}`;
    const logGroup = newLogGroup(this, 'Logs', logGroupName);
    const logging = new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      redactedFields: WAF_REDACTED_FIELDS,
      logDestinationConfigs: [logGroupArn(this, logGroupName)],
    });
    logging.node.addDependency(logGroup);
  }
}

export interface OriginFirewallProps {
  stage: string;
  /** CloudFront's origin header and the values it may carry (the current one and the other). */
  header: string;
  values: [string, string];
  /** The API stage it guards. */
  resourceArn: string;
}

/**
 * The API's own address is public: this regional ACL blocks, before API Gateway invokes anything,
 * every request without the header only CloudFront adds, so a direct call reaches no function.
 */
export class OriginFirewall extends Construct {
  constructor(scope: Construct, id: string, props: OriginFirewallProps) {
    super(scope, id);
    const name = `clinique-${props.stage}-api-origin`;
    const carries = (value: string) => ({
      byteMatchStatement: {
        fieldToMatch: { singleHeader: { Name: props.header.toLowerCase() } },
        positionalConstraint: 'EXACTLY',
        searchString: value,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    const webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name,
      scope: 'REGIONAL',
      defaultAction: { block: {} },
      visibilityConfig: visibilityConfig(name),
      rules: [
        {
          name: 'through-cloudfront',
          priority: 0,
          action: { allow: {} },
          statement: { orStatement: { statements: props.values.map(carries) } },
          // A sample of these would show the header's value in the console.
          visibilityConfig: visibilityConfig(`${name}-through-cloudfront`, false),
        },
      ],
    });
    new wafv2.CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.resourceArn,
      webAclArn: webAcl.attrArn,
    });
  }
}
