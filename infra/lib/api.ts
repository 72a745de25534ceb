/** One Lambda per endpoint, so each holds only its own secrets and rights. */
import {
  API_FUNCTIONS,
  type ApiFunction,
  type ApiFunctionName,
  ORIGIN_HEADER,
  type SecretName,
} from '@clinique/api';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CfnParameter,
  Duration,
  Fn,
  type Stack,
  aws_apigateway as apigw,
  aws_iam as iam,
  aws_lambda as lambda,
} from 'aws-cdk-lib';
import { type DeploymentConfig, ORIGIN_SECRET_PARAMETER, SECRET_PARAMETERS } from './config.ts';
import { newLogGroup, OriginFirewall } from './firewall.ts';
import type { SiteMonitoring } from './monitoring.ts';

const DEFAULT_SIZING = { memoryMiB: 256, timeout: Duration.seconds(10), reservedConcurrency: 5 };

const SIZING: Partial<Record<ApiFunctionName, Partial<typeof DEFAULT_SIZING>>> = {
  'stripe-webhook': { timeout: Duration.seconds(15) },
  // The list and its exports read the whole register; API Gateway gives up at 29 s, so end first.
  desk: { memoryMiB: 512, timeout: Duration.seconds(25), reservedConcurrency: 2 },
};

/** A POST route takes every method (the function answers 405); the first is the main path. */
function lambdaSpec(name: ApiFunctionName, spec: ApiFunction) {
  const routes = spec.answers.map((answer) =>
    'prefix' in answer
      ? { path: `${answer.prefix}/{proxy+}`, methods: ['ANY'] }
      : { path: answer.path, methods: answer.method === 'GET' ? ['GET', 'HEAD'] : ['ANY'] },
  );
  return { ...DEFAULT_SIZING, ...SIZING[name], ...spec, path: routes[0]?.path ?? '', routes };
}

const specs = Object.entries(API_FUNCTIONS) as [ApiFunctionName, ApiFunction][];
export const LAMBDAS = Object.fromEntries(
  specs.map(([name, spec]) => [name, lambdaSpec(name, spec)]),
) as Record<ApiFunctionName, ReturnType<typeof lambdaSpec>>;

/** The REST API's stage: CloudFront's origin path. */
export const API_STAGE = 'live';

/** What every function reads. */
export function functionEnvironment(
  config: DeploymentConfig,
  siteUrl: string,
  sendsMail: boolean,
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SITE_URL: siteUrl,
    NODE_OPTIONS: '--enable-source-maps',
    ...(config.restart === undefined ? {} : { RESTART: config.restart }),
    ...(sendsMail ? { MAIL_FROM: config.mailFrom } : {}),
    ...(sendsMail && config.clinicEmail ? { CLINIC_EMAIL: config.clinicEmail } : {}),
  };
}

/**
 * The `<SECRET>_PARAMETER` variables naming a function's SSM parameters, and the right to read
 * them and `more`. SecureStrings encrypted with the AWS managed key aws/ssm: no KMS statement needed.
 */
export function secretAccess(
  stack: Stack,
  config: DeploymentConfig,
  secrets: readonly SecretName[],
  more: string[] = [],
) {
  const environment = Object.fromEntries(
    secrets.map((secret) => [
      `${secret}_PARAMETER`,
      `${config.parameterPrefix}${SECRET_PARAMETERS[secret]}`,
    ]),
  );
  const statement = new iam.PolicyStatement({
    sid: 'ReadItsSecrets',
    actions: ['ssm:GetParameters'],
    resources: [...more, ...Object.values(environment)].map((name) =>
      stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.slice(1) }),
    ),
  });
  return { environment, statement };
}

export interface ApiProps {
  config: DeploymentConfig;
  /** `<name>/index.mjs` (functions/dist). */
  functionsDir: string;
  siteUrl: string;
  sendMail: iam.PolicyStatement;
  monitoring: SiteMonitoring;
}

/**
 * Adds its resources to the stack itself, so their logical ids stay those already deployed. The
 * origin header's values are read at deploy time: CloudFront needs the value itself.
 */
