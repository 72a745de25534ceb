/**
 * Three stacks per stage: Edge and EdgeAlarms in us-east-1, where CloudFront wants its certificate
 * and WAF and publishes their metrics; Site in the chosen region.
 */
import { join } from 'node:path';
import {
  CfnOutput,
  Stack,
  type StackProps,
  type App,
  aws_certificatemanager as acm,
  type aws_cloudfront as cloudfront,
  aws_iam as iam,
  type aws_lambda as lambda,
} from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api, LAMBDAS, type LambdaName, ORIGIN_HEADER } from './api.ts';
import { type DeploymentConfig, SECRET_PARAMETERS } from './config.ts';
import { Firewall } from './firewall.ts';
import { Mail } from './mail.ts';
import { EdgeMonitoring, SiteMonitoring } from './monitoring.ts';
import { StaticSite } from './static-site.ts';
import { VoucherRegister } from './voucher-register.ts';

const EDGE_REGION = 'us-east-1';

function stageName(config: DeploymentConfig): string {
  return config.stage === 'production' ? 'Production' : 'Staging';
}

export interface EdgeStackProps extends StackProps {
  config: DeploymentConfig;
}

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

export interface SiteStackProps extends StackProps {
  config: DeploymentConfig;
  certificate: acm.ICertificate;
  webAclArn: string;
  clientDir: string;
  functionsDir: string;
}

export class SiteStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly functions: Record<LambdaName, lambda.Function>;
  readonly vouchers: VoucherRegister;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config, clientDir, functionsDir } = props;
    const siteUrl = `https://${config.siteHost}`;

    const mail = new Mail(this, config);
    const monitoring = new SiteMonitoring(this, 'Monitoring', {
      config,
      configurationSet: mail.configurationSet,
    });
    const api = new Api(this, {
      config,
      functionsDir,
      siteUrl,
      sendMail: mail.sendStatement,
      monitoring,
    });
    this.functions = api.functions;

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
        STRIPE_SECRET_KEY_PARAMETER: stripeKey,
      },
      workerStatements: [
        mail.sendStatement,
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
      configurationSet: mail.configurationSet,
    });
    this.vouchers.grantWebhook(api.functions['stripe-webhook']);
    this.vouchers.grantDesk(api.functions.desk, config.stage);

    this.distribution = new StaticSite(this, {
      config,
      clientDir,
      certificate: props.certificate,
      webAclArn: props.webAclArn,
      api: api.httpApi,
      originSecrets: api.originSecrets.valueAsList,
    }).distribution;

    // What docs/deploy.md asks you to copy.
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
      value: api.originSecretName,
      description: `SSM StringList to create before the first deploy: the ${ORIGIN_HEADER} values (docs/operations.md)`,
    });
    mail.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: 'SES Easy DKIM: create this DNS record',
      });
    });
  }
}

export interface EdgeAlarmsStackProps extends StackProps {
  config: DeploymentConfig;
  distributionId: string;
  webAclName: string;
}

export class EdgeAlarmsStack extends Stack {
  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, props);
    new EdgeMonitoring(this, 'Monitoring', props);
  }
}

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
