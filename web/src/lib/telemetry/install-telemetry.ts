import type { RuntimeConfig } from '#contracts/runtime-config.ts';
import { setRequestTracer } from './request-trace.ts';

/** After the first paint, and only then, so the SDK never competes with the page it measures. */
function afterFirstPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * At start-up: with a collector in the runtime config, loads OpenTelemetry's
 * web SDK after the first paint and records every API request as a span.
 * Without one nothing is loaded or sent; requests still carry a traceparent.
 * see docs/browser-telemetry.md
 */
export function installTelemetry(config: RuntimeConfig, serviceVersion: string): void {
  const collectorUrl = config.telemetryCollectorUrl;
  if (!collectorUrl) return;
  afterFirstPaint(() => {
    import('./otel-tracer.ts')
      .then(({ createOtelRequestTracer }) => {
        const { tracer } = createOtelRequestTracer(
          { collectorUrl, headers: config.telemetryCollectorHeaders, serviceVersion },
          window.location.href,
        );
        setRequestTracer(tracer);
      })
      // Telemetry never breaks the store: without the SDK requests keep their plain traceparent.
      .catch((error: unknown) => console.warn('Browser telemetry is off:', error));
  });
}
