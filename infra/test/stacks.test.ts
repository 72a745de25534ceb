/**
 * The synthesized templates (`aws-cdk-lib/assertions`), production settings, synthesized once.
 * The Lambda code is a stub here (the real bundles are checked in functions/test/bundle.test.ts);
 * the site is the real build, whose inline scripts the CSP must hash.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { parse } from 'acorn';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listBuildKeys } from '../lib/build-files.ts';
import { selects } from '../lib/deployment-groups.ts';
import { readFileSync } from 'node:fs';
import { readDeploymentConfig } from '../lib/config.ts';
import {
  API_CONTENT_SECURITY_POLICY,
  MAX_CSP_LENGTH,
  inlineScriptHashes,
  inlineStyleHashes,
} from '../lib/csp.ts';
import { MAX_FUNCTION_BYTES, viewerRequestCode } from '../lib/edge-functions.ts';
import {
  COMMON_RULE_SET_REVIEW,
  Firewall,
  FORM_LIMITS,
  MANAGED_RULE_GROUPS,
  RATE_LIMITS,
} from '../lib/firewall.ts';
import {
  DESK_RESENDS_AND_VOIDS_PER_HOUR,
  DESK_WATCHED_EVENTS,
  LOG_FILTERS,
  WAF_BLOCKS_BASELINE,
} from '../lib/monitoring.ts';
import { consoleLogger } from '@clinique/functions/logger';
import {
  type Env,
  loadContactConfig,
  loadDeskConfig,
  loadPaymentConfig,
  loadWebhookConfig,
  loadWorkerConfig,
} from '@clinique/functions/config';
import { resolveSecrets } from '@clinique/functions/secrets';
import {
  type ApiFunctionName,
  DESK_COOKIE,
  DESK_DEVICE_COOKIE,
  ORIGIN_HEADER,
  VIEWER_ADDRESS_HEADER,
} from '@clinique/api';
import { clientDir } from '../lib/paths.ts';
import { LAMBDAS } from '../lib/api.ts';
import { createStacks } from '../lib/stacks.ts';

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

/** The ARN a template value builds: `Fn::Join` joined, a `Ref` written `{Name}`, `{Name.Attr}`. */
function arnText(value: unknown): string {
  if (typeof value === 'string') return value;
  const node = value as {
    'Fn::Join'?: [string, unknown[]];
    'Fn::GetAtt'?: [string, string];
    Ref?: string;
  };
  if (node.Ref !== undefined) return `{${node.Ref}}`;
  if (node['Fn::GetAtt']) return `{${node['Fn::GetAtt'].join('.')}}`;
  if (node['Fn::Join']) return node['Fn::Join'][1].map(arnText).join(node['Fn::Join'][0]);
  throw new Error(`not an ARN: ${JSON.stringify(value)}`);
}

/** The API's methods as `METHOD /path`, with the function each invokes. */
function apiMethods(): { key: string; target: unknown }[] {
  const all = site.findResources('AWS::ApiGateway::Resource');
  const pathOf = (parent: unknown): string => {
    const id = (parent as { Ref?: string }).Ref;
    const resource = id === undefined ? undefined : (all[id] as Resource | undefined);
    if (resource === undefined) return '';
    return `${pathOf(resource.Properties['ParentId'])}/${String(resource.Properties['PathPart'])}`;
  };
  return resources(site, 'AWS::ApiGateway::Method').map((method) => ({
    key: `${String(method.Properties['HttpMethod'])} ${pathOf(method.Properties['ResourceId'])}`,
    target: (method.Properties['Integration'] as { Uri: unknown }).Uri,
  }));
}

/** The clinic's functions (not the custom resources CDK adds). */
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
    // The API gets the viewer's address (per-viewer limits) and the desk's cookies, never the Host.
    const [policy] = Object.values(site.findResources('AWS::CloudFront::OriginRequestPolicy'));
    expect(policy?.['Properties']).toMatchObject({
      OriginRequestPolicyConfig: {
        HeadersConfig: {
          HeaderBehavior: 'whitelist',
          Headers: expect.arrayContaining([VIEWER_ADDRESS_HEADER, 'Origin', 'Stripe-Signature']),
        },
        CookiesConfig: {
          CookieBehavior: 'whitelist',
          Cookies: [DESK_COOKIE, DESK_DEVICE_COOKIE],
        },
      },
    });
    expect(
      policy?.['Properties'].OriginRequestPolicyConfig.HeadersConfig.Headers.map((name: string) =>
        name.toLowerCase(),
      ),
    ).not.toContain('host');
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
  function securityHeaders(comment = 'security headers'): Record<string, Record<string, unknown>> {
    const policy = resources(site, 'AWS::CloudFront::ResponseHeadersPolicy').find(
      (candidate) =>
        (candidate.Properties['ResponseHeadersPolicyConfig'] as { Comment: string }).Comment ===
        `Clinique production: ${comment}`,
    );
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

  it('styles keep unsafe-inline for a measured reason: their hashes would not fit CloudFront', () => {
    const keys = listBuildKeys(clientDir).filter((key) => key.endsWith('.html'));
    const styleHashes = inlineStyleHashes(clientDir, keys);
    const scriptHashes = inlineScriptHashes(clientDir, keys);
    const csp = String(securityHeaders()['ContentSecurityPolicy']?.['ContentSecurityPolicy']);
    const withHashes = csp.replace(
      "style-src 'self' 'unsafe-inline'",
      `style-src 'self' 'unsafe-hashes' ${styleHashes.join(' ')}`,
    );
    expect(withHashes).not.toBe(csp);
    // When this fails, the hashes fit: drop 'unsafe-inline' for them (csp.ts).
    expect(withHashes.length).toBeGreaterThan(MAX_CSP_LENGTH);
    expect(scriptHashes.length).toBeGreaterThan(0);
  });

  it('/api/* keeps the API’s own CSP (the forms’ pages), else the strict default-src none', () => {
    const distribution = resources(site, 'AWS::CloudFront::Distribution')[0];
    const config = distribution?.Properties['DistributionConfig'] as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown };
      CacheBehaviors: { PathPattern: string; ResponseHeadersPolicyId: unknown }[];
    };
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(api?.ResponseHeadersPolicyId).not.toEqual(
      config.DefaultCacheBehavior.ResponseHeadersPolicyId,
    );
    const policies = site.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const apiPolicy = policies[(api?.ResponseHeadersPolicyId as { Ref: string }).Ref] as Resource;
    const headers = (
      apiPolicy.Properties['ResponseHeadersPolicyConfig'] as {
        SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      }
    ).SecurityHeadersConfig;
    expect(headers['ContentSecurityPolicy']).toEqual({
      ContentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
      Override: false,
    });
    expect(API_CONTENT_SECURITY_POLICY.split('; ')[0]).toBe("default-src 'none'");
    expect(headers['StrictTransportSecurity']).toMatchObject({ Override: true });
    expect(securityHeaders('API security headers')['ContentTypeOptions']).toEqual({
      Override: true,
    });
  });
});

