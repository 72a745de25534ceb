/** One SNS topic per region e-mails `alarmEmail`; docs/operations.md says what to do for each alarm. */
import {
  Duration,
  Stack,
  aws_cloudwatch as cloudwatch,
  aws_cloudwatch_actions as actions,
  aws_logs as logs,
  aws_ses as ses,
  aws_sns as sns,
  aws_sns_subscriptions as subscriptions,
} from 'aws-cdk-lib';
import type { aws_lambda as lambda } from 'aws-cdk-lib';
import { DESK_EVENTS } from '@clinique/api/desk';
import { Construct } from 'constructs';
import type { DeploymentConfig } from './config.ts';
import { logGroupArn, newLogGroup } from './firewall.ts';

export const LOG_FILTERS = {
  alerts: logs.FilterPattern.stringValue('$.level', '=', 'alert'),
  serverErrors: logs.FilterPattern.all(
    logs.FilterPattern.stringValue('$.event', '=', 'request.done'),
    logs.FilterPattern.numberValue('$.status', '>=', 500),
  ),
} as const;

/** The desk's log lines of a voucher e-mailed again or voided. */
export const DESK_WATCHED_EVENTS = Object.values(DESK_EVENTS);
/** A receptionist resends or voids a few a week; more than this in an hour is unusual. */
export const DESK_RESENDS_AND_VOIDS_PER_HOUR = 5;

/**
 * CloudFront's access log fields kept: no query string (a link's token), no cookie (the desk's
 * session), no referer (a page's address with its query), no user agent.
 */
export const CLOUDFRONT_LOG_FIELDS = [
  'date',
  'time',
  'x-edge-location',
  'c-ip',
  'cs-method',
  'cs-uri-stem',
  'sc-status',
  'sc-bytes',
  'time-taken',
  'x-edge-request-id',
  'x-edge-result-type',
  'x-edge-detailed-result-type',
  'cs-protocol-version',
  'ssl-protocol',
] as const;

/** A rate of 1 in 3 means nothing. */
export const MAIL_RATE_MIN_SENDS = 20;
/** AWS reviews an account at 5 % bounces and 0.1 % complaints. */
export const MAIL_ALARM_RATES = { bounce: 5, complaint: 0.1 } as const;

/** Normal: a few scanners. */
export const WAF_BLOCKS_BASELINE = 200;

function metric(
  namespace: string,
  metricName: string,
  statistic: string,
  period: Duration,
  dimensionsMap?: Record<string, string>,
): cloudwatch.Metric {
  return new cloudwatch.Metric({ namespace, metricName, statistic, period, dimensionsMap });
}

export class AlarmTopic extends Construct {
  private readonly action: actions.SnsAction;

  constructor(scope: Construct, id: string, config: DeploymentConfig) {
    super(scope, id);
    const topic = new sns.Topic(this, 'Topic', {
      displayName: `Clinique ${config.stage} : alertes`,
      enforceSSL: true,
    });
    if (config.alarmEmail) {
      topic.addSubscription(new subscriptions.EmailSubscription(config.alarmEmail));
    }
    this.action = new actions.SnsAction(topic);
  }

  /** Breaching from one value ≥ 1 in one period, unless `more` says otherwise. */
  alarm(
    id: string,
    alarmDescription: string,
    metric: cloudwatch.IMetric,
    more: Partial<cloudwatch.AlarmProps> = {},
  ): void {
    new cloudwatch.Alarm(this, id, {
      alarmDescription,
      metric,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      ...more,
    }).addAlarmAction(this.action);
  }
}

export interface SiteMonitoringProps {
  config: DeploymentConfig;
  configurationSet: ses.IConfigurationSet;
}

export class SiteMonitoring extends Construct {
  readonly alarms: AlarmTopic;
  readonly namespace: string;

  constructor(scope: Construct, id: string, { config, configurationSet }: SiteMonitoringProps) {
    super(scope, id);
    this.alarms = new AlarmTopic(this, 'Alarms', config);
    this.namespace = `Clinique/${config.stage}`;
    const sum = (metricName: string) =>
      metric(this.namespace, metricName, 'Sum', Duration.minutes(5));
    this.alarms.alarm(
      'FunctionAlerts',
      'Fonctions : une situation qu’une personne doit traiter (level "alert" dans les logs)',
      sum('Alerts'),
    );
    this.alarms.alarm(
      'FunctionServerErrors',
      'API : des réponses 5xx (SES, Stripe ou SSM indisponible, ou erreur non prévue)',
      sum('ServerErrorAnswers'),
    );
    // SES tags every message with its configuration set (an auto-tag): one dimension, its name.
    const dimension = 'ses:configuration-set';
    const { SEND, DELIVERY, BOUNCE, COMPLAINT, REJECT } = ses.EmailSendingEvent;
    new ses.ConfigurationSetEventDestination(this, 'MailEvents', {
      configurationSet,
      destination: ses.EventDestination.cloudWatchDimensions([
        {
          name: dimension,
          source: ses.CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: configurationSet.configurationSetName,
        },
      ]),
      events: [SEND, DELIVERY, BOUNCE, COMPLAINT, REJECT],
    });
    const daily = (metricName: string) =>
      metric('AWS/SES', metricName, 'Sum', Duration.days(1), {
        [dimension]: configurationSet.configurationSetName,
      });
    const sends = daily('Send');
    for (const [kind, metricName, label] of [
      ['bounce', 'Bounce', 'rebonds'],
      ['complaint', 'Complaint', 'plaintes'],
    ] as const) {
      this.alarms.alarm(
        `Mail-${metricName}Rate`,
        `SES : taux de ${label} ≥ ${MAIL_ALARM_RATES[kind]} % sur un jour (au moins ${MAIL_RATE_MIN_SENDS} envois)`,
        new cloudwatch.MathExpression({
          expression: `IF(sends >= ${MAIL_RATE_MIN_SENDS}, 100 * events / sends, 0)`,
          usingMetrics: { sends, events: daily(metricName) },
          period: Duration.days(1),
          label: `${metricName} rate (%)`,
        }),
        { threshold: MAIL_ALARM_RATES[kind] },
      );
    }
  }

