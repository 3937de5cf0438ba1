import { createSocket, type Socket } from 'node:dgram';
import { createServer, get, type ClientRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AWSXRay from 'aws-xray-sdk-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountRoutes } from '#contracts/routes/account-routes.ts';
import { defineHandler } from '#lambdas/http/define-handler.ts';
import { withTelemetry } from '#lambdas/telemetry/with-telemetry.ts';
import { parseDaemonAddress } from '#lambdas/telemetry/xray/daemon-socket.ts';
import { parseInvocationHeader } from '#lambdas/telemetry/xray/invocation-header.ts';
import { beginInvocation, tracedInvocation } from '#lambdas/telemetry/xray/invocation-trace.ts';
import type { SubsegmentDocument } from '#lambdas/telemetry/xray/subsegment.ts';
import { captureLogLines } from './log-capture.ts';
import { apiEvent, lambdaContext } from './lambda-invocation.ts';

// A UDP socket stands in for the X-Ray daemon; a local HTTP server for DynamoDB, Stripe and the rest.
const ROOT = '1-5759e988-bd862e3fe1be46a994272793';
const PARENT = '53995c3f42cd8ad8';
const BROWSER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const HEADER_LINE = '{"format": "json", "version": 1}\n';
const SEGMENT_ID = /^[0-9a-f]{16}$/;

let daemon: Socket;
let daemonAddress: string;
let datagrams: string[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  daemon = createSocket('udp4');
  daemon.on('message', (message) => datagrams.push(message.toString('utf8')));
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  daemonAddress = `127.0.0.1:${daemon.address().port}`;
  server = createServer((request, response) => {
    response.statusCode = request.url?.startsWith('/down') ? 503 : 200;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  daemon.close();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  vi.unstubAllEnvs();
  datagrams = [];
});

function traceInLambda(sampled: '0' | '1' = '1'): void {
  vi.stubEnv('AWS_XRAY_DAEMON_ADDRESS', daemonAddress);
  vi.stubEnv('_X_AMZN_TRACE_ID', `Root=${ROOT};Parent=${PARENT};Sampled=${sampled}`);
  vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'true');
}

/** The documents once `count` datagrams arrived; each datagram is the header line and one document. */
async function documents(count: number): Promise<SubsegmentDocument[]> {
  await expect.poll(() => datagrams.length).toBeGreaterThanOrEqual(count);
  for (const datagram of datagrams) expect(datagram.startsWith(HEADER_LINE)).toBe(true);
  return datagrams.map((d) => JSON.parse(d.slice(HEADER_LINE.length)) as SubsegmentDocument);
}

function httpGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** A traced invocation that leaves one known datagram: sends after an untraced one must not show up before it. */
async function tracedMarker(): Promise<SubsegmentDocument[]> {
  traceInLambda();
  await withTelemetry(async () => 'marker')({});
  return documents(1);
}

describe('X-Ray subsegments sent to the daemon', () => {
  it("records the handler and each outgoing http and fetch call under it, as Lambda's function segment's children", async () => {
    traceInLambda();
    const handler = withTelemetry(async () => {
      const status = await httpGet(`${origin}/ok?email=someone@example.com`);
      const answer = await fetch(`${origin}/down/table?token=secret`);
      await answer.text();
      return [status, answer.status];
    });
    expect(await handler({})).toEqual([200, 503]);

    const docs = await documents(3);
    expect(docs).toHaveLength(3);
    const handlerDoc = docs.find((d) => d.name.startsWith('## '));
    const [httpCall, fetchCall] = docs.filter((d) => d.http);
    expect(handlerDoc).toMatchObject({
      type: 'subsegment',
      trace_id: ROOT,
      parent_id: PARENT,
      annotations: { ColdStart: expect.any(Boolean), Service: 'copperline', trace_id: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    expect(handlerDoc?.fault).toBeUndefined();
    expect(httpCall).toMatchObject({
      type: 'subsegment',
      trace_id: ROOT,
      parent_id: handlerDoc?.id,
      name: '127.0.0.1',
      namespace: 'remote',
      http: { request: { method: 'GET', url: `${origin}/ok` }, response: { status: 200 } },
    });
    expect(httpCall?.fault).toBeUndefined();
    expect(fetchCall).toMatchObject({
      trace_id: ROOT,
      parent_id: handlerDoc?.id,
      name: '127.0.0.1',
      namespace: 'remote',
      http: { request: { method: 'GET', url: `${origin}/down/table` }, response: { status: 503 } },
      fault: true,
    });
    expect(JSON.stringify(docs)).not.toMatch(/secret|someone@example\.com/);

    const ids = docs.map((d) => d.id);
    for (const id of ids) expect(id).toMatch(SEGMENT_ID);
    expect(new Set(ids).size).toBe(3);
    // The calls ran one after the other inside the handler.
    const inOrder = [
      handlerDoc?.start_time,
      httpCall?.start_time,
      httpCall?.end_time,
      fetchCall?.start_time,
      fetchCall?.end_time,
      handlerDoc?.end_time,
    ].map((t) => t ?? NaN);
    for (const t of inOrder) expect(t).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(inOrder).toEqual([...inOrder].sort((x, y) => x - y));
  });

  it("annotates the browser's trace id and marks a handler error as a fault with its cause", async () => {
    traceInLambda();
    const handler = defineHandler(accountRoutes, 'getVersion', async () => {
      throw new Error('table unreachable');
    });
    let status: unknown;
    await captureLogLines(async () => {
      const response = await handler(apiEvent('req-1', { traceparent: `00-${BROWSER_TRACE}-00f067aa0ba902b7-01` }), lambdaContext());
      status = typeof response === 'object' ? response.statusCode : undefined;
    });
    expect(status).toBe(500);
    const [doc] = await documents(1);
    expect(doc).toMatchObject({
      parent_id: PARENT,
      annotations: { trace_id: BROWSER_TRACE },
      fault: true,
      cause: { exceptions: [{ type: 'Error', message: 'table unreachable', id: expect.stringMatching(SEGMENT_ID) }] },
    });
  });

  it('marks a thrown error of an event consumer as a fault and still throws it', async () => {
    traceInLambda();
    await expect(withTelemetry(async () => Promise.reject(new TypeError('bad message')))({})).rejects.toThrow('bad message');
    const [doc] = await documents(1);
    expect(doc).toMatchObject({ fault: true, cause: { exceptions: [{ type: 'TypeError', message: 'bad message' }] } });
  });

  it('records a call that never got an answer as a remote fault', async () => {
    traceInLambda();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await withTelemetry(async () => httpGet(`http://127.0.0.1:${port}/`).catch(() => 0))({});
    const docs = await documents(2);
    const call = docs.find((d) => d.http);
    expect(call).toMatchObject({ fault: true, cause: { exceptions: [{ remote: true }] } });
    expect(call?.http?.response).toBeUndefined();
  });

  it('sends nothing for an unsampled request, without a daemon address, or when switched off', async () => {
    traceInLambda('0');
    await withTelemetry(async () => httpGet(`${origin}/ok`))({});
    vi.stubEnv('_X_AMZN_TRACE_ID', `Root=${ROOT};Parent=${PARENT};Sampled=1`);
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'false');
    await withTelemetry(async () => httpGet(`${origin}/ok`))({});
    vi.unstubAllEnvs();
    vi.stubEnv('AWS_XRAY_DAEMON_ADDRESS', '');
    vi.stubEnv('_X_AMZN_TRACE_ID', `Root=${ROOT};Parent=${PARENT};Sampled=1`);
    expect(await withTelemetry(async () => httpGet(`${origin}/ok`))({})).toBe(200);

    const docs = await tracedMarker();
    expect(docs).toHaveLength(1);
    expect(docs[0]?.http).toBeUndefined();
  });
});

describe('when X-Ray is on', () => {
  it('traces nothing where one process may run several invocations at once', () => {
    traceInLambda();
    vi.stubEnv('AWS_LAMBDA_MAX_CONCURRENCY', '4');
    expect(beginInvocation('copperline')).toBeNull();
    expect(tracedInvocation()).toBeNull();
  });

  it('reads Root, Parent and Sampled', () => {
    expect(parseInvocationHeader(`Root=${ROOT};Parent=${PARENT};Sampled=1;Lineage=a:1`)).toEqual({
      root: ROOT,
      parent: PARENT,
      sampled: true,
    });
    expect(parseInvocationHeader(`Root=${ROOT};Parent=${PARENT}`)?.sampled).toBe(false);
    expect(parseInvocationHeader(`Root=${ROOT}`)).toBeNull();
    expect(parseInvocationHeader(undefined)).toBeNull();
  });

  it('takes the UDP address from either form', () => {
    expect(parseDaemonAddress('169.254.79.129:2000')).toEqual({ host: '169.254.79.129', port: 2000 });
    expect(parseDaemonAddress('tcp:127.0.0.1:2000 udp:127.0.0.2:2001')).toEqual({ host: '127.0.0.2', port: 2001 });
    expect(parseDaemonAddress('127.0.0.1')).toBeNull();
    expect(parseDaemonAddress(undefined)).toBeNull();
  });
});

describe('against the X-Ray SDK it replaces (docs/architecture.md#libraries-and-what-stays-hand-written)', () => {
  /** The SDK's own document for one http call (what its captureHTTPs sends): a subsegment of a segment in the same trace. */
  async function sdkDocument(url: string): Promise<Record<string, unknown>> {
    const segment = new AWSXRay.Segment('function', ROOT, PARENT);
    const subsegment = segment.addNewSubsegment(new URL(url).hostname);
    subsegment.namespace = 'remote';
    const [request, response] = await new Promise<[ClientRequest, IncomingMessage]>((resolve, reject) => {
      const req = get(url, (res) => {
        res.resume();
        res.on('end', () => resolve([req, res]));
      }).on('error', reject);
    });
    subsegment.addRemoteRequestData(request, response, false);
    const status = response.statusCode ?? 0;
    if (status >= 500) subsegment.addFaultFlag();
    else if (status >= 400) subsegment.addErrorFlag();
    subsegment.close();
    return JSON.parse(subsegment.format()) as Record<string, unknown>;
  }

  it.each(['/ok', '/down/table'])('sends an http call to %s as the same document the SDK would', async (path) => {
    traceInLambda();
    await withTelemetry(async () => httpGet(`${origin}${path}?token=secret`))({});
    const ours = (await documents(2)).find((d) => d.http) as Record<string, unknown> | undefined;
    const sdk = await sdkDocument(`${origin}${path}?token=secret`);
    expect(Object.keys(ours ?? {}).sort()).toEqual(Object.keys(sdk).sort());
    // Where ours differs on purpose: the SDK drops the port from the URL (req.host) and adds the answer's content_length.
    const same = (subsegment: Record<string, unknown>) => {
      const http = subsegment.http as { request: { method: string; url: string }; response: { status: number } };
      const url = new URL(http.request.url);
      return {
        type: subsegment.type,
        trace_id: subsegment.trace_id,
        name: subsegment.name,
        namespace: subsegment.namespace,
        fault: subsegment.fault,
        request: { method: http.request.method, url: `${url.protocol}//${url.hostname}${url.pathname}` },
        status: http.response.status,
      };
    };
    expect(same(ours ?? {})).toEqual(same(sdk));
    for (const d of [ours, sdk])
      expect(d).toMatchObject({ id: expect.stringMatching(SEGMENT_ID), start_time: expect.any(Number), end_time: expect.any(Number) });
  });
});
