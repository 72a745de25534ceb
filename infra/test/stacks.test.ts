/**
 * The synthesized templates (`aws-cdk-lib/assertions`), production settings, synthesized once.
 * The Lambda code is a stub here (the real bundles are checked in functions/test/bundle.test.ts);
 * the site is the real build, whose inline scripts the CSP must hash.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { parse } from 'acorn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBuildKeys } from '../lib/build-files.ts';
import { selects } from '../lib/deployment-groups.ts';
import { readDeploymentConfig } from '../lib/config.ts';
import { inlineScriptHashes } from '../lib/csp.ts';
import { MAX_FUNCTION_BYTES, viewerRequestCode } from '../lib/edge-functions.ts';
import { clientDir } from '../lib/paths.ts';
import { API_RATE_LIMIT, LAMBDAS, createStacks } from '../lib/stacks.ts';

const context: Record<string, string> = {
  stage: 'production',
  domain: 'clinique.example',
  alarmEmail: 'alertes@clinique.example',
};

let functionsDir: string;
let site: Template;
let edge: Template;
let edgeAlarms: Template;
let siteJson: string;

type Resource = { Properties: Record<string, unknown> };

function resources(template: Template, type: string): Resource[] {
  return Object.values(template.findResources(type)) as Resource[];
}

/** The ARN a template value builds: `Fn::Join` joined, a `Ref` written `{Name}`. */
function arnText(value: unknown): string {
  if (typeof value === 'string') return value;
  const node = value as { 'Fn::Join'?: [string, unknown[]]; Ref?: string };
  if (node.Ref !== undefined) return `{${node.Ref}}`;
  if (node['Fn::Join']) return node['Fn::Join'][1].map(arnText).join(node['Fn::Join'][0]);
  throw new Error(`not an ARN: ${JSON.stringify(value)}`);
}

/** The clinic's three functions (not the custom resources CDK adds). */
function clinicFunctions(): Resource[] {
  return resources(site, 'AWS::Lambda::Function').filter((fn) =>
    String(fn.Properties['Description'] ?? '').startsWith('Clinique production: /api/'),
  );
}

beforeAll(() => {
  functionsDir = mkdtempSync(join(tmpdir(), 'clinique-infra-'));
  for (const name of [...Object.keys(LAMBDAS), 'voucher-worker']) {
    mkdirSync(join(functionsDir, name));
    writeFileSync(join(functionsDir, name, 'index.mjs'), 'export const handler = () => {};');
  }
  const app = new App({ context });
  const config = readDeploymentConfig((key) => app.node.tryGetContext(key));
  const stacks = createStacks(app, config, { clientDir, functionsDir }, '123456789012');
  site = Template.fromStack(stacks.site);
  edge = Template.fromStack(stacks.edge);
  edgeAlarms = Template.fromStack(stacks.edgeAlarms);
  siteJson = JSON.stringify(site.toJSON());
});

afterAll(() => rmSync(functionsDir, { recursive: true, force: true }));

