import { type Stack, aws_iam as iam, aws_ses as ses } from 'aws-cdk-lib';
import type { DeploymentConfig } from './config.ts';

/** Adds its resources to the stack itself, so their logical ids stay those already deployed. */
export function createMail(stack: Stack, config: DeploymentConfig) {
  const configurationSet = new ses.ConfigurationSet(stack, 'MailConfigurationSet', {
    reputationMetrics: true,
    sendingEnabled: true,
  });
  const identity = new ses.EmailIdentity(stack, 'MailIdentity', {
    identity: ses.Identity.domain(config.domain),
    configurationSet,
  });
  const sendStatement = new iam.PolicyStatement({
    sid: 'SendAsTheClinicOnly',
    actions: ['ses:SendEmail', 'ses:SendRawEmail'],
    // SES authorises both the identity and the configuration set it applies by default.
    resources: [
      stack.formatArn({ service: 'ses', resource: 'identity', resourceName: config.domain }),
      stack.formatArn({
        service: 'ses',
        resource: 'configuration-set',
        resourceName: configurationSet.configurationSetName,
      }),
    ],
    conditions: { StringEquals: { 'ses:FromAddress': config.mailFrom } },
  });
  return { configurationSet, identity, sendStatement };
}
