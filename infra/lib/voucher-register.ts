/** The table is the system of record: point-in-time recovery, deletion protection, retained. */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { newLogGroup } from './firewall.ts';
import type { SiteMonitoring } from './monitoring.ts';
import {
  REGISTER_INDEXES,
  REGISTER_KEY,
  registerTableName,
} from '@clinique/functions/register-table';

type Index = keyof typeof REGISTER_INDEXES;

/**
 * What each function's code calls on the register (functions/src/register/store.ts, and the
 * desk's sign-in in functions/src/desk/auth-store.ts), and the one index each queries.
 */
export const REGISTER_ACCESS = {
  webhook: { actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], index: 'byPaymentIntent' },
  worker: { actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], index: 'due' },
  // Its sign-in rate counters are conditional puts; DeleteItem (auth# rows only) is granted apart.
  desk: { actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], index: 'byStatus' },
} as const satisfies Record<string, { actions: readonly string[]; index: Index }>;

function allow(
  fn: lambda.IFunction,
  sid: string,
  actions: string[],
  resource: string,
  conditions?: Record<string, unknown>,
): void {
  fn.addToRolePolicy(new iam.PolicyStatement({ sid, actions, resources: [resource], conditions }));
}

export interface VoucherRegisterProps {
  stage: string;
  workerCodeDir: string;
  workerEnvironment: Record<string, string>;
  workerStatements: iam.PolicyStatement[];
  monitoring: SiteMonitoring;
  /** Its bounces reach the worker. */
  configurationSet: ses.IConfigurationSet;
}

export class VoucherRegister extends Construct {
  readonly table: dynamodb.TableV2;
  readonly worker: lambda.Function;

  constructor(scope: Construct, id: string, props: VoucherRegisterProps) {
    super(scope, id);
    const string = dynamodb.AttributeType.STRING;
    this.table = new dynamodb.TableV2(this, 'Table', {
      tableName: registerTableName(props.stage),
      partitionKey: { name: REGISTER_KEY, type: string },
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // The desk's sign-in links, sessions and rate counters expire on their own.
      timeToLiveAttribute: 'expiresAt',
      globalSecondaryIndexes: Object.values(REGISTER_INDEXES).map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: string },
        ...(index.sortKey === undefined ? {} : { sortKey: { name: index.sortKey, type: string } }),
      })),
    });

    // Invocations the worker could not complete (three attempts: `retryAttempts` is two retries).
    const deadLetters = new sqs.Queue(this, 'WorkerDeadLetters', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
    });
    const logGroup = newLogGroup(this, 'WorkerLogs');
    this.worker = new lambda.Function(this, 'Worker', {
      description: `Clinique ${props.stage}: voucher worker (PDF, e-mails, retries)`,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      handler: 'index.handler',
      code: lambda.Code.fromAsset(props.workerCodeDir),
      // More memory is also more CPU, for the PDF.
      memorySize: 512,
      timeout: Duration.seconds(60),
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      environment: { ...props.workerEnvironment, REGISTER_TABLE: this.table.tableName },
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new destinations.SqsDestination(deadLetters),
    });
    this.grant(this.worker, 'worker');
    for (const statement of props.workerStatements) this.worker.addToRolePolicy(statement);

    new scheduler.Schedule(this, 'Sweep', {
      description: 'Sends the vouchers that are due (retries, interrupted runs)',
      // Every minute, the shortest retry delay.
      schedule: scheduler.ScheduleExpression.rate(Duration.minutes(1)),
      target: new targets.LambdaInvoke(this.worker, {
        input: scheduler.ScheduleTargetInput.fromObject({}),
        retryAttempts: 0,
      }),
    });

    // SES may publish to the topic for this configuration set only.
    const bounces = new sns.Topic(this, 'Bounces', {
      displayName: `Clinique ${props.stage}: SES bounces`,
      enforceSSL: true,
    });
    new ses.ConfigurationSetEventDestination(this, 'BounceEvents', {
      configurationSet: props.configurationSet,
      destination: ses.EventDestination.snsTopic(bounces),
      events: [ses.EmailSendingEvent.BOUNCE],
    });
    bounces.addSubscription(new subscriptions.LambdaSubscription(this.worker));

    props.monitoring.watchFunction('voucher-worker', 'voucher worker', this.worker, logGroup);
    const { alarms } = props.monitoring;
    alarms.alarm(
      'DeadLettersAlarm',
      'Bons cadeaux : une exécution du worker a échoué trois fois (file de lettres mortes)',
      deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
    );
    const gaveUp = new logs.MetricFilter(this, 'WorkerGaveUp', {
      logGroup,
      filterPattern: logs.FilterPattern.stringValue('$.event', '=', 'fulfilment.gave_up'),
      metricNamespace: props.monitoring.namespace,
      metricName: 'VouchersGivenUp',
      metricValue: '1',
    });
    alarms.alarm(
      'WorkerGaveUpAlarm',
      'Bons cadeaux : un bon n’a pas pu être envoyé après toutes les tentatives (voir le registre)',
      gaveUp.metric({ period: Duration.minutes(5), statistic: 'Sum' }),
    );
    alarms.alarm(
      'TableThrottlesAlarm',
      'Registre des bons : requêtes DynamoDB limitées',
      this.table.metric('ThrottledRequests', { period: Duration.minutes(5), statistic: 'Sum' }),
    );
  }

  private grant(fn: lambda.Function, name: keyof typeof REGISTER_ACCESS): void {
    const { actions, index } = REGISTER_ACCESS[name];
    const indexArn = `${this.table.tableArn}/index/${REGISTER_INDEXES[index].name}`;
    allow(fn, 'RegisterItems', [...actions], this.table.tableArn);
    allow(fn, 'RegisterIndex', ['dynamodb:Query'], indexArn);
  }

  grantDesk(desk: lambda.Function, stage: string): void {
    this.grant(desk, 'desk');
    // Its used sign-in links and ended sessions, never a voucher.
    allow(desk, 'RegisterDeleteSignInRows', ['dynamodb:DeleteItem'], this.table.tableArn, {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['auth#*'] },
    });
    // An e-mail asked for at the desk leaves now, not at the next sweep.
    this.invokesWorker(desk);
    desk.addEnvironment('STAGE', stage);
  }

  grantWebhook(webhook: lambda.Function): void {
    this.grant(webhook, 'webhook');
    this.invokesWorker(webhook);
  }

  private invokesWorker(fn: lambda.Function): void {
    this.worker.grantInvoke(fn);
    fn.addEnvironment('REGISTER_TABLE', this.table.tableName);
    fn.addEnvironment('WORKER_FUNCTION_NAME', this.worker.functionName);
  }
}
