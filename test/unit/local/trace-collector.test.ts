import { describe, expect, it } from 'vitest';
import { TraceCollector } from '../../../local/trace-collector.ts';
import { localTraceReceivers, recordInvocation } from '../../../local/trace-endpoints.ts';

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const browserSpan = '00f067aa0ba902b7';

function otlp(spans: Record<string, unknown>[], service = 'copperline-web') {
  return {
    resourceSpans: [
      {
        resource: { attributes: [{ key: 'service.name', value: { stringValue: service } }] },
        scopeSpans: [{ scope: { name: 'copperline-web' }, spans }],
      },
    ],
  };
}

const span = (over: Record<string, unknown> = {}) => ({
  traceId,
  spanId: browserSpan,
  name: 'GET getVersion',
  kind: 3,
  startTimeUnixNano: '1764073800000000000',
  endTimeUnixNano: '1764073800042000000',
  attributes: [
    { key: 'http.response.status_code', value: { intValue: 200 } },
    { key: 'copperline.route_id', value: { stringValue: 'getVersion' } },
  ],
  status: { code: 0 },
  ...over,
});

describe('the local trace collector', () => {
  it('keeps OTLP JSON spans with their service, times and attributes, grouped by trace', () => {
    const traces = new TraceCollector();
    expect(traces.receive(otlp([span()]))).toEqual({ rejectedSpans: 0 });
    const [trace] = traces.traces();
    expect(trace?.traceId).toBe(traceId);
    expect(trace?.spans).toEqual([
      expect.objectContaining({
        spanId: browserSpan,
        service: 'copperline-web',
        kind: 3,
        startMs: 1764073800000,
        endMs: 1764073800042,
        attributes: { 'http.response.status_code': 200, 'copperline.route_id': 'getVersion' },
      }),
    ]);
  });

  it('puts the gateway span and the handler log lines of a request under the browser span’s trace', () => {
    const traces = new TraceCollector();
    traces.receive(otlp([span()]));
    recordInvocation(traces, {
      handler: 'http/version/get-version',
      routeId: 'getVersion',
      method: 'GET',
      path: '/api/version',
      traceparent: `00-${traceId}-${browserSpan}-01`,
      status: 200,
      startMs: 1764073800010,
      endMs: 1764073800030,
    });
    traces.addLog({ level: 'INFO', message: 'request', trace_id: traceId, timestamp: '2025-11-25T12:30:00.030Z', route_id: 'getVersion' });
    traces.addLog({ level: 'INFO', message: 'another trace', trace_id: 'ffffffffffffffffffffffffffffffff' });
    traces.addLog({ level: 'INFO', message: 'no trace' });
    const trace = traces.traces().find((t) => t.traceId === traceId);
    expect(trace?.spans.map((s) => [s.kind, s.parentSpanId])).toEqual([
      [3, undefined],
      [2, browserSpan],
    ]);
    expect(trace?.logs.map((l) => l.line.message)).toEqual(['request']);
    expect(traces.traces()).toHaveLength(2);
    expect(traces.html()).toContain(traceId);
  });

  it('shows the newest 50 traces on its page and keeps the rest for the JSON', () => {
    const traces = new TraceCollector();
    const ids = Array.from({ length: 60 }, (_, i) => i.toString(16).padStart(32, 'a'));
    ids.forEach((id, i) => traces.receive(otlp([span({ traceId: id, startTimeUnixNano: `${1764073800000 + i}000000` })])));
    expect(traces.traces()).toHaveLength(60);
    const page = traces.html();
    expect(ids.filter((id) => page.includes(`id="${id}"`))).toEqual(ids.slice(10));
    expect(page).toContain('the newest 50 of 60 traces kept');
  });

  it('records no gateway span for a request without a valid traceparent', () => {
    const traces = new TraceCollector();
    for (const traceparent of [undefined, 'garbage', `00-${'0'.repeat(32)}-${browserSpan}-01`]) {
      recordInvocation(traces, { handler: 'h', routeId: 'r', method: 'GET', path: '/', traceparent, status: 200, startMs: 0, endMs: 1 });
    }
    expect(traces.traces()).toEqual([]);
  });

  it('rejects spans without valid ids (partial success) and bodies that are no export request (400)', () => {
    const traces = new TraceCollector();
    const receive = localTraceReceivers(traces)['/_local/traces/v1/traces']!;
    const partial = receive(Buffer.from(JSON.stringify(otlp([span(), span({ traceId: 'nope' }), span({ spanId: 42 })]))));
    expect(partial.status).toBe(200);
    expect(JSON.parse(partial.body)).toMatchObject({ partialSuccess: { rejectedSpans: 2 } });
    expect(receive(Buffer.from('{oops')).status).toBe(400);
    expect(receive(Buffer.from('{"spans":[]}')).status).toBe(400);
    expect(traces.traces()[0]?.spans).toHaveLength(1);
  });

  it('keeps only the last spans and log lines, even after ten times as many', () => {
    const traces = new TraceCollector(100, 50);
    const spans = Array.from({ length: 1000 }, (_, i) =>
      span({ traceId: i.toString(16).padStart(32, '0'), spanId: (i + 1).toString(16).padStart(16, '0') }),
    );
    traces.receive(otlp(spans));
    for (let i = 0; i < 500; i++) traces.addLog({ level: 'INFO', message: String(i), trace_id: traceId });
    const all = traces.traces();
    expect(all.reduce((n, t) => n + t.spans.length, 0)).toBe(100);
    expect(all.find((t) => t.traceId === (999).toString(16).padStart(32, '0'))).toBeDefined();
    expect(all.find((t) => t.traceId === (899).toString(16).padStart(32, '0'))).toBeUndefined();
    expect(
      all
        .find((t) => t.traceId === traceId)
        ?.logs.map((l) => l.line.message)
        .at(0),
    ).toBe('450');
  });

  it('escapes what it shows', () => {
    const traces = new TraceCollector();
    traces.receive(otlp([span({ name: '<script>alert(1)</script>' })]));
    expect(traces.html()).not.toContain('<script>alert');
  });
});
