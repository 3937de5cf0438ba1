import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IMetric, IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { fullPath } from '#contracts/routes.ts';
import type { RouteDef } from '#contracts/route-types.ts';
import { BUSINESS_METRICS, METRICS_NAMESPACE, METRICS_SERVICE } from '#contracts/telemetry.ts';

/** A queue drained by a Lambda, with the dead-letter queue its failed messages move to. */
export type MonitoredQueue = {
  name: string;
  queue: IQueue;
  deadLetterQueue: IQueue;
  /** What a message in the dead-letter queue means for the store (the alarm's description). */
  deadLetterMeaning: string;
};

export type MonitoringProps = {
  api: IHttpApi;
  stageName: string;
  /** The route table's areas (contracts/routes.ts routeAreas) with their routes' functions. */
  routeAreas: Readonly<Record<string, Readonly<Record<string, RouteDef>>>>;
  /** Route ids whose p95 latency is alarmed, with the limit in milliseconds. */
  latencyLimits: Readonly<Record<string, number>>;
  table: ITable;
  queues: readonly MonitoredQueue[];
  /** Functions that work in the background (queues, schedules): any error is a processing failure. */
  processors: Readonly<Record<string, IFunction>>;
  /** Alarms made elsewhere in this stack that should notify the same topic. */
  otherAlarms?: readonly Alarm[];
  /** Subscribed to the alarm topic when given (`cdk deploy -c alarmEmail=…`). */
  alarmEmail?: string;
};

const PERIOD = Duration.minutes(5);
/** See docs/operations-alarms.md#thresholds */
export const SERVER_ERROR_RATE_PERCENT = 5;
const MIN_REQUESTS_FOR_RATE = 20;

// The operator's view of the store: one dashboard and the alarms that page.
// Every alarm notifies one SNS topic. See docs/operations-alarms.md.
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Copperline alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);
    const apiMetric = apiMetricsOf(props);

    const serverErrorRate = this.addAlarms(props, apiMetric);
    for (const alarm of [...(props.otherAlarms ?? []), ...this.alarms]) {
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
    }

    const widgets: IWidget[] = [...apiWidgets(props, apiMetric, serverErrorRate), ...platformWidgets(props), ...businessWidgets()];
    this.dashboard = new Dashboard(this, 'Dashboard', { widgets: pairs(widgets), defaultInterval: Duration.hours(6) });
  }

  /** The alarms that page; answers the 5xx rate, which the dashboard shows too. */
  private addAlarms(props: MonitoringProps, apiMetric: ApiMetric): MathExpression {
    const routeDef = (routeId: string): RouteDef => {
      for (const area of Object.values(props.routeAreas)) if (area[routeId]) return area[routeId];
      throw new Error(`No route ${routeId} in routeAreas`);
    };
    const serverErrorRate = new MathExpression({
      label: '5xx (% of requests)',
      expression: `IF(requests >= ${MIN_REQUESTS_FOR_RATE}, 100 * FILL(errors, 0) / requests, 0)`,
      usingMetrics: { requests: apiMetric('Count', 'Sum'), errors: apiMetric('5xx', 'Sum') },
      period: PERIOD,
    });
    this.alarm('ServerErrorRate', {
      metric: serverErrorRate,
      threshold: SERVER_ERROR_RATE_PERCENT,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description: `More than ${SERVER_ERROR_RATE_PERCENT}% of API requests answered 5xx (at least ${MIN_REQUESTS_FOR_RATE} requests in 5 minutes).`,
    });

    for (const [routeId, limitMs] of Object.entries(props.latencyLimits)) {
      const route = routeDef(routeId);
      this.alarm(`${routeId.charAt(0).toUpperCase()}${routeId.slice(1)}LatencyP95`, {
        metric: apiMetric('Latency', 'p95', route),
        threshold: limitMs,
        evaluationPeriods: 3,
        datapointsToAlarm: 3,
        description: `p95 latency of ${route.method} ${fullPath(route)} above ${limitMs} ms for 15 minutes.`,
      });
    }

    for (const queue of props.queues) {
      this.alarm(`${queue.name}DeadLetters`, {
        metric: queue.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
        threshold: 0,
        evaluationPeriods: 1,
        description: queue.deadLetterMeaning,
      });
    }

    const processorErrors = sumOf(
      'processors',
      'Processing errors',
      Object.values(props.processors).map((fn) => fn.metricErrors({ period: PERIOD, statistic: 'Sum' })),
    );
    this.alarm('ProcessingFailures', {
      metric: processorErrors,
      threshold: 0,
      evaluationPeriods: 1,
      description: `A background function failed (${Object.keys(props.processors).join(', ')}): see its logs; the message is retried, then dead-lettered.`,
    });
    return serverErrorRate;
  }

  private alarm(
    id: string,
    opts: { metric: IMetric; threshold: number; evaluationPeriods: number; datapointsToAlarm?: number; description: string },
  ): Alarm {
    const alarm = new Alarm(this, id, {
      metric: opts.metric,
      threshold: opts.threshold,
      evaluationPeriods: opts.evaluationPeriods,
      datapointsToAlarm: opts.datapointsToAlarm,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: opts.description,
    });
    this.alarms.push(alarm);
    return alarm;
  }
}

// One line for many metrics. Metric-math ids must be unique in a graph and
// start with a lower-case letter: `prefix` tells the sums apart.
function sumOf(prefix: string, label: string, metrics: readonly IMetric[]): MathExpression {
  const usingMetrics: Record<string, IMetric> = {};
  metrics.forEach((metric, index) => {
    usingMetrics[`${prefix}_${index}`] = metric;
  });
  const ids = Object.keys(usingMetrics);
  return new MathExpression({ label, expression: ids.length > 0 ? `SUM([${ids.join(',')}])` : '0', usingMetrics, period: PERIOD });
}

