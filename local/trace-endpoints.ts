import { parseTraceparent } from '../lambdas/telemetry/traceparent.ts';
import type { Invocation, LocalReceivers } from './gateway.ts';
import { newSpanId, type TraceCollector } from './trace-collector.ts';

/** The collector URL the local runtime config gives the browser: spans go to `{it}/v1/traces`. */
export const LOCAL_COLLECTOR_PATH = '/_local/traces';

/** OTLP/HTTP with JSON bodies, as an OpenTelemetry collector answers it. */
export function localTraceReceivers(traces: TraceCollector): LocalReceivers {
  return {
    [`${LOCAL_COLLECTOR_PATH}/v1/traces`]: (body) => {
      let request: unknown;
      try {
        request = JSON.parse(body.toString('utf8'));
        const { rejectedSpans } = traces.receive(request);
        return {
          status: 200,
          body: JSON.stringify(
            rejectedSpans ? { partialSuccess: { rejectedSpans, errorMessage: 'spans without a valid traceId or spanId' } } : {},
          ),
        };
      } catch (error) {
        return { status: 400, body: JSON.stringify({ code: 3, message: error instanceof Error ? error.message : 'not OTLP JSON' }) };
      }
    },
  };
}

/**
 * The span Lambda and X-Ray would record for a handler invocation: a child of
 * the browser's request span when the request carried a valid `traceparent`
 * (otherwise the handler started its own trace, and its log lines show it).
 */
export function recordInvocation(traces: TraceCollector, invocation: Invocation): void {
  const parent = parseTraceparent(invocation.traceparent);
  if (!parent) return;
  traces.addSpan({
    traceId: parent.traceId,
    spanId: newSpanId(),
    parentSpanId: parent.parentId,
    name: `${invocation.method} ${invocation.routeId}`,
    kind: 2,
    service: 'copperline handler (local gateway)',
    startMs: invocation.startMs,
    endMs: invocation.endMs,
    attributes: {
      'http.request.method': invocation.method,
      'url.path': invocation.path,
      'http.response.status_code': invocation.status,
      'faas.name': invocation.handler,
    },
    statusCode: invocation.status >= 500 ? 2 : 0,
  });
}
