/**
 * Every cdk-nag AwsSolutions finding this design keeps, each with its reason, in one place. An
 * entry names the rule (with its finding when the rule has several) and the constructs it is
 * about, by path; test/nag.test.ts fails on a new finding and on an entry that matches nothing.
 */
import { API_FUNCTIONS } from '@clinique/api';
import { Stack, Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

type NagFinding = (typeof NAG_FINDINGS)[number];

const FUNCTIONS = `-Site/(${[...Object.keys(API_FUNCTIONS), 'Vouchers/Worker'].join('|')})/`;
const BUCKET_DEPLOYMENT = '-Site/Custom::CDKBucketDeployment[^/]*/';
const METHODS = /-Site\/Api\/Default\/api\/.*\/Resource$/;

export const NAG_FINDINGS = [
  {
    id: 'AwsSolutions-APIG2',
    where: /-Site\/Api\/Resource$/,
    reason:
      'Each function validates its own body with the shared valibot schemas and answers 4xx with a French reason; API Gateway models would duplicate them.',
  },
  {
    id: 'AwsSolutions-APIG4',
    where: METHODS,
    reason:
      'Public forms, the payment, the Stripe webhook (signed by Stripe) and the desk (its own sign-in and session); only CloudFront may call, enforced by the regional WAF on the origin header.',
  },
  {
    id: 'AwsSolutions-COG4',
    where: METHODS,
    reason: 'No user pool: visitors are anonymous and staff sign in with an e-mailed link.',
  },
  {
    id: 'AwsSolutions-APIG6',
    where: /-Site\/Api\/DeploymentStage\.[^/]+\/Resource$/,
    reason:
      'Access logs are on (ApiAccessLogs, 90 days); execution logs would go to a log group API Gateway creates without retention, and the functions log every request themselves.',
  },
  {
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
    where: /-Site\/Api\/CloudWatchRole\/Resource$/,
    reason: 'The account-wide role API Gateway needs to write access logs; AWS maintains it.',
  },
  {
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    where: new RegExp(`${FUNCTIONS}ServiceRole/Resource$`),
    reason:
      'Writing its own logs only (CreateLogGroup, CreateLogStream, PutLogEvents); the log groups are created by the stack with their retention.',
  },
  {
    id: 'AwsSolutions-IAM5[Resource::*]',
    where: new RegExp(`${FUNCTIONS}ServiceRole/DefaultPolicy/Resource$`),
    reason: 'X-Ray accepts trace segments on no narrower resource than *.',
  },
  {
    id: 'AwsSolutions-IAM5[Resource::<VouchersWorker8528D0D5.Arn>:*]',
    where:
      /-Site\/(stripe-webhook\/ServiceRole|desk\/ServiceRole|SchedulerRoleForTarget-[^/]+)\/DefaultPolicy\/Resource$/,
    reason: 'Invoking the voucher worker only, any of its versions (what grantInvoke writes).',
  },
  {
    id: 'AwsSolutions-L1',
    where: new RegExp(`${FUNCTIONS}Resource$`),
    reason:
      'nodejs22.x is the runtime the project builds and tests on (Node 22); moving to a newer one is its own change.',
  },
  {
    id: 'AwsSolutions-SQS3',
    where: /-Site\/Vouchers\/WorkerDeadLetters\/Resource$/,
    reason: 'This queue is the dead-letter destination of the worker; it alarms when not empty.',
  },
  {
    id: 'AwsSolutions-S1',
    where: /-Site\/SiteBucket\/Resource$/,
    reason:
      'Only CloudFront reads the bucket (origin access control) and its access logs record every request.',
  },
  {
    id: 'AwsSolutions-CFR1',
    where: /-Site\/Distribution\/Resource$/,
    reason: 'Gift vouchers are bought from abroad too: no country is refused.',
  },
  {
    id: 'AwsSolutions-CFR3',
    where: /-Site\/Distribution\/Resource$/,
    reason:
      'Access logs use standard logging v2 (EdgeAlarms stack, CloudFrontAccessLogs), which cdk-nag does not see; the legacy logs would keep query strings.',
  },
  ...[
    'AwsSolutions-IAM5[Resource::*]',
    'AwsSolutions-IAM5[Action::s3:GetObject*]',
    'AwsSolutions-IAM5[Action::s3:GetBucket*]',
    'AwsSolutions-IAM5[Action::s3:List*]',
    'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
    'AwsSolutions-IAM5[Action::s3:Abort*]',
    'AwsSolutions-IAM5[Resource::<SiteBucket397A1860.Arn>/*]',
    (stack: Stack) => {
      const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
      return `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${account}-${stack.region}/*]`;
    },
  ].map((id) => ({
    id,
    where: new RegExp(`${BUCKET_DEPLOYMENT}ServiceRole/DefaultPolicy/Resource$`),
    reason:
      'CDK’s BucketDeployment copies the build into the site bucket: its own role, written by CDK.',
  })),
  {
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    where: new RegExp(`${BUCKET_DEPLOYMENT}ServiceRole/Resource$`),
    reason: 'CDK’s BucketDeployment function writes its own logs.',
  },
  {
    id: 'AwsSolutions-L1',
    where: new RegExp(`${BUCKET_DEPLOYMENT}Resource$`),
    reason: 'CDK’s BucketDeployment chooses its function’s runtime.',
  },
];

/** The entries whose `where` matched a construct of `scope`. */
export function acknowledgeNagFindings(scope: IConstruct): Set<NagFinding> {
  const used = new Set<NagFinding>();
  for (const construct of scope.node.findAll()) {
    for (const finding of NAG_FINDINGS) {
      if (!finding.where.test(construct.node.path)) continue;
      const id = typeof finding.id === 'string' ? finding.id : finding.id(Stack.of(construct));
      Validations.of(construct).acknowledge({ id, reason: finding.reason });
      used.add(finding);
    }
  }
  return used;
}