  watchFunction(name: string, path: string, fn: lambda.IFunction, logGroup: logs.ILogGroup): void {
    for (const [metric, label] of [
      [fn.metricErrors({ period: Duration.minutes(5) }), 'errors'],
      [fn.metricThrottles({ period: Duration.minutes(5) }), 'throttles'],
    ] as const) {
      this.alarms.alarm(`${name}-${label}`, `${path}: ${label} (Lambda ${name})`, metric);
    }
    for (const [filter, metricName] of [
      [LOG_FILTERS.alerts, 'Alerts'],
      [LOG_FILTERS.serverErrors, 'ServerErrorAnswers'],
    ] as const) {
      new logs.MetricFilter(this, `${name}-${metricName}`, {
        logGroup,
        filterPattern: filter,
        metricNamespace: this.namespace,
        metricName,
        metricValue: '1',
      });
    }
  }

  /** Resends and voids are staff acts on money: a burst is a mistake or a stolen session. */
  watchDeskActivity(logGroup: logs.ILogGroup): void {
    const filter = new logs.MetricFilter(this, 'DeskResendsAndVoids', {
      logGroup,
      filterPattern: logs.FilterPattern.any(
        ...DESK_WATCHED_EVENTS.map((event) =>
          logs.FilterPattern.stringValue('$.event', '=', event),
        ),
      ),
      metricNamespace: this.namespace,
      metricName: 'DeskResendsAndVoids',
      metricValue: '1',
    });
    this.alarms.alarm(
      'DeskResendsAndVoidsAlarm',
      `Espace clinique : plus de ${DESK_RESENDS_AND_VOIDS_PER_HOUR} bons renvoyés ou annulés en une heure`,
      filter.metric({ period: Duration.hours(1), statistic: 'Sum' }),
      {
        threshold: DESK_RESENDS_AND_VOIDS_PER_HOUR,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      },
    );
  }
}

export interface EdgeMonitoringProps {
  config: DeploymentConfig;
  distributionId: string;
  webAclName: string;
}

/** us-east-1, where CloudFront and WAF publish their metrics and CloudFront's logs start. */
export class EdgeMonitoring extends Construct {
  constructor(scope: Construct, id: string, props: EdgeMonitoringProps) {
    super(scope, id);
    // Standard logging v2, the only one that lets the query string out.
    const { config, distributionId, webAclName } = props;
    const name = `clinique-${config.stage}-cloudfront`;
    const logGroupName = `/aws/vendedlogs/${name}`;
    const logGroup = newLogGroup(this, 'AccessLogs', logGroupName);
    const source = new logs.CfnDeliverySource(this, 'AccessLogSource', {
      name,
      logType: 'ACCESS_LOGS',
      resourceArn: Stack.of(this).formatArn({
        service: 'cloudfront',
        region: '',
        resource: 'distribution',
        resourceName: distributionId,
      }),
    });
    const destination = new logs.CfnDeliveryDestination(this, 'AccessLogDestination', {
      name,
      outputFormat: 'json',
      destinationResourceArn: logGroupArn(this, logGroupName),
    });
    destination.node.addDependency(logGroup);
    const delivery = new logs.CfnDelivery(this, 'AccessLogDelivery', {
      deliverySourceName: name,
      deliveryDestinationArn: destination.attrArn,
      recordFields: [...CLOUDFRONT_LOG_FIELDS],
    });
    delivery.node.addDependency(source);
    const alarms = new AlarmTopic(this, 'Alarms', config);
    alarms.alarm(
      'CloudFront5xx',
      'CloudFront : plus de 5 % de réponses 5xx pendant 10 minutes',
      metric('AWS/CloudFront', '5xxErrorRate', 'Average', Duration.minutes(5), {
        DistributionId: distributionId,
        Region: 'Global',
      }),
      { threshold: 5, evaluationPeriods: 2 },
    );
    alarms.alarm(
      'WafBlocks',
      `WAF : plus de ${WAF_BLOCKS_BASELINE} requêtes bloquées en 5 minutes, deux fois sur trois`,
      metric('AWS/WAFV2', 'BlockedRequests', 'Sum', Duration.minutes(5), {
        WebACL: webAclName,
        Rule: 'ALL',
      }),
      { threshold: WAF_BLOCKS_BASELINE, evaluationPeriods: 3, datapointsToAlarm: 2 },
    );
  }
}
