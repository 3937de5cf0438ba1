// The trace context of one API request. The request helper (web/src/lib/api/api-client.ts)
// sends its `traceparent` header and ends it with the answer. Until the
// OpenTelemetry SDK has loaded — and always when no collector is configured —
// requests still carry a fresh W3C trace id, so the handler's log lines can be
// found by it; only the span is not recorded. see docs/browser-telemetry.md#trace-headers

export type RequestTraceOutcome = { status?: number; error?: unknown };

export type RequestTrace = {
  /** W3C `traceparent`: 00-<32 hex trace id>-<16 hex span id>-<flags>. */
  readonly traceparent: string;
  end(outcome: RequestTraceOutcome): void;
};

export type RequestTraceInfo = { routeId: string; method: string; url: string };

export type RequestTracer = (info: RequestTraceInfo) => RequestTrace;

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  let hex = '';
  for (const v of values) hex += v.toString(16).padStart(2, '0');
  return hex;
}

/** A trace id and span id nobody records (flags 00: not sampled). */
export const unrecordedTrace: RequestTracer = () => ({
  traceparent: `00-${randomHex(16)}-${randomHex(8)}-00`,
  end: () => undefined,
});

let tracer: RequestTracer = unrecordedTrace;

/** Installed once the OpenTelemetry SDK has loaded (install-telemetry.ts). */
export function setRequestTracer(next: RequestTracer): void {
  tracer = next;
}

export function startRequestTrace(info: RequestTraceInfo): RequestTrace {
  return tracer(info);
}