describe('functions', () => {
  it('nodejs22.x on arm64, traced, no reservation by default, timeouts, logs kept 3 months', () => {
    const functions = clinicFunctions();
    // Contact, payment, webhook and the desk.
    expect(functions).toHaveLength(4);
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
      });
      // A new account's quota leaves nothing to reserve: opt-in with reserveConcurrency=true.
      expect(fn.Properties).not.toHaveProperty('ReservedConcurrentExecutions');
      expect(fn.Properties['Timeout']).toBeGreaterThanOrEqual(10);
      // API Gateway answers 504 at 29 s: a function must end, and answer, before.
      expect(fn.Properties['Timeout']).toBeLessThan(29);
    }
    const retention = resources(site, 'AWS::Logs::LogGroup').map(
      (group) => group.Properties['RetentionInDays'],
    );
    // The four functions', the API's access logs, the site deployments' and the voucher worker's.
    expect(retention).toEqual([90, 90, 90, 90, 90, 90, 90]);
  });

  it('each function is routed from the paths of the API contract', () => {
    const routes = apiMethods().map((method) => method.key);
    expect(routes.sort()).toEqual([
      'ANY /api/create-payment',
      'ANY /api/desk/{proxy+}',
      'ANY /api/send-contact-email',
      'ANY /api/stripe-webhook',
      'GET /api/voucher-code',
      'HEAD /api/voucher-code',
    ]);
    // Any other path: a 404, not API Gateway's 403 « Missing Authentication Token ».
    site.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      StatusCode: '404',
    });
  });

  it('the confirmation page’s GET /api/voucher-code reaches the webhook function, GET and HEAD only', () => {
    const routes = apiMethods()
      .map((method) => method.key)
      .filter((key) => key.endsWith(' /api/voucher-code'));
    expect(routes.sort()).toEqual(['GET /api/voucher-code', 'HEAD /api/voucher-code']);
    const targets = apiMethods()
      .filter((method) => ['GET /api/voucher-code', 'ANY /api/stripe-webhook'].includes(method.key))
      .map((method) => JSON.stringify(method.target));
    expect(targets).toHaveLength(2);
    expect(new Set(targets).size).toBe(1);
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
    // The contact form, the voucher worker and the desk (sign-in links, resent vouchers).
    expect(ses).toHaveLength(3);
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
    expect(ssm).toHaveLength(5);
    for (const statement of ssm) {
      expect(statement['Action']).toBe('ssm:GetParameters');
      // The API's functions check CloudFront's header; the worker is called by nobody else.
      if (!JSON.stringify(statement['Resource']).endsWith('stripe-secret-key"]]}')) {
        expect(JSON.stringify(statement['Resource'])).toContain(
          ':parameter/clinique/production/origin-secrets',
        );
      }
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

/** What each handler loads at cold start (functions/src/handlers/<name>.ts). */
const CONFIG_LOADERS: Record<ApiFunctionName | 'voucher-worker', (env: Env) => unknown> = {
  'send-contact-email': loadContactConfig,
  'create-payment': loadPaymentConfig,
  'stripe-webhook': loadWebhookConfig,
  desk: loadDeskConfig,
  'voucher-worker': loadWorkerConfig,
};

/** Values of the right form for what SSM holds, by the variable that names the parameter. */
const SSM_VALUES: Record<string, string> = {
  STRIPE_SECRET_KEY: 'sk_live_stand_in',
  STRIPE_WEBHOOK_SECRET: 'whsec_stand_in',
  VOUCHER_CODE_SECRET: 'v'.repeat(32),
  DESK_STAFF: 'accueil@clinique.example',
  DESK_SESSION_SECRET: 's'.repeat(32),
};

describe('each function starts with the environment the stack gives it', () => {
  it.each(Object.entries(CONFIG_LOADERS))('%s', async (name, load) => {
    const fn = resources(site, 'AWS::Lambda::Function').find((candidate) => {
      const description = String(candidate.Properties['Description']);
      return name === 'voucher-worker'
        ? description.startsWith('Clinique production: voucher worker')
        : description === `Clinique production: ${LAMBDAS[name as ApiFunctionName].path}`;
    });
    const variables = (fn?.Properties['Environment'] as { Variables: Record<string, unknown> })
      .Variables;
    // Names CloudFormation resolves at deploy time (the table's, the worker's) stand in as text.
    const given = Object.fromEntries(
      Object.entries(variables).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : 'resolved-at-deploy',
      ]),
    );
    const parameters = new Map(
      Object.keys(SSM_VALUES).map((variable) => [given[`${variable}_PARAMETER`], variable]),
    );
    const env = await resolveSecrets(
      { ...given, AWS_REGION: 'eu-west-3', AWS_LAMBDA_FUNCTION_NAME: name },
      (names) =>
        Promise.resolve(
          Object.fromEntries(
            names.map((parameter) => [
              parameter,
              SSM_VALUES[parameters.get(parameter) ?? ''] ?? '',
            ]),
          ),
        ),
    );
    expect(() => load(env)).not.toThrow();
  });
});

describe('no way around CloudFront and its WAF', () => {
  it('CloudFront sends the first value of the SSM StringList as X-Origin-Verify to the API', () => {
    const parameters = site.toJSON()['Parameters'] as Record<
      string,
      { Type: string; Default: string }
    >;
    const [name, parameter] =
      Object.entries(parameters).find(([, value]) => value.Default.endsWith('origin-secrets')) ??
      [];
    expect(parameter).toEqual(
      expect.objectContaining({
        Type: 'AWS::SSM::Parameter::Value<List<String>>',
        Default: '/clinique/production/origin-secrets',
      }),
    );
    const config = resources(site, 'AWS::CloudFront::Distribution')[0]?.Properties[
      'DistributionConfig'
    ] as { Origins: { DomainName: unknown; OriginCustomHeaders?: unknown[] }[] };
    const api = config.Origins.filter((origin) =>
      JSON.stringify(origin.DomainName).includes('execute-api'),
    );
    expect(api).toHaveLength(1);
    expect(api[0]?.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_HEADER, HeaderValue: { 'Fn::Select': [0, { Ref: name }] } },
    ]);
    // The value never appears in the template, only the parameter's name.
    expect(ORIGIN_HEADER.toLowerCase()).toBe('x-origin-verify');
  });

  it('every function checks it: it knows the parameter and may read it', () => {
    for (const fn of clinicFunctions()) {
      expect(
        (fn.Properties['Environment'] as { Variables: Record<string, string> }).Variables,
      ).toMatchObject({
        ORIGIN_SECRET_PARAMETER: '/clinique/production/origin-secrets',
        NODE_ENV: 'production',
      });
    }
  });
});

