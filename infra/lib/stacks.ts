/**
 * The clinic's site on AWS, three stacks per stage:
 *
 * - `Clinique-<Stage>-Edge` (us-east-1, where CloudFront wants them): the TLS certificate and the
 *   WAF web ACL (firewall.ts);
 * - `Clinique-<Stage>-Site` (the chosen region): the private bucket and its content, the CloudFront
 *   distribution with its two functions and headers policies, the three Lambda functions behind an
 *   HTTP API on `/api/*` that answers CloudFront only, SES, the logs and alarms (monitoring.ts);
 * - `Clinique-<Stage>-EdgeAlarms` (us-east-1, where CloudFront and WAF publish their metrics): the
 *   CloudFront 5xx and WAF blocks alarms.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CfnOutput,
  CfnParameter,
  Duration,
  Fn,
  RemovalPolicy,
  Stack,
  type StackProps,
  type App,
  aws_apigatewayv2 as apigw,
  aws_apigatewayv2_integrations as integrations,
  aws_certificatemanager as acm,
  aws_cloudfront as cloudfront,
  aws_cloudfront_origins as origins,
  aws_iam as iam,
  aws_lambda as lambda,
  aws_logs as logs,
  aws_s3 as s3,
  aws_s3_deployment as s3deploy,
  aws_ses as ses,
} from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { Construct } from 'constructs';
import { listBuildKeys } from './build-files.ts';
import { type DeploymentConfig, ORIGIN_SECRET_PARAMETER, SECRET_PARAMETERS } from './config.ts';
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, inlineScriptHashes } from './csp.ts';
import { deploymentGroups } from './deployment-groups.ts';
import { viewerRequestCode, viewerResponseCode } from './edge-functions.ts';
import { VoucherRegister } from './voucher-register.ts';
import { Firewall, LOG_RETENTION } from './firewall.ts';
import { EdgeMonitoring, SiteMonitoring } from './monitoring.ts';

const EDGE_REGION = 'us-east-1';

/** What each Lambda function is, how much it may use, and which secrets it reads. */
export const LAMBDAS = {
  'send-contact-email': {
    path: '/api/send-contact-email',
    memoryMiB: 256,
    timeout: Duration.seconds(10),
    reservedConcurrency: 5,
    secrets: [],
    sendsMail: true,
    extraRoutes: [],
  },
  'create-payment': {
    path: '/api/create-payment',
    memoryMiB: 256,
    timeout: Duration.seconds(10),
    reservedConcurrency: 5,
    secrets: ['STRIPE_SECRET_KEY'],
    sendsMail: false,
    extraRoutes: [],
  },
  'stripe-webhook': {
    path: '/api/stripe-webhook',
    // Records the voucher and starts the worker (voucher-register.ts), which sends it.
    memoryMiB: 256,
    timeout: Duration.seconds(15),
    reservedConcurrency: 5,
    secrets: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'VOUCHER_CODE_SECRET'],
    sendsMail: false,
    // The confirmation page's voucher code (functions/src/webhook/code-route.ts): it needs the
    // same register and voucher-code secret as the webhook, nothing more.
    extraRoutes: [{ path: '/api/voucher-code', methods: ['GET', 'HEAD'] }],
  },
  desk: {
    path: '/api/desk/{proxy+}',
    // Resending a voucher draws its PDF.
    memoryMiB: 512,
    timeout: Duration.seconds(30),
    reservedConcurrency: 2,
    secrets: ['DESK_STAFF', 'DESK_SESSION_SECRET'],
    sendsMail: true,
    extraRoutes: [],
  },
} as const satisfies Record<
  string,
  {
    path: string;
    memoryMiB: number;
    timeout: Duration;
    reservedConcurrency: number;
    secrets: readonly (keyof typeof SECRET_PARAMETERS)[];
    sendsMail: boolean;
    /** Other paths the same function answers, with their methods. */
    extraRoutes: readonly { path: string; methods: readonly ('GET' | 'HEAD')[] }[];
  }
>;

export type LambdaName = keyof typeof LAMBDAS;

/** The header CloudFront adds to every request to the API (functions/src/origin.ts). */
export const ORIGIN_HEADER = 'X-Origin-Verify';

function stageName(config: DeploymentConfig): string {
  return config.stage === 'production' ? 'Production' : 'Staging';
}

// ---------------------------------------------------------------------------------------------

export interface EdgeStackProps extends StackProps {
  config: DeploymentConfig;
}

/** us-east-1: the certificate of the site's hosts and the WAF web ACL (CLOUDFRONT scope). */
export class EdgeStack extends Stack {
  readonly certificate: acm.ICertificate;
  readonly webAclArn: string;
  readonly webAclName: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.certificate = new acm.Certificate(this, 'Certificate', {
      domainName: config.siteHost,
      subjectAlternativeNames: config.redirectHosts,
      // The CNAME records to create are shown by ACM (and in the deploy output): see docs/deploy.md.
      validation: acm.CertificateValidation.fromDns(),
    });

