import type { ClientRequest, IncomingMessage } from 'node:http';
import { subscribe } from 'node:diagnostics_channel';
import { sendDocument } from './daemon-socket.ts';
import { tracedInvocation } from './invocation-trace.ts';
import { causeOf, epochSeconds, newSegmentId, type SubsegmentDocument } from './subsegment.ts';

// Every outgoing request of a traced invocation becomes a subsegment under
// the handler's, named by host. Node announces them on diagnostics channels:
// node:http's client (the AWS SDK, Stripe) and undici (fetch). Nothing is
// patched. see docs/operations.md#x-ray

type UndiciRequest = { origin: string | URL; method: string; path: string };

function opened(request: object, method: string, url: URL): void {
  const invocation = tracedInvocation();
  if (!invocation) return;
  invocation.open.set(request, {
    type: 'subsegment',
    trace_id: invocation.handler.trace_id,
    parent_id: invocation.handler.id,
    id: newSegmentId(),
    name: url.hostname,
    start_time: epochSeconds(),
    namespace: url.hostname.endsWith('.amazonaws.com') ? 'aws' : 'remote',
    // Without the query: it can carry ids, tokens or personal data.
    http: { request: { method, url: `${url.protocol}//${url.host}${url.pathname}` } },
  });
}

/** Sends an open call's subsegment, ended now, with what its end adds. */
function closeCall(request: object, ending: (call: SubsegmentDocument) => Partial<SubsegmentDocument>): void {
  const invocation = tracedInvocation();
  const call = invocation?.open.get(request);
  if (!invocation || !call) return;
  invocation.open.delete(request);
  sendDocument(invocation.address, { ...call, end_time: epochSeconds(), ...ending(call) } satisfies SubsegmentDocument);
}

function answered(request: object, status: number): void {
  closeCall(request, (call) => ({
    http: { request: call.http?.request ?? { method: '', url: '' }, response: { status } },
    ...(status >= 500 ? { fault: true } : status >= 400 ? { error: true } : {}),
    ...(status === 429 ? { throttle: true } : {}),
  }));
}

function failed(request: object, error: unknown): void {
  closeCall(request, () => ({ fault: true, cause: causeOf(error, true) }));
}

function httpRequestUrl(request: ClientRequest): URL {
  const host = request.getHeader('host');
  return new URL(request.path, `${request.protocol}//${typeof host === 'string' ? host : request.host}`);
}

function undiciRequestUrl(request: UndiciRequest): URL {
  return new URL(request.path, request.origin);
}

/** A channel handler that never throws into the request it observes. */
function safely<M>(handle: (message: M) => void): (message: unknown) => void {
  return (message) => {
    try {
      handle(message as M);
    } catch {
      // Tracing never fails a request.
    }
  };
}

let watching = false;

/** Subscribes once per process, on the first traced invocation. */
export function watchOutgoingCalls(): void {
  if (watching) return;
  watching = true;
  subscribe(
    'http.client.request.start',
    safely(({ request }: { request: ClientRequest }) => opened(request, request.method, httpRequestUrl(request))),
  );
  subscribe(
    'http.client.response.finish',
    safely(({ request, response }: { request: ClientRequest; response: IncomingMessage }) => answered(request, response.statusCode ?? 0)),
  );
  subscribe(
    'http.client.request.error',
    safely(({ request, error }: { request: ClientRequest; error: unknown }) => failed(request, error)),
  );
  subscribe(
    'undici:request:create',
    safely(({ request }: { request: UndiciRequest }) => opened(request, request.method, undiciRequestUrl(request))),
  );
  subscribe(
    'undici:request:headers',
    safely(({ request, response }: { request: UndiciRequest; response: { statusCode: number } }) => answered(request, response.statusCode)),
  );
  subscribe(
    'undici:request:error',
    safely(({ request, error }: { request: UndiciRequest; error: unknown }) => failed(request, error)),
  );
}
