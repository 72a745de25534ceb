/** One Lambda per endpoint, so each holds only its own secrets and rights. */
import {
  API_FUNCTIONS,
  type ApiFunction,
  type ApiFunctionName,
  type SecretName,
} from '@clinique/api';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CfnParameter,
  Duration,
  RemovalPolicy,
  type Stack,
  aws_apigatewayv2 as apigw,
  aws_apigatewayv2_integrations as integrations,
  aws_iam as iam,
  aws_lambda as lambda,
  aws_logs as logs,
} from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { type DeploymentConfig, ORIGIN_SECRET_PARAMETER, SECRET_PARAMETERS } from './config.ts';
import { LOG_RETENTION } from './firewall.ts';
import type { SiteMonitoring } from './monitoring.ts';

interface Sizing {
  memoryMiB: number;
  timeout: Duration;
  reservedConcurrency: number;
}

const DEFAULT_SIZING: Sizing = {
  memoryMiB: 256,
  timeout: Duration.seconds(10),
  reservedConcurrency: 5,
};

const SIZING: Partial<Record<ApiFunctionName, Partial<Sizing>>> = {
  'stripe-webhook': { timeout: Duration.seconds(15) },
  // Resending a voucher draws its PDF.
  desk: { memoryMiB: 512, timeout: Duration.seconds(30), reservedConcurrency: 2 },
};

/** A POST route takes every method, so the function itself answers 405. */
function gatewayRoutes(answers: ApiFunction['answers']) {
  return answers.map((answer) =>
    'prefix' in answer
      ? { path: `${answer.prefix}/{proxy+}`, methods: [apigw.HttpMethod.ANY] }
      : answer.method === 'GET'
        ? { path: answer.path, methods: [apigw.HttpMethod.GET, apigw.HttpMethod.HEAD] }
        : { path: answer.path, methods: [apigw.HttpMethod.ANY] },
  );
}

/** The first route is the function's main path. */
export const LAMBDAS = Object.fromEntries(
  (Object.entries(API_FUNCTIONS) as [ApiFunctionName, ApiFunction][]).map(([name, spec]) => {
    const routes = gatewayRoutes(spec.answers);
    const path = routes[0]?.path ?? '';
    return [name, { ...DEFAULT_SIZING, ...SIZING[name], ...spec, path, routes }];
  }),
) as Record<
  ApiFunctionName,
  Sizing & ApiFunction & { path: string; routes: { path: string; methods: apigw.HttpMethod[] }[] }
>;

export const ORIGIN_HEADER = 'X-Origin-Verify';

/** What every function reads; `first` comes before the mail settings. */
export function functionEnvironment(
  config: DeploymentConfig,
  siteUrl: string,
  sendsMail: boolean,
  first: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SITE_URL: siteUrl,
    NODE_OPTIONS: '--enable-source-maps',
    ...first,
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

/** Adds its resources to the stack itself, so their logical ids stay those already deployed. */
export class Api {
  readonly httpApi: apigw.HttpApi;
  readonly functions = {} as Record<ApiFunctionName, lambda.Function>;
  /** The origin header's values, read at deploy time: CloudFront needs the value itself. */
  readonly originSecretName: string;
  readonly originSecrets: CfnParameter;

  constructor(stack: Stack, { config, functionsDir, siteUrl, sendMail, monitoring }: ApiProps) {
    // Only CloudFront knows the header's value, so the functions refuse a request to the API's
    // own execute-api address before any work.
    const originSecretName = `${config.parameterPrefix}${ORIGIN_SECRET_PARAMETER}`;
    this.originSecretName = originSecretName;
    this.originSecrets = new CfnParameter(stack, 'OriginSecrets', {
      type: 'AWS::SSM::Parameter::Value<List<String>>',
      default: originSecretName,
      description: `SSM StringList read at deploy time: the ${ORIGIN_HEADER} values (first sent)`,
    });
    const api = new apigw.HttpApi(stack, 'Api', {
      description: `Clinique ${config.stage}: contact, paiement, webhook Stripe`,
      createDefaultStage: false,
    });
    this.httpApi = api;
    const accessLogs = new logs.LogGroup(stack, 'ApiAccessLogs', {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new apigw.HttpStage(stack, 'ApiStage', {
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

    for (const name of Object.keys(LAMBDAS) as ApiFunctionName[]) {
      const spec = LAMBDAS[name];
      const codeDir = join(functionsDir, name);
      if (!existsSync(join(codeDir, 'index.mjs'))) {
        throw new Error(
          `No bundle in ${codeDir}: run \`npm run bundle -w @clinique/functions\` (npm run synth does it).`,
        );
      }
      const logGroup = new logs.LogGroup(stack, `${name}-logs`, {
        retention: LOG_RETENTION,
        removalPolicy: RemovalPolicy.DESTROY,
      });
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
          ...functionEnvironment(config, siteUrl, spec.sendsMail, {
            ORIGIN_SECRET_PARAMETER: originSecretName,
          }),
          ...secrets.environment,
        },
      });
      fn.addToRolePolicy(secrets.statement);
      if (spec.sendsMail) fn.addToRolePolicy(sendMail);
      const integration = new integrations.HttpLambdaIntegration(`${name}-integration`, fn);
      for (const route of spec.routes) api.addRoutes({ ...route, integration });

      monitoring.watchFunction(name, spec.path, fn, logGroup);
      this.functions[name] = fn;
    }
  }
}
