import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, WebTracerProvider } from '@opentelemetry/sdk-trace-web';
import type { RequestTracer } from './request-trace.ts';

// OpenTelemetry's web SDK, loaded only when a collector is configured
// (install-telemetry.ts). The OTLP exporter itself gives the export rules:
// JSON to {collector}/v1/traces, a 10 s timeout per export, retries with
// back-off on 429, 502, 503 and 504 (honouring Retry-After) within that
// timeout, and at most 30 exports in flight. see docs/browser-telemetry.md#export
export const EXPORT_TIMEOUT_MS = 10_000;
export const MAX_CONCURRENT_EXPORTS = 30;

export type CollectorSettings = { collectorUrl: string; headers?: Record<string, string>; serviceVersion?: string };

export type OtelRequestTracer = { tracer: RequestTracer; flush: () => Promise<void>; shutdown: () => Promise<void> };

/** `{collector}/v1/traces`, absolute (the collector may be a path on this site, as locally). */
export function tracesUrl(collectorUrl: string, base?: string): string {
  return new URL(`${collectorUrl.replace(/\/+$/, '')}/v1/traces`, base).href;
}

export function createOtelRequestTracer(settings: CollectorSettings, base?: string): OtelRequestTracer {
  const exporter = new OTLPTraceExporter({
    url: tracesUrl(settings.collectorUrl, base),
    headers: { ...settings.headers },
    // The exporter's own defaults, pinned: a change of default must not change our rules.
    timeoutMillis: EXPORT_TIMEOUT_MS,
    concurrencyLimit: MAX_CONCURRENT_EXPORTS,
  });
  const provider = new WebTracerProvider({
    resource: resourceFromAttributes({
      'service.name': 'copperline-web',
      ...(settings.serviceVersion ? { 'service.version': settings.serviceVersion } : {}),
    }),
    spanProcessors: [new BatchSpanProcessor(exporter, { exportTimeoutMillis: EXPORT_TIMEOUT_MS })],
  });
  const otel = provider.getTracer('copperline-web');

  const tracer: RequestTracer = ({ routeId, method, url }) => {
    const span = otel.startSpan(`${method} ${routeId}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'http.request.method': method, 'url.full': url, 'copperline.route_id': routeId },
    });
    const { traceId, spanId, traceFlags } = span.spanContext();
    return {
      traceparent: `00-${traceId}-${spanId}-${traceFlags.toString(16).padStart(2, '0')}`,
      end: ({ status, error }) => {
        if (status !== undefined) span.setAttribute('http.response.status_code', status);
        // A request the page cancelled (it navigated on) is not a failure.
        if (error instanceof Error && error.name === 'AbortError') {
          span.setAttribute('copperline.aborted', true);
        } else if (error !== undefined) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR });
        } else if (status !== undefined && status >= 500) {
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        span.end();
      },
    };
  };
  return { tracer, flush: () => provider.forceFlush(), shutdown: () => provider.shutdown() };
}
