import { Match } from 'aws-cdk-lib/assertions';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullPath, routeAreas, routes } from '#contracts/routes.ts';
import type { RouteDef } from '#contracts/route-types.ts';
import { BUSINESS_METRICS, METRICS_NAMESPACE } from '#contracts/telemetry.ts';
import { jsonOf, logicalIdOf } from './stack-templates.ts';
import type { CfnTemplate } from './stack-templates.ts';
import { synthCopperline, withEverySetting } from './synth-copperline.ts';

// The operator's dashboard and alarms (docs/operations-alarms.md).

type Resource = CfnTemplate['Resources'][string];
type Dimensions = { Name: string; Value: unknown }[];
type MetricStat = { Metric: { MetricName: string; Namespace: string; Dimensions: Dimensions }; Stat: string };
type MetricQuery = { Id: string; Expression?: string; MetricStat?: MetricStat };
/** The fields of AWS::CloudWatch::Alarm these tests read. */
type AlarmProperties = {
  id: string;
  AlarmDescription?: string;
  AlarmActions?: unknown;
  OKActions?: unknown;
  MetricName?: string;
  ExtendedStatistic?: string;
  Dimensions?: Dimensions;
  Metrics?: MetricQuery[];
  Threshold?: number;
  ComparisonOperator?: string;
};

let synth: ReturnType<typeof synthCopperline>;
let resources: Record<string, Resource>;
let topicId: string;

beforeAll(() => {
  synth = synthCopperline();
  resources = jsonOf(synth.stacks.app).Resources;
  topicId = logicalIdOf(synth.stacks.app.monitoring.topic);
});

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const alarms = (): AlarmProperties[] => ofType('AWS::CloudWatch::Alarm').map(([id, r]) => ({ id, ...r.Properties }));
const alarmByDescription = (pattern: RegExp) => {
  const found = alarms().filter((a) => pattern.test(String(a.AlarmDescription)));
  expect(found, String(pattern)).toHaveLength(1);
  return found[0]!;
};
const queries = (alarm: AlarmProperties) => alarm.Metrics ?? [];
const dimension = (dimensions: Dimensions | undefined, name: string) => dimensions?.find((d) => d.Name === name)?.Value;

describe('the dashboard', () => {
  it('shows every business metric in its namespace', () => {
    const dashboards = ofType('AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]![1].Properties.DashboardBody);
    for (const name of Object.values(BUSINESS_METRICS)) {
      expect(body, name).toMatch(new RegExp(`\\[\\\\"${METRICS_NAMESPACE}\\\\",\\\\"${name}\\\\",\\\\"service\\\\",\\\\"copperline\\\\"`));
    }
  });

  it('has requests, errors and latency for each route area, and the platform graphs', () => {
    const body = JSON.stringify(ofType('AWS::CloudWatch::Dashboard')[0]![1].Properties.DashboardBody);
    for (const area of Object.keys(routeAreas)) {
      expect(body).toContain(`${area}: requests and errors`);
      expect(body).toContain(`${area}: p95 latency by route`);
    }
    for (const metric of [
      'ReadThrottleEvents',
      'WriteThrottleEvents',
      'ApproximateAgeOfOldestMessage',
      'ApproximateNumberOfMessagesVisible',
      'Throttles',
      'Errors',
    ]) {
      expect(body).toContain(metric);
    }
  });

  it('gets route-level API metrics from the stage', () => {
    synth.app.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: Match.objectLike({ DetailedMetricsEnabled: true }),
    });
  });
});

