import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { close, HOST, listen, readBody } from './http-util.ts';

// A small stand-in for the analytics provider's ingestion API (PostHog's, as
// posthog-js calls it), so `npm start` and the end-to-end tests see what the
// browser would send: capture (single or batched, plain JSON, gzip-js or
// base64), the flags/decide call with the flags of a local file, and the
// remote configuration. The last MAX_EVENTS events are kept in memory and
// listed on /_local/analytics beside the outbox (docs/local-stack.md#analytics).

export type CapturedEvent = { at: string; event: string; distinctId: string; properties: Record<string, unknown>; batch: number };
export type LocalFlags = Record<string, boolean | string>;

export const MAX_EVENTS = 500;
const MAX_BODY = 5 * 1024 * 1024;
/** Served when the flags file is absent: one on, one off, so both paths can be seen. */
export const DEFAULT_LOCAL_FLAGS: LocalFlags = { 'local-demo-on': true, 'local-demo-off': false };

/** The events of one capture request, whatever encoding the SDK chose. */
export function decodeCapture(body: Buffer, compression: string | null, contentType: string): Record<string, unknown>[] {
  let text: string;
  if (compression === 'gzip-js' || compression === 'gzip') text = gunzipSync(body).toString('utf8');
  else if (compression === 'base64' || contentType.includes('application/x-www-form-urlencoded')) {
    const data = new URLSearchParams(body.toString('utf8')).get('data') ?? '';
    text = Buffer.from(data, 'base64').toString('utf8');
  } else text = body.toString('utf8');
  const parsed: unknown = JSON.parse(text);
  const list: unknown[] = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object' && Array.isArray((parsed as { batch?: unknown }).batch)
      ? (parsed as { batch: unknown[] }).batch
      : [parsed];
  return list.filter((e): e is Record<string, unknown> => !!e && typeof e === 'object');
}

/** The flags answer in both shapes posthog-js reads: v2 `flags` and the older `featureFlags`. */
export function flagsAnswer(flags: LocalFlags) {
  const detailed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flags)) {
    detailed[key] = {
      key,
      enabled: value !== false,
      variant: typeof value === 'string' ? value : undefined,
      reason: { code: 'local', description: 'local flags file' },
      metadata: { id: 0, version: 1 },
    };
  }
  return {
    flags: detailed,
    featureFlags: flags,
    featureFlagPayloads: {},
    errorsWhileComputingFlags: false,
    requestId: 'local',
    supportedCompression: [],
  };
}

export class AnalyticsStandIn {
  private events: CapturedEvent[] = [];
  private batches = 0;

  /** `flagsFile`: a JSON object of flag name → true, false or a variant; read on every flags call, so edits apply on the next page load. */
  constructor(private readonly flagsFile: string) {}

  flags(): LocalFlags {
    if (!existsSync(this.flagsFile)) return DEFAULT_LOCAL_FLAGS;
    try {
      const value: unknown = JSON.parse(readFileSync(this.flagsFile, 'utf8'));
      if (!value || typeof value !== 'object' || Array.isArray(value)) return DEFAULT_LOCAL_FLAGS;
      return Object.fromEntries(
        Object.entries(value).filter((e): e is [string, boolean | string] => typeof e[1] === 'boolean' || typeof e[1] === 'string'),
      );
    } catch {
      return DEFAULT_LOCAL_FLAGS;
    }
  }

  /** Newest first. */
  list(): CapturedEvent[] {
    return this.events.slice().reverse();
  }

  record(raw: Record<string, unknown>[]): void {
    this.batches += 1;
    const at = new Date().toISOString();
    for (const e of raw) {
      const properties = (e.properties && typeof e.properties === 'object' ? e.properties : {}) as Record<string, unknown>;
      const distinctId = String(properties.distinct_id ?? e.distinct_id ?? '');
      this.events.push({ at, event: String(e.event ?? ''), distinctId, properties, batch: this.batches });
    }
    if (this.events.length > MAX_EVENTS) this.events.splice(0, this.events.length - MAX_EVENTS);
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    // The provider is on another origin than the site, as in production.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (method === 'OPTIONS') return void res.writeHead(204).end();
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const path = url.pathname.replace(/\/+$/, '');
    if (method === 'GET' && path === '/_events') return json(200, this.list());
    if (method === 'GET' && /^\/array\/[^/]+\/config(\.json)?$/.test(path))
      return json(200, {
        supportedCompression: [],
        hasFeatureFlags: true,
        autocapture_opt_out: true,
        sessionRecording: false,
        surveys: false,
        heatmaps: false,
      });
    if (method !== 'POST') return json(404, { message: 'Not found' });
    const body = await readBody(req, MAX_BODY);
    if (path === '/flags' || path === '/decide') return json(200, flagsAnswer(this.flags()));
    if (['/e', '/i/v0/e', '/batch', '/capture', '/track', '/engage'].includes(path)) {
      try {
        this.record(decodeCapture(body, url.searchParams.get('compression'), String(req.headers['content-type'] ?? '')));
      } catch (error) {
        return json(400, { message: `Unreadable capture: ${(error as Error).message}` });
      }
      return json(200, { status: 1 });
    }
    return json(404, { message: 'Not found' });
  }

  html(): string {
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
    const shown = (properties: Record<string, unknown>) =>
      Object.entries(properties)
        .filter(([k]) => !k.startsWith('$') && k !== 'distinct_id' && k !== 'token')
        .map(([k, v]) => `${esc(k)}: ${esc(JSON.stringify(v))}`)
        .join(', ');
    const rows = this.list()
      .map(
        (event) =>
          `<tr><td><time>${esc(event.at)}</time></td><td>${event.batch}</td><td><strong>${esc(event.event)}</strong></td><td>${esc(event.distinctId)}</td><td>${shown(event.properties)}</td></tr>`,
      )
      .join('');
    const flags = Object.entries(this.flags())
      .map(([k, v]) => `<li>${esc(k)}: ${esc(JSON.stringify(v))}</li>`)
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local analytics · Copperline</title><meta http-equiv="refresh" content="5"><style>body{background:#131313;color:#eee;font-family:system-ui;max-width:72rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #333;padding:.4rem;text-align:left;vertical-align:top}time{color:#999;font-size:.85em}code{color:#ccc}</style></head><body><h1>Local analytics</h1><p>Events the store sent to its analytics provider, newest first (the last ${MAX_EVENTS}; batch = the request that carried it). This page exists only in the local stack. <a href="/_local/outbox" style="color:#E51601">Outbox</a></p><h2>Flags</h2><p>From <code>${esc(this.flagsFile)}</code> (a JSON object; built-in demo flags while it is absent).</p><ul>${flags || '<li>none</li>'}</ul><h2>Events</h2>${rows ? `<div style="overflow-x:auto"><table><thead><tr><th>at</th><th>batch</th><th>event</th><th>distinct id</th><th>properties</th></tr></thead><tbody>${rows}</tbody></table></div>` : '<p>No events yet.</p>'}</body></html>`;
  }
}

/** The stand-in on its own port (another origin than the site, as a real provider). */
export async function startAnalyticsStandIn(options: { flagsFile: string; port?: number }) {
  const standIn = new AnalyticsStandIn(options.flagsFile);
  const server = createServer((req, res) => {
    standIn.handle(req, res).catch((error: unknown) => {
      console.error('[analytics] request failed:', error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  const port = await listen(server, options.port ?? 0);
  return { url: `http://${HOST}:${port}`, standIn, close: () => close(server) };
}