export function createApi(
  stack: Stack,
  { config, functionsDir, siteUrl, sendMail, monitoring }: ApiProps,
) {
  const functions = {} as Record<ApiFunctionName, lambda.Function>;
  const originSecretName = `${config.parameterPrefix}${ORIGIN_SECRET_PARAMETER}`;
  const originSecrets = new CfnParameter(stack, 'OriginSecrets', {
    type: 'AWS::SSM::Parameter::Value<List<String>>',
    default: originSecretName,
    description: `SSM StringList read at deploy time: the two ${ORIGIN_HEADER} values (the first is sent)`,
  });
  const accessLogs = newLogGroup(stack, 'ApiAccessLogs');
  // A REST API rather than an HTTP API: only a REST stage takes a WAF web ACL (OriginFirewall).
  const api = new apigw.RestApi(stack, 'Api', {
    description: `Clinique ${config.stage}: contact, paiement, webhook Stripe, espace clinique`,
    endpointTypes: [apigw.EndpointType.REGIONAL],
    // The account-wide role API Gateway needs to write its access logs.
    cloudWatchRole: true,
    deployOptions: {
      stageName: API_STAGE,
      // A second line behind the two web ACLs.
      throttlingRateLimit: 20,
      throttlingBurstLimit: 40,
      accessLogDestination: new apigw.LogGroupLogDestination(accessLogs),
      // `requestId` is the functions' `apiRequestId`; no query string, no body, no header.
      accessLogFormat: apigw.AccessLogFormat.custom(
        JSON.stringify({
          requestId: '$context.requestId',
          time: '$context.requestTime',
          ip: '$context.identity.sourceIp',
          method: '$context.httpMethod',
          path: '$context.resourcePath',
          status: '$context.status',
          responseLength: '$context.responseLength',
          latencyMs: '$context.responseLatency',
          waf: '$context.wafResponseCode',
          integrationStatus: '$context.integration.status',
          integrationError: '$context.integration.error',
        }),
      ),
    },
  });
  // An unknown path is a 404, not API Gateway’s 403 "Missing Authentication Token".
  api.addGatewayResponse('UnknownPath', {
    type: apigw.ResponseType.MISSING_AUTHENTICATION_TOKEN,
    statusCode: '404',
    templates: { 'application/json': '{"error":"not_found"}' },
  });
  const originValues = originSecrets.valueAsList;
  new OriginFirewall(stack, 'OriginFirewall', {
    stage: config.stage,
    header: ORIGIN_HEADER,
    values: [Fn.select(0, originValues), Fn.select(1, originValues)],
    resourceArn: api.deploymentStage.stageArn,
  });

  for (const name of Object.keys(LAMBDAS) as ApiFunctionName[]) {
    const spec = LAMBDAS[name];
    const codeDir = join(functionsDir, name);
    if (!existsSync(join(codeDir, 'index.mjs'))) {
      throw new Error(
        `No bundle in ${codeDir}: run \`npm run bundle -w @clinique/functions\` (npm run synth does it).`,
      );
    }
    const logGroup = newLogGroup(stack, `${name}-logs`);
    const secrets = secretAccess(stack, config, spec.secrets, [originSecretName]);
    const fn = new lambda.Function(stack, name, {
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
      // X-Ray shows init, duration and cold starts: the latency of a sale.
      tracing: lambda.Tracing.ACTIVE,
      logGroup,
      // The platform's events as JSON too; the functions write their own JSON lines to stdout.
      loggingFormat: lambda.LoggingFormat.JSON,
      environment: {
        ...functionEnvironment(config, siteUrl, spec.sendsMail),
        ORIGIN_SECRET_PARAMETER: originSecretName,
        ...secrets.environment,
      },
    });
    fn.addToRolePolicy(secrets.statement);
    if (spec.sendsMail) fn.addToRolePolicy(sendMail);
    // Console test calls would skip the WAF: no permission for them.
    const integration = new apigw.LambdaIntegration(fn, { allowTestInvoke: false });
    for (const route of spec.routes) {
      const resource = api.root.resourceForPath(route.path);
      for (const method of route.methods) resource.addMethod(method, integration);
    }

    monitoring.watchFunction(name, spec.path, fn, logGroup);
    if (name === 'desk') monitoring.watchDeskActivity(logGroup);
    functions[name] = fn;
  }
  return { restApi: api, functions, originSecretName, originSecrets };
}
