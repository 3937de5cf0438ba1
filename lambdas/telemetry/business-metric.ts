import { BUSINESS_METRICS } from '#contracts/telemetry.ts';

// The port domain modules emit business metrics through, so they never import
// Powertools; withTelemetry() plugs the Metrics instance in. Without it (unit
// tests, scripts) a metric goes nowhere. see docs/operations.md#business-metrics
export type BusinessMetric = keyof typeof BUSINESS_METRICS;
export type MetricUnitName = 'Count' | 'Milliseconds';
export type MetricSink = (name: string, unit: MetricUnitName, value: number) => void;

let sink: MetricSink = () => {};

export function setMetricSink(next: MetricSink): void {
  sink = next;
}

const UNITS: Record<BusinessMetric, MetricUnitName> = {
  boardsUploaded: 'Count',
  boardsProcessed: 'Count',
  boardsFailed: 'Count',
  ordersPlaced: 'Count',
  orderValueCents: 'Count',
  checkoutConflicts: 'Count',
  partsSearchLatencyMs: 'Milliseconds',
};

/** Records one business fact; never throws (a metric must not fail a request). */
export function recordMetric(metric: BusinessMetric, value = 1): void {
  try {
    sink(BUSINESS_METRICS[metric], UNITS[metric], value);
  } catch {
    // A broken metric sink must not turn a placed order into an error.
  }
}
