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
} from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api, functionEnvironment, LAMBDAS, ORIGIN_HEADER, secretAccess } from './api.ts';
import { type DeploymentConfig, SECRET_PARAMETERS } from './config.ts';
import { Firewall } from './firewall.ts';
import { Mail } from './mail.ts';
import { EdgeMonitoring, SiteMonitoring } from './monitoring.ts';
import { acknowledgeNagFindings } from './nag-suppressions.ts';
import { StaticSite } from './static-site.ts';
import { VoucherRegister } from './voucher-register.ts';

const EDGE_REGION = 'us-east-1';

export class EdgeStack extends Stack {
  readonly certificate: acm.ICertificate;
  readonly firewall: Firewall;

  constructor(scope: Construct, id: string, props: StackProps & { config: DeploymentConfig }) {
    super(scope, id, props);
    const { config } = props;
    this.certificate = new acm.Certificate(this, 'Certificate', {
      domainName: config.siteHost,
      subjectAlternativeNames: config.redirectHosts,
      // The CNAME records to create are shown by ACM (and in the deploy output): see docs/operations.md.
      validation: acm.CertificateValidation.fromDns(),
    });
    this.firewall = new Firewall(this, 'Firewall', { config });
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

    const workerSecrets = secretAccess(this, config, ['STRIPE_SECRET_KEY']);
    const vouchers = new VoucherRegister(this, 'Vouchers', {
      stage: config.stage,
      workerCodeDir: join(functionsDir, 'voucher-worker'),
      workerEnvironment: {
        ...functionEnvironment(config, siteUrl, true),
        ...workerSecrets.environment,
      },
      workerStatements: [mail.sendStatement, workerSecrets.statement],
      monitoring,
      configurationSet: mail.configurationSet,
    });
    vouchers.grantWebhook(api.functions['stripe-webhook']);
    vouchers.grantDesk(api.functions.desk, config.stage);
    monitoring.watchDeskActivity(api.logGroups.desk);

    this.distribution = new StaticSite(this, {
      config,
      clientDir,
      certificate: props.certificate,
      webAclArn: props.webAclArn,
      api: api.restApi,
      originSecrets: api.originSecrets.valueAsList,
    }).distribution;

    // What docs/operations.md asks you to copy.
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
        'SSM SecureString parameters to create before the first request (docs/operations.md)',
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

export function createStacks(
  app: App,
  config: DeploymentConfig,
  dirs: { clientDir: string; functionsDir: string },
  account: string | undefined = process.env['CDK_DEFAULT_ACCOUNT'],
): { edge: Stack; site: SiteStack; edgeAlarms: Stack } {
  const prefix = `Clinique-${config.stage === 'production' ? 'Production' : 'Staging'}`;
  const common = {
    config,
    crossRegionReferences: true,
    tags: { project: 'clinique-site', stage: config.stage },
  };
  const atEdge = { ...common, env: { account, region: EDGE_REGION } };
  const edge = new EdgeStack(app, `${prefix}-Edge`, atEdge);
  const site = new SiteStack(app, `${prefix}-Site`, {
    ...common,
    env: { account, region: config.region },
    certificate: edge.certificate,
    webAclArn: edge.firewall.webAcl.attrArn,
    ...dirs,
  });
  const edgeAlarms = new Stack(app, `${prefix}-EdgeAlarms`, atEdge);
  new EdgeMonitoring(edgeAlarms, 'Monitoring', {
    config,
    distributionId: site.distribution.distributionId,
    webAclName: edge.firewall.webAclName,
  });
  acknowledgeNagFindings(app);
  return { edge, site, edgeAlarms };
}