// Two graphs a row (the text header takes a row of its own).
function pairs(widgets: readonly IWidget[]): IWidget[][] {
  const rows: IWidget[][] = [];
  for (const widget of widgets) {
    const last = rows[rows.length - 1];
    if (last && last.reduce((width, w) => width + w.width, 0) + widget.width <= 24) last.push(widget);
    else rows.push([widget]);
  }
  return rows;
}

type ApiMetric = (metricName: string, statistic: string, route?: RouteDef) => Metric;

/** An API Gateway metric of the stage, or of one route (the stage has detailed metrics enabled). */
function apiMetricsOf(props: MonitoringProps): ApiMetric {
  return (metricName, statistic, route) =>
    new Metric({
      namespace: 'AWS/ApiGateway',
      metricName,
      statistic,
      period: PERIOD,
      dimensionsMap: {
        ApiId: props.api.apiId,
        Stage: props.stageName,
        ...(route ? { Resource: fullPath(route), Method: route.method } : {}),
      },
    });
}

const wide = (title: string, left: IMetric[], right: IMetric[] = []) =>
  new GraphWidget({ title, left, right, width: 12, height: 6, period: PERIOD });

/** The header, the API as a whole, then each area's requests, errors and latency by route. */
function apiWidgets(props: MonitoringProps, apiMetric: ApiMetric, serverErrorRate: MathExpression): IWidget[] {
  const widgets: IWidget[] = [
    new TextWidget({
      markdown: '# Copperline\nAlarms notify the SNS topic of this stack; see docs/operations-alarms.md in the repository.',
      width: 24,
      height: 2,
    }),
    wide('API requests and 5xx rate', [apiMetric('Count', 'Sum'), apiMetric('4xx', 'Sum'), apiMetric('5xx', 'Sum')], [serverErrorRate]),
    wide('API latency (all routes)', [apiMetric('Latency', 'p50'), apiMetric('Latency', 'p95'), apiMetric('Latency', 'p99')]),
  ];
  for (const [area, areaRoutes] of Object.entries(props.routeAreas)) {
    const entries = Object.entries(areaRoutes);
    const routeSum = (label: string, metricName: string) =>
      sumOf(
        `${area.toLowerCase()}${metricName.replace(/\W/g, '')}`,
        `${area} ${label}`,
        entries.map(([, route]) => apiMetric(metricName, 'Sum', route)),
      );
    widgets.push(
      wide(`${area}: requests and errors`, [routeSum('requests', 'Count'), routeSum('4xx', '4xx')], [routeSum('5xx', '5xx')]),
      wide(
        `${area}: p95 latency by route`,
        entries.map(([routeId, route]) => apiMetric('Latency', 'p95', route).with({ label: routeId })),
      ),
    );
  }
  return widgets;
}

/** Lambda, DynamoDB and the queues. */
function platformWidgets(props: MonitoringProps): IWidget[] {
  const processorMetric = (metricName: 'Errors' | 'Throttles') =>
    Object.entries(props.processors).map(([name, fn]) =>
      fn.metric(metricName, { period: PERIOD, statistic: 'Sum', label: `${name} ${metricName}` }),
    );
  // The route functions live in the areas' nested stacks, which must not give
  // values back to this stack (no outputs, no cycle): their failures show as
  // their area's 5xx above, and in the account-wide Lambda totals here.
  const lambdaTotal = (metricName: 'Errors' | 'Throttles') =>
    new Metric({ namespace: 'AWS/Lambda', metricName, statistic: 'Sum', period: PERIOD, label: `All functions ${metricName}` });
  return [
    wide('Lambda errors and throttles (all functions in this account and region)', [lambdaTotal('Errors'), lambdaTotal('Throttles')]),
    wide('Background functions: errors and throttles', processorMetric('Errors'), processorMetric('Throttles')),
    wide('DynamoDB throttled requests', [
      props.table.metric('ReadThrottleEvents', { period: PERIOD, statistic: 'Sum' }),
      props.table.metric('WriteThrottleEvents', { period: PERIOD, statistic: 'Sum' }),
    ]),
    wide(
      'Queues: age of oldest message (s)',
      props.queues.map((queue) =>
        queue.queue.metricApproximateAgeOfOldestMessage({ period: PERIOD, statistic: 'Maximum', label: queue.name }),
      ),
    ),
    wide(
      'Dead letters (visible messages)',
      props.queues.map((queue) =>
        queue.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
          period: PERIOD,
          statistic: 'Maximum',
          label: `${queue.name} DLQ`,
        }),
      ),
    ),
  ];
}

/** What the store does: boards, orders, parts search. */
function businessWidgets(): IWidget[] {
  const business = (metricName: string, statistic = 'Sum', label?: string) =>
    new Metric({
      namespace: METRICS_NAMESPACE,
      metricName,
      statistic,
      period: PERIOD,
      dimensionsMap: { service: METRICS_SERVICE },
      label,
    });
  return [
    wide('Boards', [
      business(BUSINESS_METRICS.boardsUploaded),
      business(BUSINESS_METRICS.boardsProcessed),
      business(BUSINESS_METRICS.boardsFailed),
    ]),
    wide(
      'Orders',
      [business(BUSINESS_METRICS.ordersPlaced), business(BUSINESS_METRICS.checkoutConflicts)],
      [business(BUSINESS_METRICS.orderValueCents, 'Sum', 'Order value (cents)')],
    ),
    wide('Parts search latency (ms)', [
      business(BUSINESS_METRICS.partsSearchLatencyMs, 'p50', 'p50'),
      business(BUSINESS_METRICS.partsSearchLatencyMs, 'p95', 'p95'),
    ]),
  ];
}
