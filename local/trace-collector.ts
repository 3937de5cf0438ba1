import { randomBytes } from 'node:crypto';

// The local stand-in for an OpenTelemetry collector: receives OTLP/HTTP JSON
// (POST /_local/traces/v1/traces, where the local runtime config points the
// browser), keeps the last spans in memory and shows them by trace on
// /_local/traces with the spans the local gateway records for each handler
// invocation and the handler's own log lines. see docs/local-stack.md#traces

export type CollectedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** The OTLP span kind: 2 server, 3 client. */
  kind: number;
  service: string;
  startMs: number;
  endMs: number;
  attributes: Record<string, string | number | boolean>;
  /** The OTLP status code: 0 unset, 1 ok, 2 error. */
  statusCode: number;
};

export type CollectedLog = { traceId: string; at: string; line: Record<string, unknown> };

export type CollectedTrace = { traceId: string; startMs: number; spans: CollectedSpan[]; logs: CollectedLog[] };

/** How many traces /_local/traces shows; /_local/traces.json has all that are kept. */
const TRACES_ON_PAGE = 50;

const HEX_TRACE = /^[0-9a-f]{32}$/;
const HEX_SPAN = /^[0-9a-f]{16}$/;

type OtlpValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };
type OtlpAttribute = { key?: unknown; value?: OtlpValue };

function attributes(list: unknown): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  if (!Array.isArray(list)) return out;
  for (const item of list as OtlpAttribute[]) {
    if (typeof item?.key !== 'string' || !item.value) continue;
    const v = item.value;
    const value = v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : undefined) ?? v.doubleValue ?? v.boolValue;
    if (value !== undefined) out[item.key] = value;
  }
  return out;
}

// OTLP/JSON carries nanoseconds as decimal strings (or numbers).
const nanosToMs = (value: unknown): number =>
  typeof value === 'string' || typeof value === 'number' ? Number(BigInt(String(value).split('.')[0] ?? '0') / 1_000_000n) : 0;

export const newSpanId = () => randomBytes(8).toString('hex');

export class TraceCollector {
  private spans: CollectedSpan[] = [];
  private logs: CollectedLog[] = [];

  /** Keeps the last `spanLimit` spans and `logLimit` log lines; older ones drop out. */
  constructor(
    private readonly spanLimit = 1000,
    private readonly logLimit = 2000,
  ) {}

  /**
   * An OTLP ExportTraceServiceRequest in JSON. Malformed spans are counted as
   * rejected (OTLP's partial success), a body that is not a request at all throws.
   */
  receive(body: unknown): { rejectedSpans: number } {
    if (!body || typeof body !== 'object' || !Array.isArray((body as { resourceSpans?: unknown }).resourceSpans)) {
      throw new Error('Expected an OTLP ExportTraceServiceRequest: {"resourceSpans": [...]}');
    }
    let rejectedSpans = 0;
    for (const resourceSpans of (body as { resourceSpans: unknown[] }).resourceSpans) {
      const rs = (resourceSpans ?? {}) as { resource?: { attributes?: unknown }; scopeSpans?: unknown };
      const service = String(attributes(rs.resource?.attributes)['service.name'] ?? 'unknown');
      for (const scopeSpans of Array.isArray(rs.scopeSpans) ? rs.scopeSpans : []) {
        const spans = (scopeSpans as { spans?: unknown } | null)?.spans;
        for (const raw of Array.isArray(spans) ? spans : []) {
          const s = (raw ?? {}) as Record<string, unknown>;
          if (typeof s.traceId !== 'string' || !HEX_TRACE.test(s.traceId) || typeof s.spanId !== 'string' || !HEX_SPAN.test(s.spanId)) {
            rejectedSpans++;
            continue;
          }
          this.addSpan({
            traceId: s.traceId,
            spanId: s.spanId,
            parentSpanId: typeof s.parentSpanId === 'string' && HEX_SPAN.test(s.parentSpanId) ? s.parentSpanId : undefined,
            name: typeof s.name === 'string' ? s.name : '(unnamed)',
            kind: typeof s.kind === 'number' ? s.kind : 0,
            service,
            startMs: nanosToMs(s.startTimeUnixNano),
            endMs: nanosToMs(s.endTimeUnixNano),
            attributes: attributes(s.attributes),
            statusCode: Number((s.status as { code?: unknown } | undefined)?.code ?? 0),
          });
        }
      }
    }
    return { rejectedSpans };
  }