describe('the alarms', () => {
  it('all notify the one alarm topic, on alarm and on recovery', () => {
    const all = alarms();
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const alarm of all) {
      expect(alarm.AlarmActions, alarm.id).toEqual([{ Ref: topicId }]);
      expect(alarm.OKActions, alarm.id).toEqual([{ Ref: topicId }]);
    }
    // The stateful stack keeps none: its DLQ alarm moved here, to the same topic.
    expect(Object.values(jsonOf(synth.stacks.stateful).Resources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm')).toEqual([]);
  });

  it('watch the API 5xx rate', () => {
    const alarm = alarmByDescription(/5xx/);
    const q = queries(alarm);
    const rate = q.find((x) => x.Expression);
    expect(rate?.Expression).toMatch(/100 \* FILL\(errors, 0\) \/ requests/);
    const names = q.flatMap((x) => (x.MetricStat ? [x.MetricStat.Metric.MetricName] : []));
    expect(names.sort()).toEqual(['5xx', 'Count']);
    expect(alarm.Threshold).toBe(5);
  });

  it('watch the p95 latency of every checkout route and of parts search', () => {
    const watched: [string, RouteDef][] = [...Object.entries(routeAreas.checkout), ['searchParts', routes.searchParts]];
    for (const [routeId, route] of watched) {
      const matching = alarms().filter(
        (alarmProperties) =>
          alarmProperties.MetricName === 'Latency' &&
          alarmProperties.ExtendedStatistic === 'p95' &&
          dimension(alarmProperties.Dimensions, 'Resource') === fullPath(route) &&
          dimension(alarmProperties.Dimensions, 'Method') === route.method,
      );
      expect(matching, routeId).toHaveLength(1);
      expect(matching[0]!.Threshold).toBeGreaterThan(0);
    }
  });

  it('fire on any message in either dead-letter queue', () => {
    const statefulQueue = logicalIdOf(synth.stacks.stateful.uploadProcessingDlq);
    const partsQueue = logicalIdOf(synth.stacks.app.partsIndexRebuilder.deadLetterQueue);
    const dlqAlarms = alarms().filter((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible');
    const queueDims = dlqAlarms.map((a) => JSON.stringify(dimension(a.Dimensions, 'QueueName')));
    expect(queueDims.some((d) => d.includes(statefulQueue))).toBe(true);
    expect(queueDims.some((d) => d.includes(partsQueue))).toBe(true);
    for (const a of dlqAlarms) {
      expect(a.Threshold).toBe(0);
      expect(a.ComparisonOperator).toBe('GreaterThanThreshold');
    }
    // And the dead-letter handler's invocations (it drains the upload DLQ).
    expect(alarms().some((a) => a.MetricName === 'Invocations' && a.Threshold === 0)).toBe(true);
  });

  it('fire on any error of a background processing function', () => {
    const alarm = alarmByDescription(/background function failed/);
    const fns = queries(alarm).flatMap((q) => (q.MetricStat ? [q.MetricStat] : []));
    expect(fns.map((s) => s.Metric.MetricName)).toEqual(['Errors', 'Errors', 'Errors', 'Errors', 'Errors', 'Errors']);
    const { app } = synth.stacks;
    const names = fns.map((s) => JSON.stringify(dimension(s.Metric.Dimensions, 'FunctionName')));
    // The six background functions: the upload processor and its dead-letter handler, the parts index rebuilder, the
    // stock sweeper, the guest board sweeper and the stock-feed applier.
    const expected = app.node
      .findAll()
      .filter(
        (construct) =>
          construct instanceof NodejsFunction &&
          construct.node.path.match(/(UploadProcessor|PartsIndexRebuilder|StockSweeper|GuestBoardSweeper|StockFeedApplier)\//),
      );
    expect(expected).toHaveLength(6);
    for (const fn of expected)
      expect(
        names.some((n) => n.includes(logicalIdOf(fn))),
        fn.node.path,
      ).toBe(true);
    expect(alarm.Threshold).toBe(0);
  });
});

describe('the alarm topic', () => {
  it('has no subscriber without alarmEmail', () => {
    expect(ofType('AWS::SNS::Subscription')).toEqual([]);
  });

  it('mails alarmEmail when given', () => {
    const withEmail = synthCopperline(withEverySetting);
    withEmail.app.resourcePropertiesCountIs('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' }, 1);
    withEmail.app.hasResourceProperties('AWS::SNS::Subscription', {
      TopicArn: { Ref: logicalIdOf(withEmail.stacks.app.monitoring.topic) },
    });
  });
});
