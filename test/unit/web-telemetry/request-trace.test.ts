import { afterEach, describe, expect, it } from 'vitest';
import { parseTraceparent } from '#lambdas/telemetry/traceparent.ts';
import { setRequestTracer, startRequestTrace, unrecordedTrace } from '../../../web/src/lib/telemetry/request-trace.ts';
import { tracesUrl } from '../../../web/src/lib/telemetry/otel-tracer.ts';

afterEach(() => setRequestTracer(unrecordedTrace));

describe('request traces', () => {
  it('without the SDK, every request gets a fresh, valid, unsampled traceparent that the handlers accept', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const { traceparent } = startRequestTrace({ routeId: 'getVersion', method: 'GET', url: '/api/version' });
      expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
      const parsed = parseTraceparent(traceparent);
      expect(parsed).not.toBeNull();
      ids.add(parsed!.traceId);
    }
    expect(ids.size).toBe(1000);
  });

  it('uses the installed tracer once the SDK has loaded', () => {
    const ended: unknown[] = [];
    setRequestTracer((info) => ({ traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01`, end: (o) => ended.push([info.routeId, o.status]) }));
    const trace = startRequestTrace({ routeId: 'getCart', method: 'GET', url: '/api/cart' });
    trace.end({ status: 200 });
    expect(trace.traceparent).toBe(`00-${'a'.repeat(32)}-${'b'.repeat(16)}-01`);
    expect(ended).toEqual([['getCart', 200]]);
  });
});

describe('tracesUrl', () => {
  it('is {collector}/v1/traces, absolute', () => {
    expect(tracesUrl('https://otel.example.com')).toBe('https://otel.example.com/v1/traces');
    expect(tracesUrl('https://otel.example.com/otlp/')).toBe('https://otel.example.com/otlp/v1/traces');
    expect(tracesUrl('/_local/traces', 'http://127.0.0.1:5173/boards')).toBe('http://127.0.0.1:5173/_local/traces/v1/traces');
  });
});