  addSpan(span: CollectedSpan): void {
    this.spans.push(span);
    if (this.spans.length > this.spanLimit) this.spans.splice(0, this.spans.length - this.spanLimit);
  }

  /** A handler's log line: kept when it names its trace (`trace_id`). */
  addLog(line: Record<string, unknown>): void {
    const traceId = line.trace_id;
    if (typeof traceId !== 'string' || !HEX_TRACE.test(traceId)) return;
    this.logs.push({ traceId, at: typeof line.timestamp === 'string' ? line.timestamp : new Date().toISOString(), line });
    if (this.logs.length > this.logLimit) this.logs.splice(0, this.logs.length - this.logLimit);
  }

  /** Every trace with what is kept of it, newest first. */
  traces(): CollectedTrace[] {
    const byId = new Map<string, CollectedTrace>();
    const get = (traceId: string, startMs: number) => {
      let t = byId.get(traceId);
      if (!t) byId.set(traceId, (t = { traceId, startMs, spans: [], logs: [] }));
      if (startMs < t.startMs) t.startMs = startMs;
      return t;
    };
    for (const span of this.spans) get(span.traceId, span.startMs).spans.push(span);
    for (const log of this.logs) get(log.traceId, Date.parse(log.at) || Date.now()).logs.push(log);
    for (const t of byId.values()) t.spans.sort((a, b) => a.startMs - b.startMs);
    return [...byId.values()].sort((a, b) => b.startMs - a.startMs);
  }

  /** The newest traces as a page: the whole memory (1,000 spans, 2,000 log lines) made a page too heavy to reload every 5 s. */
  html(): string {
    const all = this.traces();
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
    const kind = (k: number) => (k === 2 ? 'server' : k === 3 ? 'client' : 'internal');
    const sections = all
      .slice(0, TRACES_ON_PAGE)
      .map((collectedTrace) => {
        const spans = collectedTrace.spans
          .map(
            (span) =>
              `<li${span.statusCode === 2 ? ' class="error"' : ''}><strong>${esc(span.name)}</strong> <span class="dim">${esc(span.service)} · ${kind(span.kind)} · ${span.endMs - span.startMs} ms · span ${span.spanId}${span.parentSpanId ? ` ← ${span.parentSpanId}` : ''}</span><br><code>${esc(JSON.stringify(span.attributes))}</code></li>`,
          )
          .join('');
        const logs = collectedTrace.logs.map((l) => `<li><code>${esc(JSON.stringify(l.line))}</code></li>`).join('');
        return `<article id="${collectedTrace.traceId}"><header>trace <strong>${collectedTrace.traceId}</strong> <time>${new Date(collectedTrace.startMs).toISOString()}</time></header><h2>Spans</h2><ul>${spans || '<li class="dim">none</li>'}</ul><h2>Handler log lines</h2><ul>${logs || '<li class="dim">none</li>'}</ul></article>`;
      })
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local traces · Copperline</title><meta http-equiv="refresh" content="5"><style>body{background:#131313;color:#eee;font-family:system-ui;max-width:70rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #333;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:.9em;color:#bbb;margin:.75rem 0 .25rem}time,.dim{color:#999;font-size:.85em}code,header strong{font-size:.85em;word-break:break-all}li{margin:.35rem 0}.error strong{color:#E51601}a{color:#eee}</style></head><body><h1>Local traces</h1><p>Browser spans (OpenTelemetry, sent to <code>/_local/traces/v1/traces</code>), the gateway's span for each handler call and the handler's log lines, grouped by trace id, the newest ${TRACES_ON_PAGE} of ${all.length} traces kept. All of them as JSON at <a href="/_local/traces.json">/_local/traces.json</a>; e-mails are in the <a href="/_local/outbox">outbox</a>. This page exists only in the local stack.</p>${sections || '<p>No traces yet.</p>'}</body></html>`;
  }
}