describe('no direct execute-api call reaches a function', () => {
  it('the API is a REST stage behind a regional WAF that blocks all but CloudFront’s header', () => {
    // No HTTP API (no WAF possible there) and no function URL: the REST stage is the one door.
    for (const type of ['AWS::ApiGatewayV2::Api', 'AWS::Lambda::Url']) {
      site.resourceCountIs(type, 0);
    }
    const [apiId] = Object.keys(site.findResources('AWS::ApiGateway::RestApi'));
    const [stageId, stage] = Object.entries(site.findResources('AWS::ApiGateway::Stage'))[0] as [
      string,
      Resource,
    ];
    expect(stage.Properties['RestApiId']).toEqual({ Ref: apiId });
    const [aclId, acl] = Object.entries(site.findResources('AWS::WAFv2::WebACL'))[0] as [
      string,
      Resource,
    ];
    site.resourceCountIs('AWS::WAFv2::WebACL', 1);
    site.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
      ResourceArn: Match.anyValue(),
    });
    const association = resources(site, 'AWS::WAFv2::WebACLAssociation')[0];
    expect(arnText(association?.Properties['ResourceArn'])).toMatch(
      new RegExp(`:apigateway:eu-west-3::/restapis/\\{${apiId}\\}/stages/\\{${stageId}\\}$`),
    );
    expect(acl.Properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Block: {} } });
    const rules = acl.Properties['Rules'] as {
      Action: unknown;
      Statement: { OrStatement: { Statements: { ByteMatchStatement: Record<string, unknown> }[] } };
    }[];
    // One way in: the header, exactly one of the two values the SSM list holds.
    expect(rules).toHaveLength(1);
    expect(rules[0]?.Action).toEqual({ Allow: {} });
    const parameter = Object.entries(
      site.toJSON()['Parameters'] as Record<string, { Default: string }>,
    ).find(([, value]) => value.Default.endsWith('origin-secrets'))?.[0];
    expect(rules[0]?.Statement.OrStatement.Statements.map((s) => s.ByteMatchStatement)).toEqual(
      [0, 1].map((index) => ({
        FieldToMatch: { SingleHeader: { Name: ORIGIN_HEADER.toLowerCase() } },
        PositionalConstraint: 'EXACTLY',
        SearchString: { 'Fn::Select': [index, { Ref: parameter }] },
        TextTransformations: [{ Priority: 0, Type: 'NONE' }],
      })),
    );
  });

  it('CloudFront reaches the stage by its path, and API Gateway is the only caller of the API’s functions', () => {
    const config = resources(site, 'AWS::CloudFront::Distribution')[0]?.Properties[
      'DistributionConfig'
    ] as { Origins: { DomainName: unknown; OriginPath?: string }[] };
    const api = config.Origins.find((origin) =>
      JSON.stringify(origin.DomainName).includes('execute-api'),
    );
    const [stage] = resources(site, 'AWS::ApiGateway::Stage');
    expect(api?.OriginPath).toBe(`/${String(stage?.Properties['StageName'])}`);

    const [apiId] = Object.keys(site.findResources('AWS::ApiGateway::RestApi'));
    const functionIds = Object.entries(site.findResources('AWS::Lambda::Function'))
      .filter(([, fn]) =>
        String((fn as Resource).Properties['Description']).startsWith('Clinique production: /api/'),
      )
      .map(([id]) => id);
    expect(functionIds).toHaveLength(4);
    const permissions = resources(site, 'AWS::Lambda::Permission').filter((permission) =>
      functionIds.some(
        (id) =>
          JSON.stringify(permission.Properties['FunctionName']) ===
          JSON.stringify({ 'Fn::GetAtt': [id, 'Arn'] }),
      ),
    );
    expect(permissions.length).toBeGreaterThanOrEqual(6);
    for (const permission of permissions) {
      expect(permission.Properties['Principal']).toBe('apigateway.amazonaws.com');
      // The WAF-guarded stage only: no console test invocation, which no WAF sees.
      expect(arnText(permission.Properties['SourceArn'])).toMatch(
        new RegExp(`:execute-api:eu-west-3:123456789012:\\{${apiId}\\}/\\{[^}]+\\}/`),
      );
      expect(arnText(permission.Properties['SourceArn'])).not.toContain('test-invoke-stage');
    }
  });
});