describe('static site', () => {
  it('the bucket is private, encrypted and versioned, and readable by CloudFront only', () => {
    site.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.objectLike({}),
      VersioningConfiguration: { Status: 'Enabled' },
    });
    const statements = resources(site, 'AWS::S3::BucketPolicy').flatMap(
      (policy) =>
        (policy.Properties['PolicyDocument'] as { Statement: Record<string, unknown>[] }).Statement,
    );
    const allows = statements.filter((statement) => statement['Effect'] === 'Allow');
    expect(allows.length).toBeGreaterThan(0);
    for (const statement of allows) {
      expect(statement['Principal']).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(JSON.stringify(statement['Condition'])).toContain('AWS:SourceArn');
    }
  });

  it('CloudFront reads the bucket through an origin access control', () => {
    site.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      }),
    });
    site.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({
            OriginAccessControlId: Match.anyValue(),
            S3OriginConfig: { OriginAccessIdentity: '' },
          }),
        ]),
      }),
    });
  });

  it('the distribution: HTTP/2 and 3, compression, TLS for apex and www, WAF, /api/* uncached', () => {
    site.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        HttpVersion: 'http2and3',
        Aliases: ['clinique.example', 'www.clinique.example'],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: Match.anyValue(),
          SslSupportMethod: 'sni-only',
        }),
        WebACLId: Match.anyValue(),
        DefaultCacheBehavior: Match.objectLike({
          Compress: true,
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [
            Match.objectLike({ EventType: 'viewer-request' }),
            Match.objectLike({ EventType: 'viewer-response' }),
          ],
        }),
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: Match.arrayWith(['POST']),
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
          }),
        ],
      }),
    });
    edge.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'clinique.example',
      SubjectAlternativeNames: ['www.clinique.example'],
      ValidationMethod: 'DNS',
    });
  });

  it('the routing function is the generated ES5 code, within CloudFront’s size limit', () => {
    const [request] = resources(site, 'AWS::CloudFront::Function').filter((fn) =>
      (fn.Properties['FunctionConfig'] as { Comment: string }).Comment.startsWith('Clean'),
    );
    const code = String(request?.Properties['FunctionCode']);
    expect(code).toBe(viewerRequestCode(listBuildKeys(clientDir), 'clinique.example'));
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(MAX_FUNCTION_BYTES);
    expect(() => parse(code, { ecmaVersion: 5 })).not.toThrow();
    expect(request?.Properties['FunctionConfig']).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
  });

  /** The synthesized deployments, in their order, with what they copy and how. */
  function deployments() {
    return resources(site, 'Custom::CDKBucketDeployment').map((deployment) => {
      const properties = deployment.Properties;
      const group = {
        prefix: properties['DestinationBucketKeyPrefix'] as string | undefined,
        exclude: (properties['Exclude'] as string[] | undefined) ?? [],
        include: (properties['Include'] as string[] | undefined) ?? [],
      };
      const system = properties['SystemMetadata'] as Record<string, string>;
      return {
        group,
        cacheControl: system['cache-control'],
        contentType: system['content-type'],
        metadata: properties['UserMetadata'],
        prune: properties['Prune'],
      };
    });
  }

  it('every built file is deployed once, with its Cache-Control; only the 404 copies carry route-status', () => {
    const all = deployments();
    for (const key of listBuildKeys(clientDir)) {
      const copies = all.filter(
        (deployment) => deployment.group.prefix === undefined && selects(deployment.group, key),
      );
      expect(copies, key).toHaveLength(1);
      expect(copies[0]?.cacheControl, key).toBe(
        key.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      expect(copies[0]?.metadata, key).toBeUndefined();
    }
    const notFound = all.filter((deployment) => deployment.group.prefix !== undefined);
    expect(notFound.map((deployment) => [deployment.group.prefix, deployment.metadata])).toEqual([
      ['_errors/', { 'route-status': '404' }],
    ]);
    expect(notFound[0]?.cacheControl).toBe('no-cache');
    expect(all.every((deployment) => deployment.prune !== false)).toBe(true);
  });

  it('HTML is uploaded as text/html; charset=utf-8, every other text file with its charset', () => {
    const all = deployments();
    const uploaded = (key: string, prefix?: string) =>
      all.find((deployment) => deployment.group.prefix === prefix && selects(deployment.group, key))
        ?.contentType;
    const keys = listBuildKeys(clientDir);
    const pages = keys.filter((key) => key.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(30);
    for (const key of pages) expect(uploaded(key), key).toBe('text/html; charset=utf-8');
    expect(uploaded('404.html', '_errors/')).toBe('text/html; charset=utf-8');
    expect(uploaded('blog/404/index.html', '_errors/')).toBe('text/html; charset=utf-8');
    const expected: Record<string, string> = {
      'robots.txt': 'text/plain; charset=utf-8',
      'sitemap.xml': 'application/xml; charset=utf-8',
      'site.webmanifest': 'application/manifest+json; charset=utf-8',
      'images/brand/favicon.svg': 'image/svg+xml; charset=utf-8',
    };
    for (const [key, type] of Object.entries(expected)) expect(uploaded(key), key).toBe(type);
    const script = keys.find((key) => key.startsWith('assets/') && key.endsWith('.js')) ?? '';
    expect(uploaded(script)).toBe('text/javascript; charset=utf-8');
    // Images and fonts keep the type S3 gives them.
    const image = keys.find((key) => key.endsWith('.png')) ?? '';
    const font = keys.find((key) => key.endsWith('.woff2')) ?? '';
    expect([uploaded(image), uploaded(font)]).toEqual([undefined, undefined]);
  });
});

