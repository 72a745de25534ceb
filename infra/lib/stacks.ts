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
} from 'aws-cdk-lib';
import { ORIGIN_HEADER } from '@clinique/api';
import { createApi, functionEnvironment, LAMBDAS, secretAccess } from './api.ts';
import { type DeploymentConfig, SECRET_PARAMETERS } from './config.ts';
import { Firewall } from './firewall.ts';
import { createMail } from './mail.ts';
import { EdgeMonitoring, SiteMonitoring } from './monitoring.ts';
import { acknowledgeNagFindings } from './nag-suppressions.ts';
import { createStaticSite } from './static-site.ts';
import { VoucherRegister } from './voucher-register.ts';

const EDGE_REGION = 'us-east-1';

function siteStack(
  stack: Stack,
  config: DeploymentConfig,
  { clientDir, functionsDir }: { clientDir: string; functionsDir: string },
  edge: { certificate: acm.ICertificate; webAclArn: string },
) {
  const siteUrl = `https://${config.siteHost}`;
  const { configurationSet, identity, sendStatement: sendMail } = createMail(stack, config);
  const monitoring = new SiteMonitoring(stack, 'Monitoring', { config, configurationSet });
  const api = createApi(stack, { config, functionsDir, siteUrl, sendMail, monitoring });

  const workerSecrets = secretAccess(stack, config, ['STRIPE_SECRET_KEY']);
  const vouchers = new VoucherRegister(stack, 'Vouchers', {
    stage: config.stage,
    workerCodeDir: join(functionsDir, 'voucher-worker'),
    workerEnvironment: {
      ...functionEnvironment(config, siteUrl, true),
      ...workerSecrets.environment,
    },
    workerStatements: [sendMail, workerSecrets.statement],
    monitoring,
    configurationSet,
  });
  vouchers.grantWebhook(api.functions['stripe-webhook']);
  vouchers.grantDesk(api.functions.desk, config.stage);

  const distribution = createStaticSite(stack, {
    config,
    clientDir,
    ...edge,
    api: api.restApi,
    originSecrets: api.originSecrets.valueAsList,
  });

  // What docs/operations.md asks you to copy.
  new CfnOutput(stack, 'SiteUrl', { value: siteUrl });
  new CfnOutput(stack, 'DistributionDomainName', {
    value: distribution.distributionDomainName,
    description: `DNS: ${[config.siteHost, ...config.redirectHosts].join(' and ')} → this name (CNAME, or ALIAS/ANAME at the apex)`,
  });
  new CfnOutput(stack, 'StripeWebhookUrl', {
    value: `${siteUrl}${LAMBDAS['stripe-webhook'].path}`,
    description: 'Stripe Dashboard → Webhooks: endpoint for checkout.session.completed',
  });
  new CfnOutput(stack, 'SecretParameters', {
    value: Object.values(SECRET_PARAMETERS)
      .map((name) => `${config.parameterPrefix}${name}`)
      .join(' '),
    description:
      'SSM SecureString parameters to create before the first request (docs/operations.md)',
  });
  new CfnOutput(stack, 'OriginSecretParameter', {
    value: api.originSecretName,
    description: `SSM StringList to create before the first deploy: the ${ORIGIN_HEADER} values (docs/operations.md)`,
  });
  identity.dkimRecords.forEach((record, index) => {
    new CfnOutput(stack, `DkimRecord${index + 1}`, {
      value: `${record.name} CNAME ${record.value}`,
      description: 'SES Easy DKIM: create this DNS record',
    });
  });
  return distribution;
}

export function createStacks(
  app: App,
  config: DeploymentConfig,
  dirs: { clientDir: string; functionsDir: string },
  account: string | undefined = process.env['CDK_DEFAULT_ACCOUNT'],
): { edge: Stack; site: Stack; edgeAlarms: Stack } {
  const prefix = `Clinique-${config.stage === 'production' ? 'Production' : 'Staging'}`;
  const common: StackProps = {
    crossRegionReferences: true,
    tags: { project: 'clinique-site', stage: config.stage },
  };
  const atEdge = { ...common, env: { account, region: EDGE_REGION } };
  const edge = new Stack(app, `${prefix}-Edge`, atEdge);
  const certificate = new acm.Certificate(edge, 'Certificate', {
    domainName: config.siteHost,
    subjectAlternativeNames: config.redirectHosts,
    // The CNAME records to create are shown by ACM (and in the deploy output): see docs/operations.md.
    validation: acm.CertificateValidation.fromDns(),
  });
  const firewall = new Firewall(edge, 'Firewall', { config });
  const site = new Stack(app, `${prefix}-Site`, {
    ...common,
    env: { account, region: config.region },
  });
  const distribution = siteStack(site, config, dirs, {
    certificate,
    webAclArn: firewall.webAcl.attrArn,
  });
  const edgeAlarms = new Stack(app, `${prefix}-EdgeAlarms`, atEdge);
  new EdgeMonitoring(edgeAlarms, 'Monitoring', {
    config,
    distributionId: distribution.distributionId,
    webAclName: firewall.webAclName,
  });
  acknowledgeNagFindings(app);
  return { edge, site, edgeAlarms };
}