describe('firewall', () => {
  function webAcl() {
    return resources(edge, 'AWS::WAFv2::WebACL')[0]?.Properties as {
      Scope: string;
      Rules: {
        Name: string;
        Priority: number;
        Action?: unknown;
        OverrideAction?: unknown;
        Statement: {
          ManagedRuleGroupStatement?: { VendorName: string; Name: string };
          RateBasedStatement?: {
            Limit: number;
            AggregateKeyType: string;
            ScopeDownStatement?: {
              ByteMatchStatement: {
                SearchString: string;
                PositionalConstraint: string;
                FieldToMatch: unknown;
                TextTransformations: unknown[];
              };
            };
          };
        };
      }[];
    };
  }

  it('AWS managed groups first: IP reputation and known bad inputs block, the common set counts', () => {
    const acl = webAcl();
    expect(acl.Scope).toBe('CLOUDFRONT');
    const managed = acl.Rules.filter((rule) => rule.Statement.ManagedRuleGroupStatement);
    expect(managed.map((rule) => rule.Statement.ManagedRuleGroupStatement?.Name)).toEqual([
      ...MANAGED_RULE_GROUPS,
    ]);
    const action = (group: string) =>
      managed.find((rule) => rule.Statement.ManagedRuleGroupStatement?.Name === group)
        ?.OverrideAction;
    expect(action('AWSManagedRulesAmazonIpReputationList')).toEqual({ None: {} });
    expect(action('AWSManagedRulesKnownBadInputsRuleSet')).toEqual({ None: {} });
    expect(action('AWSManagedRulesCommonRuleSet')).toEqual({ Count: {} });
    for (const rule of managed) {
      expect(rule.Statement.ManagedRuleGroupStatement?.VendorName).toBe('AWS');
    }
    const lowest = Math.min(
      ...acl.Rules.filter((rule) => !rule.OverrideAction).map((r) => r.Priority),
    );
    expect(Math.max(...managed.map((rule) => rule.Priority))).toBeLessThan(lowest);
  });

  it('rate limits per IP: the site, the API, each form, on the URL-decoded lowercased path', () => {
    const rates = webAcl().Rules.filter((rule) => rule.Statement.RateBasedStatement);
    const byPath = Object.fromEntries(
      rates.map((rule) => [
        rule.Statement.RateBasedStatement?.ScopeDownStatement?.ByteMatchStatement.SearchString ??
          '*',
        rule.Statement.RateBasedStatement?.Limit,
      ]),
    );
    expect(byPath).toEqual({
      '*': RATE_LIMITS.site,
      '/api/': RATE_LIMITS.api,
      ...Object.fromEntries(FORM_LIMITS.map((form) => [form.path, form.limit])),
    });
    expect(byPath['/api/send-contact-email']).toBeLessThan(RATE_LIMITS.api);
    for (const rule of rates) {
      expect(rule.Action).toEqual({ Block: {} });
      expect(rule.Statement.RateBasedStatement?.AggregateKeyType).toBe('IP');
      const match = rule.Statement.RateBasedStatement?.ScopeDownStatement?.ByteMatchStatement;
      if (match === undefined) continue;
      expect(match.FieldToMatch).toEqual({ UriPath: {} });
      expect(match.PositionalConstraint).toBe('STARTS_WITH');
      expect(match.TextTransformations).toEqual([
        { Priority: 0, Type: 'URL_DECODE' },
        { Priority: 1, Type: 'LOWERCASE' },
      ]);
    }
  });

  it('the common set blocks with --context wafCommonRuleSet=block; its review date is documented', () => {
    const read = (more: Record<string, string>) => (key: string) => ({ ...context, ...more })[key];
    const acl = (more: Record<string, string>) => {
      const stack = new Stack(new App(), 'Edge');
      const firewall = new Firewall(stack, 'Firewall', {
        config: readDeploymentConfig(read(more)),
      });
      return Template.fromStack(stack).findResources('AWS::WAFv2::WebACL')[
        stack.getLogicalId(firewall.webAcl)
      ] as Resource;
    };
    const overrides = (more: Record<string, string>) =>
      (acl(more).Properties['Rules'] as { Name: string; OverrideAction?: unknown }[])
        .filter((rule) => rule.OverrideAction !== undefined)
        .map((rule) => [rule.Name, rule.OverrideAction]);
    expect(overrides({ wafCommonRuleSet: 'block' })).toEqual(
      MANAGED_RULE_GROUPS.map((group) => [group, { None: {} }]),
    );
    expect(overrides({ wafCommonRuleSet: 'count' })).toEqual(
      MANAGED_RULE_GROUPS.map((group) => [
        group,
        group === 'AWSManagedRulesCommonRuleSet' ? { Count: {} } : { None: {} },
      ]),
    );
    expect(() => readDeploymentConfig(read({ wafCommonRuleSet: 'on' }))).toThrow(
      /wafCommonRuleSet must be one of count, block/,
    );
    const operations = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    expect(operations).toContain(COMMON_RULE_SET_REVIEW);
    expect(operations).toContain('--context wafCommonRuleSet=block');
  });

  it('WAF logs never keep the cookie header nor the query string', () => {
    const logging = resources(edge, 'AWS::WAFv2::LoggingConfiguration')[0]?.Properties;
    expect(logging?.['RedactedFields']).toEqual(
      expect.arrayContaining([{ SingleHeader: { Name: 'cookie' } }, { QueryString: {} }]),
    );
  });
});