describe('response headers', () => {
  function securityHeaders(): Record<string, Record<string, unknown>> {
    const [policy] = resources(site, 'AWS::CloudFront::ResponseHeadersPolicy');
    const config = policy?.Properties['ResponseHeadersPolicyConfig'] as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
    };
    return { ...config.SecurityHeadersConfig, custom: { items: config.CustomHeadersConfig.Items } };
  }

  it('HSTS two years with preload, nosniff, Referrer-Policy, Permissions-Policy, no framing', () => {
    const headers = securityHeaders();
    expect(headers['StrictTransportSecurity']).toEqual({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    });
    expect(headers['ContentTypeOptions']).toEqual({ Override: true });
    expect(headers['ReferrerPolicy']).toEqual({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
      Override: true,
    });
    expect(headers['FrameOptions']).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers['custom']?.['items']).toEqual([
      expect.objectContaining({
        Header: 'Permissions-Policy',
        Value: expect.stringContaining('camera=()'),
      }),
    ]);
  });

  it('the CSP hashes every inline script of the build and never allows inline scripts', () => {
    const csp = String(securityHeaders()['ContentSecurityPolicy']?.['ContentSecurityPolicy']);
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    const hashes = inlineScriptHashes(
      clientDir,
      listBuildKeys(clientDir).filter((key) => key.endsWith('.html')),
    );
    expect(hashes.length).toBeGreaterThan(0);
    expect(directives['script-src']).toEqual(["'self'", ...hashes]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp.length).toBeLessThanOrEqual(1783);
  });
});

