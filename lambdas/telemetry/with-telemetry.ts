import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context } from 'aws-lambda';
import { METRICS_SERVICE } from '#contracts/telemetry.ts';
import { logger, metrics } from './telemetry.ts';
import { traceFromHeaders, type TraceContext } from './traceparent.ts';
import { annotate } from './xray/invocation-trace.ts';
import { traceInvocation } from './xray/trace-middleware.ts';

/**
 * Publishes the invocation's business metrics (one EMF line) when there are
 * any. Powertools' own logMetrics() warns on every invocation without
 * metrics, which is most of them.
 */
function publishMetrics(): middy.MiddlewareObj {
  const publish = async () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return { after: publish, onError: publish };
}

/** Puts the trace id into every log line of the invocation and, where X-Ray is active, into the trace. */
export function useTrace(trace: TraceContext): void {
  logger.appendKeys({ trace_id: trace.traceId, ...(trace.parentId ? { parent_span_id: trace.parentId } : {}) });
  // Annotations are indexed: an X-Ray search for trace_id finds the browser's request.
  annotate('trace_id', trace.traceId);
}

/**
 * The telemetry middlewares every Lambda runs, outermost first: the Lambda
 * context (request id, cold start) in each log line, the X-Ray subsegments, the
 * metrics flush. Keys appended during an invocation are reset at its end.
 */
export function telemetryMiddlewares(): middy.MiddlewareObj[] {
  return [injectLambdaContext(logger, { resetKeys: true }), traceInvocation(METRICS_SERVICE), publishMetrics()];
}

/**
 * Wraps an event consumer (SQS, schedule) in the same telemetry as the HTTP
 * handlers. Events carry no traceparent, so each invocation starts a trace.
 */
export function withTelemetry<E, R>(fn: (event: E, context?: Context) => Promise<R>): (event: E, context?: Context) => Promise<R> {
  const chain = middy<E, R, Error, Context>()
    .use(telemetryMiddlewares())
    .use({
      before: async () => {
        useTrace(traceFromHeaders(undefined));
      },
    })
    .handler(fn);
  return (event, context) => chain(event, context ?? directCallContext());
}

/** What a direct call (a script, a unit test) runs with instead of Lambda's context. */
export function directCallContext(): Context {
  const fail = () => {};
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'direct-call',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:direct-call',
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: 'direct-call',
    logStreamName: 'direct-call',
    // Lambda's longest run. Not 0: middy answers with a TimeoutError when the
    // remaining time runs out, and with 0 it raced every direct call.
    getRemainingTimeInMillis: () => 15 * 60_000,
    done: fail,
    fail,
    succeed: fail,
  };
}