describe('logs', () => {
  it('WAF logs to aws-waf-logs-…, CloudFront and the API keep their access logs; every log group 90 days', () => {
    const wafGroup = resources(edge, 'AWS::Logs::LogGroup')[0]?.Properties;
    expect(wafGroup).toMatchObject({
      LogGroupName: 'aws-waf-logs-clinique-production',
      RetentionInDays: 90,
    });
    const logging = resources(edge, 'AWS::WAFv2::LoggingConfiguration')[0]?.Properties;
    expect(arnText((logging?.['LogDestinationConfigs'] as unknown[])[0])).toMatch(
      /:log-group:aws-waf-logs-clinique-production$/,
    );

    const stage = resources(site, 'AWS::ApiGateway::Stage')[0]?.Properties as {
      AccessLogSetting: { Format: string };
    };
    const format = JSON.parse(stage.AccessLogSetting.Format) as Record<string, string>;
    expect(format).toMatchObject({ requestId: '$context.requestId', status: '$context.status' });
    expect(JSON.stringify(format)).not.toMatch(/querystring|\.body|header/i);

    const groups = [site, edge, edgeAlarms].flatMap((template) =>
      resources(template, 'AWS::Logs::LogGroup'),
    );
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.Properties['RetentionInDays']).toBe(90);
    // Every function logs to one of those, but CDK's cross-region reference helpers (documented).
    for (const template of [site, edge, edgeAlarms]) {
      for (const [id, fn] of Object.entries(template.findResources('AWS::Lambda::Function'))) {
        if (id.startsWith('CustomCrossRegionExport')) continue;
        const config = (fn as Resource).Properties['LoggingConfig'] as {
          LogGroup?: { Ref: string };
        };
        expect(
          template.findResources('AWS::Logs::LogGroup')[config.LogGroup?.Ref ?? ''],
          id,
        ).toBeDefined();
      }
    }
    // Each named group is in the operations guide's table of logs.
    const operations = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    for (const group of groups) {
      const name = group.Properties['LogGroupName'];
      if (typeof name === 'string') {
        expect(operations).toContain(name.replace('clinique-production', 'clinique-<stage>'));
      }
    }
  });

  it('CloudFront logs through standard logging v2, without query string, cookie or referer', () => {
    const distribution = resources(site, 'AWS::CloudFront::Distribution')[0]?.Properties[
      'DistributionConfig'
    ] as Record<string, unknown>;
    // The legacy logs keep every query string.
    expect(distribution).not.toHaveProperty('Logging');
    const source = resources(edgeAlarms, 'AWS::Logs::DeliverySource')[0]?.Properties;
    expect(source).toMatchObject({ LogType: 'ACCESS_LOGS' });
    expect(arnText(source?.['ResourceArn'])).toMatch(
      /^arn:\{AWS::Partition\}:cloudfront::123456789012:distribution\//,
    );
    const destination = resources(edgeAlarms, 'AWS::Logs::DeliveryDestination')[0]?.Properties;
    expect(arnText(destination?.['DestinationResourceArn'])).toMatch(
      /:log-group:\/aws\/vendedlogs\/clinique-production-cloudfront$/,
    );
    const delivery = resources(edgeAlarms, 'AWS::Logs::Delivery')[0]?.Properties;
    const fields = delivery?.['RecordFields'] as string[];
    expect(fields).toEqual(
      expect.arrayContaining(['cs-uri-stem', 'sc-status', 'x-edge-request-id']),
    );
    for (const field of ['cs-uri-query', 'cs(Cookie)', 'cs(Referer)']) {
      expect(fields).not.toContain(field);
    }
  });

  it('the privacy policy states how long the stacks keep their logs', () => {
    const policy = readFileSync(
      new URL(
        '../../packages/catalog/src/data/legal/politique-de-confidentialite.ts',
        import.meta.url,
      ),
      'utf8',
    );
    // The number of days only (the stacks' LOG_RETENTION), whatever words the clinic puts around it.
    expect(policy).toMatch(/Journaux techniques[^']*\b90[\s\u00A0]jours/);
  });
});

describe('alarms', () => {
  function alarmsBy(template: Template) {
    return resources(template, 'AWS::CloudWatch::Alarm').map((alarm) => alarm.Properties);
  }

  it('every alarm e-mails the alarm address, in both regions', () => {
    for (const template of [site, edgeAlarms]) {
      const alarms = alarmsBy(template);
      expect(alarms.length).toBeGreaterThan(0);
      for (const alarm of alarms) expect(alarm['AlarmActions']).toHaveLength(1);
      template.hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'email',
        Endpoint: 'alertes@clinique.example',
      });
    }
  });

  it('Lambda errors and throttles of each function; alerts and 5xx answers from its log lines', () => {
    const metrics = alarmsBy(site)
      .map((alarm) => alarm['MetricName'])
      .filter((name) => name !== undefined)
      .sort();
    expect(metrics).toEqual(
      [
        // The four API functions and the voucher worker.
        ...['Errors', 'Throttles'].flatMap((name) => [name, name, name, name, name]),
        'Alerts',
        'ServerErrorAnswers',
        // The voucher register (voucher-register.ts).
        'ApproximateNumberOfMessagesVisible',
        'VouchersGivenUp',
        'ThrottledRequests',
        'DeskResendsAndVoids',
      ].sort(),
    );
    const filters = resources(site, 'AWS::Logs::MetricFilter').map((filter) => ({
      pattern: filter.Properties['FilterPattern'],
      metric: (filter.Properties['MetricTransformations'] as { MetricName: string }[])[0]
        ?.MetricName,
    }));
    expect(filters).toHaveLength(12);
    expect(new Set(filters.map((filter) => JSON.stringify(filter)))).toEqual(
      new Set([
        JSON.stringify({ pattern: '{ $.level = "alert" }', metric: 'Alerts' }),
        JSON.stringify({
          pattern: '{ ($.event = "request.done") && ($.status >= 500) }',
          metric: 'ServerErrorAnswers',
        }),
        JSON.stringify({
          pattern: '{ $.event = "fulfilment.gave_up" }',
          metric: 'VouchersGivenUp',
        }),
        JSON.stringify({
          pattern: '{ ($.event = "voucher.resent") || ($.event = "voucher.voided") }',
          metric: 'DeskResendsAndVoids',
        }),
      ]),
    );
    expect(LOG_FILTERS.alerts.logPatternString).toBe('{ $.level = "alert" }');
    // Documented as the functions write them.
    const readme = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');
    expect(readme).toContain('`{ $.level = "alert" }`');
    expect(readme).toContain('`{ $.event = "request.done" && $.status >= 500 }`');
  });

  it('resends and voids: counted from the desk’s own log lines, an alarm above the hourly baseline', () => {
    const deskFunction = Object.entries(site.findResources('AWS::Lambda::Function')).find(
      ([, fn]) => String((fn as Resource).Properties['Description']).endsWith('/api/desk/{proxy+}'),
    );
    const deskLogGroup = (
      (deskFunction?.[1] as Resource).Properties['LoggingConfig'] as { LogGroup: { Ref: string } }
    ).LogGroup.Ref;
    const filter = resources(site, 'AWS::Logs::MetricFilter').find(
      (candidate) =>
        (candidate.Properties['MetricTransformations'] as { MetricName: string }[])[0]
          ?.MetricName === 'DeskResendsAndVoids',
    );
    expect(filter?.Properties['LogGroupName']).toEqual({ Ref: deskLogGroup });
    // The filter reads `$.event`: the logger writes each event at the top of its JSON line.
    const written: string[] = [];
    const write = vi
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => written.push(String(chunk)) > 0);
    try {
      for (const event of DESK_WATCHED_EVENTS) consoleLogger.info(event, { code: 'BC-0000000000' });
    } finally {
      write.mockRestore();
    }
    expect(written.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual([
      ...DESK_WATCHED_EVENTS,
    ]);
    expect(String(filter?.Properties['FilterPattern'])).toBe(
      `{ ${DESK_WATCHED_EVENTS.map((event) => `($.event = "${event}")`).join(' || ')} }`,
    );
    site.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'DeskResendsAndVoids',
      Statistic: 'Sum',
      Period: 3600,
      Threshold: DESK_RESENDS_AND_VOIDS_PER_HOUR,
      ComparisonOperator: 'GreaterThanThreshold',
      AlarmActions: [Match.anyValue()],
    });
    const operations = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    expect(operations).toContain('`DeskResendsAndVoidsAlarm`');
  });

  it('the alarm topics (and every other) refuse a publisher without TLS', () => {
    for (const template of [site, edgeAlarms]) {
      const topics = Object.keys(template.findResources('AWS::SNS::Topic'));
      expect(topics.length).toBeGreaterThan(0);
      const policies = resources(template, 'AWS::SNS::TopicPolicy');
      for (const topic of topics) {
        const statements = policies
          .filter((policy) => JSON.stringify(policy.Properties['Topics']).includes(`"${topic}"`))
          .flatMap(
            (policy) =>
              (policy.Properties['PolicyDocument'] as { Statement: Record<string, unknown>[] })
                .Statement,
          );
        expect(statements, topic).toContainEqual(
          expect.objectContaining({
            Effect: 'Deny',
            Action: 'sns:Publish',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        );
      }
    }
  });

  it('SES: the configuration set sends its events to CloudWatch; bounce and complaint rates alarm', () => {
    const [setId] = Object.keys(site.findResources('AWS::SES::ConfigurationSet'));
    site.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: setId },
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['send', 'bounce', 'complaint']),
        CloudWatchDestination: {
          DimensionConfigurations: [
            {
              DimensionName: 'ses:configuration-set',
              DimensionValueSource: 'messageTag',
              DefaultDimensionValue: { Ref: setId },
            },
          ],
        },
      }),
    });
    const rates = alarmsBy(site).filter((alarm) => alarm['Metrics'] !== undefined);
    expect(rates.map((alarm) => alarm['Threshold']).sort()).toEqual([0.1, 5]);
    for (const alarm of rates) {
      const metrics = alarm['Metrics'] as {
        Expression?: string;
        MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: unknown[] } };
      }[];
      expect(metrics.find((metric) => metric.Expression)?.Expression).toMatch(
        /^IF\(sends >= 20, 100 \* events \/ sends, 0\)$/,
      );
      const names = metrics.flatMap((metric) => metric.MetricStat?.Metric.MetricName ?? []);
      expect(names).toContain('Send');
      for (const metric of metrics.flatMap((entry) => entry.MetricStat ?? [])) {
        expect(metric.Metric.Namespace).toBe('AWS/SES');
        expect(metric.Metric.Dimensions).toEqual([
          { Name: 'ses:configuration-set', Value: { Ref: setId } },
        ]);
      }
    }
  });

  it('us-east-1: CloudFront 5xx rate, and WAF blocks above the baseline', () => {
    edgeAlarms.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
    });
    edgeAlarms.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: [
        { Name: 'Rule', Value: 'ALL' },
        { Name: 'WebACL', Value: 'clinique-production-web-acl' },
      ],
      Threshold: WAF_BLOCKS_BASELINE,
    });
    edge.hasResourceProperties('AWS::WAFv2::WebACL', { Name: 'clinique-production-web-acl' });
  });
});