describe('functions', () => {
  it('nodejs22.x on arm64, with reserved concurrency, timeouts and logs kept 3 months', () => {
    const functions = clinicFunctions();
    expect(functions).toHaveLength(3);
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        ReservedConcurrentExecutions: 5,
      });
      expect(fn.Properties['Timeout']).toBeGreaterThanOrEqual(10);
      expect(fn.Properties['Timeout']).toBeLessThanOrEqual(30);
    }
    const retention = resources(site, 'AWS::Logs::LogGroup').map(
      (group) => group.Properties['RetentionInDays'],
    );
    // The three API functions and the voucher worker.
    expect(retention).toEqual([90, 90, 90, 90]);
  });

  it('each function is routed from /api/<name> through the HTTP API', () => {
    const routes = resources(site, 'AWS::ApiGatewayV2::Route').map(
      (route) => route.Properties['RouteKey'],
    );
    expect(routes.sort()).toEqual(
      Object.values(LAMBDAS)
        .flatMap((spec) => [
          `ANY ${spec.path}`,
          ...spec.extraRoutes.flatMap((route) =>
            route.methods.map((method) => `${method} ${route.path}`),
          ),
        ])
        .sort(),
    );
  });

  it('the confirmation page’s GET /api/voucher-code reaches the webhook function, GET and HEAD only', () => {
    const routes = resources(site, 'AWS::ApiGatewayV2::Route')
      .map((route) => String(route.Properties['RouteKey']))
      .filter((key) => key.endsWith(' /api/voucher-code'));
    expect(routes.sort()).toEqual(['GET /api/voucher-code', 'HEAD /api/voucher-code']);
    const integrations = resources(site, 'AWS::ApiGatewayV2::Route')
      .filter((route) =>
        ['GET /api/voucher-code', 'ANY /api/stripe-webhook'].includes(
          String(route.Properties['RouteKey']),
        ),
      )
      .map((route) => JSON.stringify(route.Properties['Target']));
    expect(new Set(integrations).size).toBe(1);
  });

  it('secrets are SSM parameter names, never values, and only the functions that need them read them', () => {
    expect(siteJson).not.toMatch(/sk_(live|test)_|rk_(live|test)_|whsec_[A-Za-z0-9]/);
    const env = (name: string) =>
      (
        clinicFunctions().find((fn) =>
          String(fn.Properties['Description']).endsWith(`/api/${name}`),
        )?.Properties['Environment'] as { Variables: Record<string, string> }
      ).Variables;
    expect(env('stripe-webhook')).toMatchObject({
      STRIPE_SECRET_KEY_PARAMETER: '/clinique/production/stripe-secret-key',
      STRIPE_WEBHOOK_SECRET_PARAMETER: '/clinique/production/stripe-webhook-secret',
      VOUCHER_CODE_SECRET_PARAMETER: '/clinique/production/voucher-code-secret',
      SITE_URL: 'https://clinique.example',
      REGISTER_TABLE: expect.anything(),
      WORKER_FUNCTION_NAME: expect.anything(),
    });
    for (const name of ['send-contact-email', 'create-payment', 'stripe-webhook']) {
      for (const variable of [
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'VOUCHER_CODE_SECRET',
      ]) {
        expect(env(name)).not.toHaveProperty(variable);
      }
    }
    expect(env('send-contact-email')).not.toHaveProperty('STRIPE_SECRET_KEY_PARAMETER');
  });

  it('IAM: SES sending on the clinic identity only, from its address; SSM reads on named parameters', () => {
    const statements = resources(site, 'AWS::IAM::Policy').flatMap(
      (policy) =>
        (policy.Properties['PolicyDocument'] as { Statement: Record<string, unknown>[] }).Statement,
    );
    const ses = statements.filter((statement) =>
      JSON.stringify(statement['Action']).includes('ses:'),
    );
    expect(ses).toHaveLength(2);
    const configurationSet = Object.keys(site.findResources('AWS::SES::ConfigurationSet'));
    expect(configurationSet).toHaveLength(1);
    for (const statement of ses) {
      // The resources are `Fn::Join` objects: read each as the ARN it builds (a Ref as `{Ref}`).
      const arns = [statement['Resource']].flat().map(arnText);
      const identities = arns.filter((arn) => arn.includes(':identity/'));
      expect(identities).toHaveLength(1);
      expect(identities[0]).toMatch(
        /^arn:\{AWS::Partition\}:ses:[a-z0-9-]+:123456789012:identity\//,
      );
      expect(identities[0]?.split(':identity/')[1]).toBe(context['domain']);
      expect(arns.filter((arn) => !arn.includes(':identity/'))).toEqual([
        expect.stringMatching(
          new RegExp(
            `^arn:\\{AWS::Partition\\}:ses:[a-z0-9-]+:123456789012:configuration-set/\\{${configurationSet[0]}\\}$`,
          ),
        ),
      ]);
      expect(JSON.stringify(statement['Resource'])).not.toContain('*');
      expect(statement['Condition']).toEqual({
        StringEquals: { 'ses:FromAddress': 'bons-cadeaux@clinique.example' },
      });
    }
    const ssm = statements.filter((statement) =>
      JSON.stringify(statement['Action']).includes('ssm:'),
    );
    // create-payment, the webhook and the voucher worker (the Stripe key, to mirror the code).
    expect(ssm).toHaveLength(3);
    for (const statement of ssm) {
      expect(statement['Action']).toBe('ssm:GetParameters');
      expect(JSON.stringify(statement['Resource'])).toContain(':parameter/clinique/production/');
      expect(JSON.stringify(statement['Resource'])).not.toContain('*');
    }
  });

  it('SES: the domain identity signs with DKIM and uses the configuration set', () => {
    site.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'clinique.example',
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    site.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    const identity = resources(site, 'AWS::SES::EmailIdentity')[0];
    expect(identity?.Properties['DkimAttributes']).not.toEqual({ SigningEnabled: false });
  });
});

describe('protection and monitoring', () => {
  it('WAF (CLOUDFRONT scope) limits each IP on /api/*', () => {
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: [
        Match.objectLike({
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: API_RATE_LIMIT,
              AggregateKeyType: 'IP',
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  SearchString: '/api/',
                  PositionalConstraint: 'STARTS_WITH',
                  FieldToMatch: { UriPath: {} },
                }),
              },
            }),
          },
        }),
      ],
    });
  });

  it('alarms on errors, throttles, webhook failures and CloudFront 5xx e-mail the clinic', () => {
    const alarms = resources(site, 'AWS::CloudWatch::Alarm');
    const metrics = alarms.map((alarm) => alarm.Properties['MetricName']).sort();
    expect(metrics).toEqual(
      [
        'Errors',
        'Errors',
        'Errors',
        'Throttles',
        'Throttles',
        'Throttles',
        'WebhookFailures',
        // The voucher register (voucher-register.ts).
        'ApproximateNumberOfMessagesVisible',
        'VoucherWorkerFailures',
        'Errors',
        'ThrottledRequests',
      ].sort(),
    );
    for (const alarm of alarms) expect(alarm.Properties['AlarmActions']).toHaveLength(1);
    // Functions log JSON events, whose runtime level the webhook's failure metric counts.
    for (const fn of clinicFunctions()) {
      expect(fn.Properties['LoggingConfig']).toMatchObject({ LogFormat: 'JSON' });
    }
    site.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.level = "ERROR" }',
      MetricTransformations: [Match.objectLike({ MetricName: 'WebhookFailures' })],
    });
    edgeAlarms.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      AlarmActions: [Match.anyValue()],
    });
    for (const template of [site, edgeAlarms]) {
      template.hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'email',
        Endpoint: 'alertes@clinique.example',
      });
    }
  });
});

