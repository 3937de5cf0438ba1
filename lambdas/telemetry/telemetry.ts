import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, METRICS_SERVICE } from '#contracts/telemetry.ts';
import { setMetricSink } from './business-metric.ts';
import { setLogSink } from './log-port.ts';
import { redactingReplacer } from './redact.ts';

// One Logger and Metrics per Lambda container, shared by every module
// of the function. Configured by the POWERTOOLS_* and LOG_LEVEL environment
// (set once in lib/constructs/store-function.ts; locally in local/aws-env.ts).
// see docs/operations.md
export const logger = new Logger({ serviceName: METRICS_SERVICE, jsonReplacerFn: redactingReplacer });

export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE, logger });

setMetricSink((name, unit, value) => {
  metrics.addMetric(name, unit, value);
});

setLogSink((level, message, fields) => {
  logger[level](message, fields);
});