describe('deployment settings', () => {
  it('refuse a missing domain and an unknown stage, naming both', () => {
    expect(() => readDeploymentConfig((key) => ({ stage: 'prod' })[key as 'stage'])).toThrow(
      /stage must be one of staging, production \(got "prod"\)[\s\S]*domain is required/,
    );
  });

  it('production refuses to synthesize without an alarm address', () => {
    const withoutAlarms = (key: string) => (key === 'alarmEmail' ? undefined : context[key]);
    expect(() => readDeploymentConfig(withoutAlarms)).toThrow(
      /alarmEmail is required in production/,
    );
  });

  it('--context restart changes every function’s configuration, so each starts cold', () => {
    const environments = (more: Record<string, string>) => {
      const app = new App({ context: { ...context, ...more } });
      const config = readDeploymentConfig((key) => app.node.tryGetContext(key));
      const stacks = createStacks(app, config, { clientDir, functionsDir }, '123456789012');
      return resources(Template.fromStack(stacks.site), 'AWS::Lambda::Function')
        .filter((fn) => String(fn.Properties['Description']).startsWith('Clinique production: '))
        .map((fn) => JSON.stringify(fn.Properties['Environment']));
    };
    const before = environments({});
    const after = environments({ restart: '1767225600' });
    // The four API functions and the voucher worker: each reads its secrets at cold start.
    expect(after).toHaveLength(5);
    after.forEach((environment, index) => expect(environment).not.toBe(before[index]));
    expect(() => readDeploymentConfig((key) => ({ ...context, restart: 'a b' })[key])).toThrow(
      /--context restart must be a short token/,
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

/** The document client's commands and the IAM action each needs. */
const DYNAMO_ACTIONS: Record<string, string> = {
  GetCommand: 'dynamodb:GetItem',
  PutCommand: 'dynamodb:PutItem',
  UpdateCommand: 'dynamodb:UpdateItem',
  DeleteCommand: 'dynamodb:DeleteItem',
  QueryCommand: 'dynamodb:Query',
  ScanCommand: 'dynamodb:Scan',
  BatchGetCommand: 'dynamodb:BatchGetItem',
  BatchWriteCommand: 'dynamodb:BatchWriteItem',
};

/**
 * The DynamoDB actions of every command the handler's bundle constructs: esbuild lists the source
 * files it bundles, and each `new XCommand(` in them is a call the deployed function can make.
 */
async function dynamoActionsOf(handler: string): Promise<string[]> {
  const entry = fileURLToPath(
    new URL(`../../functions/src/handlers/${handler}.ts`, import.meta.url),
  );
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['@aws-sdk/*'],
    write: false,
    outdir: tmpdir(),
    metafile: true,
    logLevel: 'silent',
  });
  const sources = Object.keys(metafile.inputs).filter((input) =>
    /(^|\/)functions\/src\/(?!local\/)/.test(input),
  );
  expect(sources.length, handler).toBeGreaterThan(0);
  const actions = new Set<string>();
  for (const source of sources) {
    const code = readFileSync(resolve(source), 'utf8');
    for (const [, command = ''] of code.matchAll(/new (\w+Command)\(/g)) {
      const action = DYNAMO_ACTIONS[command];
      if (action !== undefined) actions.add(action);
    }
  }
  return [...actions].sort();
}

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

  it('least privilege: the webhook and the desk start the worker, only the worker sends the voucher', () => {
    const webhook = actionsOf('Clinique production: /api/stripe-webhook');
    expect(webhook).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'lambda:InvokeFunction']));
    expect(webhook).not.toContain('ses:SendEmail');
    const worker = actionsOf('Clinique production: voucher worker');
    expect(worker).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'ses:SendEmail']));
    expect(worker).not.toContain('lambda:InvokeFunction');
    const desk = actionsOf('Clinique production: /api/desk/{proxy+}');
    expect(desk).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'ses:SendEmail', 'lambda:InvokeFunction']),
    );
    for (const other of ['/api/send-contact-email', '/api/create-payment']) {
      expect(actionsOf(`Clinique production: ${other}`).join(' ')).not.toMatch(/dynamodb|lambda:/);
    }
  });

  it('least privilege: each function gets the register actions its code calls, on its own index', async () => {
    const dynamo = (text: string) =>
      statementsOf(text)
        .filter((statement) => JSON.stringify(statement.Action).includes('dynamodb:'))
        .map((statement) => ({
          actions: [statement.Action].flat().sort(),
          resource: arnText([statement.Resource].flat()[0]),
          condition: (statement as { Condition?: unknown }).Condition,
        }));
    const table = (suffix = '') => `{VouchersTable.Arn}${suffix}`;
    const normalise = (rows: ReturnType<typeof dynamo>) =>
      rows.map((row) => ({
        ...row,
        resource: row.resource.replace(/\{VouchersTable[0-9A-F]+\.Arn\}/, table()),
      }));
    // The item actions come from the code each handler bundles, never from a list kept by hand.
    const items = async (handler: string) =>
      (await dynamoActionsOf(handler)).filter((action) => action !== 'dynamodb:Query');
    expect(normalise(dynamo('Clinique production: /api/stripe-webhook'))).toEqual([
      { actions: await items('stripe-webhook'), resource: table(), condition: undefined },
      {
        actions: ['dynamodb:Query'],
        resource: table('/index/byPaymentIntent'),
        condition: undefined,
      },
    ]);
    expect(normalise(dynamo('Clinique production: voucher worker'))).toEqual([
      { actions: await items('voucher-worker'), resource: table(), condition: undefined },
      { actions: ['dynamodb:Query'], resource: table('/index/due'), condition: undefined },
    ]);
    // DeleteItem is granted apart, on the sign-in rows only.
    const desk = (await items('desk')).filter((action) => action !== 'dynamodb:DeleteItem');
    expect(await items('desk')).toContain('dynamodb:DeleteItem');
    expect(normalise(dynamo('Clinique production: /api/desk/{proxy+}'))).toEqual([
      { actions: desk, resource: table(), condition: undefined },
      { actions: ['dynamodb:Query'], resource: table('/index/byStatus'), condition: undefined },
      {
        actions: ['dynamodb:DeleteItem'],
        resource: table(),
        condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['auth#*'] } },
      },
    ]);
    const everything = JSON.stringify(
      resources(site, 'AWS::IAM::Policy').map((policy) => policy.Properties['PolicyDocument']),
    );
    expect(everything).not.toMatch(/dynamodb:(Scan|UpdateItem|BatchWriteItem|BatchGetItem|\*)/);
  });

  it('bounces: SES publishes its bounce events to a topic that only it may publish to, which invokes the worker', () => {
    const destinations = resources(site, 'AWS::SES::ConfigurationSetEventDestination').filter(
      (resource) =>
        (resource.Properties['EventDestination'] as { SnsDestination?: unknown }).SnsDestination !==
        undefined,
    );
    expect(destinations).toHaveLength(1);
    const destination = destinations[0]?.Properties['EventDestination'] as {
      MatchingEventTypes: string[];
      SnsDestination: { TopicARN: { Ref: string } };
    };
    expect(destination.MatchingEventTypes).toEqual(['bounce']);
    const topic = destination.SnsDestination.TopicARN.Ref;
    expect(topic).toMatch(/^VouchersBounces/);

    // The topic's policy: SES publishes, for this account and this configuration set only.
    const policies = resources(site, 'AWS::SNS::TopicPolicy').filter(
      (policy) => JSON.stringify(policy.Properties['Topics']) === JSON.stringify([{ Ref: topic }]),
    );
    const statements = policies.flatMap(
      (policy) =>
        (
          policy.Properties['PolicyDocument'] as {
            Statement: {
              Effect: string;
              Action: string;
              Principal?: unknown;
              Condition?: unknown;
            }[];
          }
        ).Statement,
    );
    const publish = statements.filter(
      (statement) => statement.Effect === 'Allow' && statement.Action === 'sns:Publish',
    );
    expect(publish).toHaveLength(1);
    expect(publish[0]?.Principal).toEqual({ Service: 'ses.amazonaws.com' });
    expect(JSON.stringify(publish[0]?.Condition)).toContain('configuration-set/');

    // The topic's one subscriber is the worker, and only that topic may invoke it so.
    const workerId = Object.entries(site.findResources('AWS::Lambda::Function')).find(([, fn]) =>
      String((fn as Resource).Properties['Description']).startsWith(
        'Clinique production: voucher worker',
      ),
    )?.[0];
    const subscriptions = resources(site, 'AWS::SNS::Subscription').filter(
      (subscription) =>
        JSON.stringify(subscription.Properties['TopicArn']) === JSON.stringify({ Ref: topic }),
    );
    expect(subscriptions.map((subscription) => subscription.Properties)).toEqual([
      expect.objectContaining({
        Protocol: 'lambda',
        Endpoint: { 'Fn::GetAtt': [workerId, 'Arn'] },
      }),
    ]);
    site.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [workerId, 'Arn'] },
      Principal: 'sns.amazonaws.com',
      SourceArn: { Ref: topic },
    });
  });
});