describe('deployment settings', () => {
  it('refuse a missing domain and an unknown stage, naming both', () => {
    expect(() => readDeploymentConfig((key) => ({ stage: 'prod' })[key as 'stage'])).toThrow(
      /stage must be one of staging, production \(got "prod"\)[\s\S]*domain is required/,
    );
  });

  it('staging serves staging.<domain> only, with its own parameters', () => {
    const config = readDeploymentConfig((key) => ({ domain: 'clinique.example' })[key as 'domain']);
    expect(config).toMatchObject({
      stage: 'staging',
      siteHost: 'staging.clinique.example',
      redirectHosts: [],
      parameterPrefix: '/clinique/staging/',
    });
  });
});

describe('voucher register', () => {
  /** The policy statements of the role of the function whose description starts with `text`. */
  function statementsOf(text: string): { Action: string | string[]; Resource: unknown }[] {
    const fn = resources(site, 'AWS::Lambda::Function').find((candidate) =>
      String(candidate.Properties['Description'] ?? '').startsWith(text),
    );
    const role = (fn?.Properties['Role'] as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return resources(site, 'AWS::IAM::Policy')
      .filter(
        (policy) => JSON.stringify(policy.Properties['Roles']) === JSON.stringify([{ Ref: role }]),
      )
      .flatMap(
        (policy) => (policy.Properties['PolicyDocument'] as { Statement: never[] }).Statement,
      );
  }
  const actionsOf = (text: string) =>
    statementsOf(text).flatMap((statement) =>
      Array.isArray(statement.Action) ? statement.Action : [statement.Action],
    );

  it('one table, kept and recoverable: point-in-time recovery, deletion protection, retained', () => {
    const tables = resources(site, 'AWS::DynamoDB::GlobalTable');
    expect(tables).toHaveLength(1);
    site.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        TableName: 'clinique-production-vouchers',
        KeySchema: [{ AttributeName: 'code', KeyType: 'HASH' }],
        Replicas: [
          Match.objectLike({
            DeletionProtectionEnabled: true,
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          }),
        ],
      },
    });
    const indexes = (tables[0]?.Properties['GlobalSecondaryIndexes'] as { IndexName: string }[])
      .map((index) => index.IndexName)
      .sort();
    expect(indexes).toEqual(['byBuyer', 'byPaymentIntent', 'byStatus', 'due']);
  });

  it('the worker: invoked asynchronously with a dead-letter queue, and swept every minute', () => {
    site.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    site.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
    });
    const descriptions = resources(site, 'AWS::CloudWatch::Alarm').map((alarm) =>
      String(alarm.Properties['AlarmDescription']),
    );
    expect(descriptions).toEqual(
      expect.arrayContaining([
        expect.stringContaining('file de lettres mortes'),
        expect.stringContaining('après toutes les tentatives'),
        expect.stringContaining('DynamoDB'),
      ]),
    );
  });

  it('least privilege: the webhook records and starts the worker, only the worker sends the voucher', () => {
    const webhook = actionsOf('Clinique production: /api/stripe-webhook');
    expect(webhook).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'lambda:InvokeFunction']));
    expect(webhook).not.toContain('ses:SendEmail');
    const worker = actionsOf('Clinique production: voucher worker');
    expect(worker).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'ses:SendEmail']));
    expect(worker).not.toContain('lambda:InvokeFunction');
    for (const other of ['/api/send-contact-email', '/api/create-payment']) {
      expect(actionsOf(`Clinique production: ${other}`).join(' ')).not.toMatch(/dynamodb|lambda:/);
    }
  });
});
