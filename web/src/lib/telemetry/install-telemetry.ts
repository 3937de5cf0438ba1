import type { RuntimeConfig } from '#contracts/runtime-config.ts';
import { afterFirstUse } from '../after-first-use.ts';
import { setRequestTracer } from './request-trace.ts';

/**
 * At start-up: with a collector in the runtime config, loads OpenTelemetry's
 * web SDK once the page is in use (first interaction, or loaded and idle for a
 * few seconds: after-first-use.ts), so it never competes with the page it
 * measures, and from then on records every API request as a span.
 * Without one nothing is loaded or sent; requests still carry a traceparent.
 * see docs/browser-telemetry.md
 */
export function installTelemetry(config: RuntimeConfig, serviceVersion: string): void {
  const collectorUrl = config.telemetryCollectorUrl;
  if (!collectorUrl) return;
  afterFirstUse(() => {
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