describe('the desk', () => {
  it('its function reads its staff list and session key from SSM, the register, its stage', () => {
    const fn = clinicFunctions().find((candidate) =>
      String(candidate.Properties['Description']).endsWith('/api/desk/{proxy+}'),
    );
    expect(
      (fn?.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables,
    ).toMatchObject({
      DESK_STAFF_PARAMETER: '/clinique/production/desk-staff',
      DESK_SESSION_SECRET_PARAMETER: '/clinique/production/desk-session-secret',
      REGISTER_TABLE: { Ref: expect.stringMatching(/^VouchersTable/) },
      STAGE: 'production',
      MAIL_FROM: 'bons-cadeaux@clinique.example',
    });
    expect(siteJson).not.toMatch(/DESK_SESSION_SECRET"\s*:/);
  });

  it('sign-in links and sessions expire in the table; WAF limits sign-in requests per IP', () => {
    site.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
    expect(JSON.stringify(edge.toJSON())).toContain('/api/desk/sign-in');
  });
});

it('the CDK CLI asks no server for notices and sends no telemetry: npm run synth stays offline', () => {
  const settings = JSON.parse(
    readFileSync(fileURLToPath(new URL('../cdk.json', import.meta.url)), 'utf8'),
  ) as { notices?: boolean; context?: Record<string, unknown> };
  expect(settings.notices).toBe(false);
  expect(settings.context?.['cli-telemetry']).toBe(false);
});
