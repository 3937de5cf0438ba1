import { describe, expect, it } from 'vitest';
import { recordMetric } from '#lambdas/telemetry/business-metric.ts';
import { withTelemetry } from '#lambdas/telemetry/with-telemetry.ts';
import { captureLogLines } from './log-capture.ts';

type Emf = {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
} & Record<string, unknown>;

describe('business metrics', () => {
  it('publishes what the domain records as one EMF line: namespace Copperline, only the service dimension', async () => {
    const handler = withTelemetry(async () => {
      recordMetric('ordersPlaced');
      recordMetric('orderValueCents', 12_345);
      recordMetric('partsSearchLatencyMs', 42);
    });
    const lines = await captureLogLines(() => handler({}));
    const emf = lines.filter((l) => '_aws' in l) as Emf[];
    expect(emf).toHaveLength(1);
    const [directive] = emf[0]!._aws.CloudWatchMetrics;
    expect(directive?.Namespace).toBe('Copperline');
    expect(directive?.Dimensions).toEqual([['service']]);
    expect(directive?.Metrics).toEqual(
      expect.arrayContaining([
        { Name: 'OrdersPlaced', Unit: 'Count' },
        { Name: 'OrderValueCents', Unit: 'Count' },
        { Name: 'PartsSearchLatency', Unit: 'Milliseconds' },
      ]),
    );
    expect(emf[0]).toMatchObject({ service: 'copperline', OrdersPlaced: 1, OrderValueCents: 12_345, PartsSearchLatency: 42 });
  });

  it('publishes nothing for an invocation without metrics', async () => {
    const lines = await captureLogLines(() => withTelemetry(async () => 'ok')({}));
    expect(lines.filter((l) => '_aws' in l)).toHaveLength(0);
    expect(lines.filter((l) => l.level === 'WARN')).toHaveLength(0);
  });
});