    const firewall = new Firewall(this, 'Firewall', { config });
    this.webAclArn = firewall.webAcl.attrArn;
    this.webAclName = firewall.webAclName;
  }
}

// ---------------------------------------------------------------------------------------------

export interface SiteStackProps extends StackProps {
  config: DeploymentConfig;
  certificate: acm.ICertificate;
  webAclArn: string;
  /** The prerendered site (site/dist/client). */
  clientDir: string;
  /** The Lambda bundles: `<name>/index.mjs` (functions/dist). */
  functionsDir: string;
}

export class SiteStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly functions: Record<LambdaName, lambda.Function>;
  readonly vouchers: VoucherRegister;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config, clientDir, functionsDir } = props;
    const keys = listBuildKeys(clientDir);
    const siteUrl = `https://${config.siteHost}`;

    // --- E-mail: SES domain identity with Easy DKIM, and a configuration set ---------------
    const configurationSet = new ses.ConfigurationSet(this, 'MailConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
    });
    const identity = new ses.EmailIdentity(this, 'MailIdentity', {
      identity: ses.Identity.domain(config.domain),
      configurationSet,
    });
    const monitoring = new SiteMonitoring(this, 'Monitoring', { config, configurationSet });

    // Only CloudFront knows the header's value (read from SSM at deploy time): a request to the
    // API's own execute-api address is refused by the functions before any work.
    const originSecretName = `${config.parameterPrefix}${ORIGIN_SECRET_PARAMETER}`;
    const originSecrets = new CfnParameter(this, 'OriginSecrets', {
      type: 'AWS::SSM::Parameter::Value<List<String>>',
      default: originSecretName,
      description: `SSM StringList read at deploy time: the ${ORIGIN_HEADER} values (first sent)`,
    });
    const sendMail = new iam.PolicyStatement({
      sid: 'SendAsTheClinicOnly',
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      // SES authorises both the identity and the configuration set it applies by default.
      resources: [
        this.formatArn({ service: 'ses', resource: 'identity', resourceName: config.domain }),
        this.formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: configurationSet.configurationSetName,
        }),
      ],
      conditions: { StringEquals: { 'ses:FromAddress': config.mailFrom } },
    });

    // --- The three functions ------------------------------------------------------------------
    const api = new apigw.HttpApi(this, 'Api', {
      description: `Clinique ${config.stage}: contact, paiement, webhook Stripe`,
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new apigw.HttpStage(this, 'ApiStage', {
      httpApi: api,
      stageName: '$default',
      autoDeploy: true,
      // A second line behind WAF, for requests that would reach the API's own address.
      throttle: { rateLimit: 20, burstLimit: 40 },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        // `requestId` is the functions' `apiRequestId`; no query string, no body, no header.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            path: '$context.path',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationStatus: '$context.integrationStatus',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    const functions = {} as Record<LambdaName, lambda.Function>;
    for (const [name, spec] of Object.entries(LAMBDAS) as [
      LambdaName,
      (typeof LAMBDAS)[LambdaName],
    ][]) {
      const codeDir = join(functionsDir, name);
      if (!existsSync(join(codeDir, 'index.mjs'))) {
        throw new Error(
          `No bundle in ${codeDir}: run \`npm run bundle -w @clinique/functions\` (npm run synth does it).`,
        );
      }
      const logGroup = new logs.LogGroup(this, `${name}-logs`, {
        retention: LOG_RETENTION,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      const environment: Record<string, string> = {
        NODE_ENV: 'production',
        SITE_URL: siteUrl,
        NODE_OPTIONS: '--enable-source-maps',
        ORIGIN_SECRET_PARAMETER: originSecretName,
      };
      if (spec.sendsMail) {
        environment['MAIL_FROM'] = config.mailFrom;
        if (config.clinicEmail) environment['CLINIC_EMAIL'] = config.clinicEmail;
      }
      const parameterArn = (parameter: string) =>
        this.formatArn({ service: 'ssm', resource: 'parameter', resourceName: parameter.slice(1) });
      const parameterArns: string[] = [parameterArn(originSecretName)];
      for (const secret of spec.secrets) {
        const parameterName = `${config.parameterPrefix}${SECRET_PARAMETERS[secret]}`;
        environment[`${secret}_PARAMETER`] = parameterName;
        parameterArns.push(parameterArn(parameterName));
      }
      const fn = new lambda.Function(this, name, {
        description: `Clinique ${config.stage}: ${spec.path}`,
        runtime: lambda.Runtime.NODEJS_22_X,
        architecture: lambda.Architecture.ARM_64,
        handler: 'index.handler',
        code: lambda.Code.fromAsset(codeDir),
        memorySize: spec.memoryMiB,
        timeout: spec.timeout,
        // A new account's concurrency quota can be as low as 10, and Lambda keeps 10 unreserved:
        // reserving is opt-in (`--context reserveConcurrency=true`, docs/operations.md).
        ...(config.reserveConcurrency
          ? { reservedConcurrentExecutions: spec.reservedConcurrency }
          : {}),
        // X-Ray: each invocation's init, duration and cold starts, for the latency of a sale.
        tracing: lambda.Tracing.ACTIVE,
        logGroup,
        // The platform's events as JSON too; the functions write their own JSON lines to stdout.
        loggingFormat: lambda.LoggingFormat.JSON,
        environment,
      });
      // SecureStrings encrypted with the AWS managed key aws/ssm: no KMS statement needed.
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          sid: 'ReadItsSecrets',
          actions: ['ssm:GetParameters'],
          resources: parameterArns,
        }),
      );
      if (spec.sendsMail) fn.addToRolePolicy(sendMail);
      const integration = new integrations.HttpLambdaIntegration(`${name}-integration`, fn);
      api.addRoutes({ path: spec.path, methods: [apigw.HttpMethod.ANY], integration });
      for (const route of spec.extraRoutes) {
        api.addRoutes({
          path: route.path,
          methods: route.methods.map((method) => apigw.HttpMethod[method]),
          integration,
        });
      }

      monitoring.watchFunction(name, spec.path, fn, logGroup);
      functions[name] = fn;
    }
    this.functions = functions;

    // --- The voucher register and its worker -------------------------------------------------
    const stripeKey = `${config.parameterPrefix}${SECRET_PARAMETERS.STRIPE_SECRET_KEY}`;
    this.vouchers = new VoucherRegister(this, 'Vouchers', {
      stage: config.stage,
      workerCodeDir: join(functionsDir, 'voucher-worker'),
      workerEnvironment: {
        NODE_ENV: 'production',
        SITE_URL: siteUrl,
        NODE_OPTIONS: '--enable-source-maps',
        MAIL_FROM: config.mailFrom,
        ...(config.clinicEmail ? { CLINIC_EMAIL: config.clinicEmail } : {}),
        // Mirrors the code into the session's metadata, for the Stripe dashboard.
        STRIPE_SECRET_KEY_PARAMETER: stripeKey,
      },
      workerStatements: [
        sendMail,
        new iam.PolicyStatement({
          sid: 'ReadItsSecrets',
          actions: ['ssm:GetParameters'],
          resources: [
            this.formatArn({
              service: 'ssm',
              resource: 'parameter',
              resourceName: stripeKey.slice(1),
            }),
          ],
        }),
      ],
      monitoring,
      configurationSet,
    });
    this.vouchers.grantWebhook(functions['stripe-webhook']);
    this.vouchers.grantDesk(functions.desk, config.stage);

    // --- Static files: private bucket behind CloudFront ---------------------------------------
    const bucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const htmlKeys = keys.filter((key) => key.endsWith('.html'));
    const headersPolicy = (id: string, comment: string, csp: string, cspOverride: boolean) =>
      new cloudfront.ResponseHeadersPolicy(this, id, {
        comment: `Clinique ${config.stage}: ${comment}`,
        securityHeadersBehavior: {
          contentSecurityPolicy: { contentSecurityPolicy: csp, override: cspOverride },
          strictTransportSecurity: {
            accessControlMaxAge: Duration.days(730),
            includeSubdomains: true,
            preload: true,
            override: true,
          },
          contentTypeOptions: { override: true },
          frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
          referrerPolicy: {
            referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
            override: true,
          },
        },
        customHeadersBehavior: {
          customHeaders: [
            {
              header: 'Permissions-Policy',
              value:
                'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
              override: true,
            },
          ],
        },
      });
    const headers = headersPolicy(
      'SecurityHeaders',
      'security headers',
      contentSecurityPolicy({ scriptHashes: inlineScriptHashes(clientDir, htmlKeys) }),
      true,
    );
    // The API's answers keep their own policy (the forms' pages set theirs); JSON gets the
    // strictest one, never the site's.
    const apiHeaders = headersPolicy(
      'ApiSecurityHeaders',
      'API security headers',
      API_CONTENT_SECURITY_POLICY,
      false,
    );

    // Standard logs (who asked for what, CloudFront's request id): kept 90 days.
    const logBucket = new s3.Bucket(this, 'CloudFrontLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logging writes with an ACL.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(LOG_RETENTION) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const viewerRequest = new cloudfront.Function(this, 'RoutingRequest', {
      comment: 'Clean URLs, trailing slashes, nearest 404 page (site/server/routing.ts)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        viewerRequestCode(keys, config.redirectHosts.length > 0 ? config.siteHost : undefined),
      ),
    });
    const viewerResponse = new cloudfront.Function(this, 'RoutingResponse', {
      comment: '404 pages answer with the status 404 (site/server/routing.ts)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(viewerResponseCode()),
    });

    const apiOrigin = new origins.HttpOrigin(
      `${api.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        // Replaces any header of that name a visitor sends.
        customHeaders: { [ORIGIN_HEADER]: Fn.select(0, originSecrets.valueAsList) },
      },
    );
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Clinique ${config.stage}: ${config.siteHost}`,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      domainNames: [config.siteHost, ...config.redirectHosts],
      certificate: props.certificate,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        compress: true,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          { function: viewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          { function: viewerResponse, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
          compress: true,
        },
      },
    });

    // Content: one deployment per cache group and text type, each pruning only its own files (see
    // deployment-groups.ts); the last one invalidates CloudFront's cache.
    const source = s3deploy.Source.asset(clientDir, { exclude: ['.vite'] });
    let previous: s3deploy.BucketDeployment | undefined;
    const groups = deploymentGroups(keys);
    groups.forEach((group, index) => {
      const deployment = new s3deploy.BucketDeployment(this, `Deploy-${group.id}`, {
        sources: [source],
        destinationBucket: bucket,
        destinationKeyPrefix: group.prefix,
        include: group.include,
        exclude: group.exclude,
        prune: true,
        cacheControl: [s3deploy.CacheControl.fromString(group.cacheControl)],
        contentType: group.contentType,
        metadata: group.metadata,
        memoryLimit: 512,
        ...(index === groups.length - 1
          ? { distribution: this.distribution, distributionPaths: ['/*'] }
          : {}),
      });
      if (previous) deployment.node.addDependency(previous);
      previous = deployment;
    });

    // --- Outputs: what docs/deploy.md asks you to copy ---------------------------
    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: `DNS: ${[config.siteHost, ...config.redirectHosts].join(' and ')} → this name (CNAME, or ALIAS/ANAME at the apex)`,
    });
    new CfnOutput(this, 'StripeWebhookUrl', {
      value: `${siteUrl}${LAMBDAS['stripe-webhook'].path}`,
      description: 'Stripe Dashboard → Webhooks: endpoint for checkout.session.completed',
    });
    new CfnOutput(this, 'SecretParameters', {
      value: Object.values(SECRET_PARAMETERS)
        .map((name) => `${config.parameterPrefix}${name}`)
        .join(' '),
      description:
        'SSM SecureString parameters to create before the first request (docs/deploy.md)',
    });
    new CfnOutput(this, 'OriginSecretParameter', {
      value: originSecretName,
      description: `SSM StringList to create before the first deploy: the ${ORIGIN_HEADER} values (docs/operations.md)`,
    });
    identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: 'SES Easy DKIM: create this DNS record',
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------

