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
    setRequestTracer((info) => ({
      traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01`,
      end: (o) => ended.push([info.routeId, o.status]),
    }));
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

describe('the OpenTelemetry request tracer', () => {
  it('records status, errors and cancelled requests on the span it exports', async () => {
    const bodies: unknown[] = [];
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        bodies.push(JSON.parse(body));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const { createOtelRequestTracer } = await import('../../../web/src/lib/telemetry/otel-tracer.ts');
    const otel = createOtelRequestTracer({ collectorUrl: `http://127.0.0.1:${port}`, serviceVersion: 'abc' });
    try {
      otel.tracer({ routeId: 'ok', method: 'GET', url: '/api/ok' }).end({ status: 200 });
      otel.tracer({ routeId: 'down', method: 'GET', url: '/api/down' }).end({ status: 503 });
      otel.tracer({ routeId: 'net', method: 'GET', url: '/api/net' }).end({ error: new TypeError('Failed to fetch') });
      otel
        .tracer({ routeId: 'gone', method: 'GET', url: '/api/gone' })
        .end({ error: Object.assign(new Error('aborted'), { name: 'AbortError' }) });
      await otel.flush();
      type Span = { name: string; status?: { code?: number }; attributes: { key: string }[] };
      const spans = (bodies as { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] }[]).flatMap((body) =>
        body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)),
      );
      const status = Object.fromEntries(spans.map((s) => [s.name, s.status?.code ?? 0]));
      expect(status).toEqual({ 'GET ok': 0, 'GET down': 2, 'GET net': 2, 'GET gone': 0 });
      expect(spans.find((s) => s.name === 'GET gone')?.attributes.map((a) => a.key)).toContain('copperline.aborted');
    } finally {
      await otel.shutdown();
      server.close();
    }
  });
});