export interface EdgeAlarmsStackProps extends StackProps {
  config: DeploymentConfig;
  distributionId: string;
  webAclName: string;
}

/** us-east-1: CloudFront's and WAF's metrics live there, and so must their alarms. */
export class EdgeAlarmsStack extends Stack {
  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, props);
    new EdgeMonitoring(this, 'Monitoring', props);
  }
}

// ---------------------------------------------------------------------------------------------

export interface CliniqueStacks {
  edge: EdgeStack;
  site: SiteStack;
  edgeAlarms: EdgeAlarmsStack;
}

export function createStacks(
  app: App,
  config: DeploymentConfig,
  dirs: { clientDir: string; functionsDir: string },
  account: string | undefined = process.env['CDK_DEFAULT_ACCOUNT'],
): CliniqueStacks {
  const prefix = `Clinique-${stageName(config)}`;
  const tags = { project: 'clinique-site', stage: config.stage };
  const edge = new EdgeStack(app, `${prefix}-Edge`, {
    config,
    env: { account, region: EDGE_REGION },
    crossRegionReferences: true,
    tags,
  });
  const site = new SiteStack(app, `${prefix}-Site`, {
    config,
    env: { account, region: config.region },
    crossRegionReferences: true,
    certificate: edge.certificate,
    webAclArn: edge.webAclArn,
    ...dirs,
    tags,
  });
  const edgeAlarms = new EdgeAlarmsStack(app, `${prefix}-EdgeAlarms`, {
    config,
    env: { account, region: EDGE_REGION },
    crossRegionReferences: true,
    distributionId: site.distribution.distributionId,
    webAclName: edge.webAclName,
    tags,
  });
  return { edge, site, edgeAlarms };
}
