import type { z } from 'zod/mini';
import { API_PREFIX, fillPath } from '#contracts/route-paths.ts';
import type { RouteDef } from '#contracts/route-types.ts';
import type { RouteId, Routes } from '#contracts/routes.ts';
import { startRequestTrace } from '../telemetry/request-trace.ts';
import { ApiError, retryAfterSecondsOf } from './api-error.ts';
import { parseFreeReads } from 'virtual:parse-free-reads';
import { afterFirstUse } from '../after-first-use.ts';
import { loadedRouteDef, loadRouteDef } from './route-areas.ts';
import { DEFAULT_ATTEMPTS, isRetryableStatus, isThrottlingBody, withRetries } from './retry.ts';

type Infer<T> = T extends z.ZodMiniType ? z.input<T> : never;
type Route<Id extends RouteId> = Routes[Id];

export type CallOptions<Id extends RouteId> = (Route<Id> extends { params: infer P } ? { params: Infer<P> } : { params?: undefined }) &
  (Route<Id> extends { body: infer B } ? { body: Infer<B> } : { body?: undefined }) &
  (Route<Id> extends { query: infer Q } ? { query?: Infer<Q> } : { query?: undefined }) & {
    /** 'none': send no token; 'force': refresh the session first. */
    auth?: 'default' | 'none' | 'force';
    attempts?: number;
    signal?: AbortSignal;
  };

export type TokenSource = (force: boolean) => Promise<string | null>;
let tokenSource: TokenSource = async () => null;

/** The auth feature registers where bearer tokens come from. */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
}

type CallRoute = Pick<RouteDef, 'method' | 'path'> & { response: RouteDef['response'] | null };

/**
 * The route of a call. A public read whose answer parses to itself goes out before its area of the
 * route table and zod have loaded (a first visit's first call: docs/performance.md#first-calls-without-zod);
 * its answer is checked against the schema once the page is in use.
 */
async function callRoute(id: RouteId): Promise<CallRoute> {
  const read = parseFreeReads[id];
  return loadedRouteDef(id) ?? (read ? { method: read[0], path: read[1], response: null } : await loadRouteDef(id));
}

/** Parses an answer read before its schema had loaded, once the page is in use; a mismatch is a contract bug to report. */
function checkLater(id: RouteId, answer: unknown): void {
  afterFirstUse(() => {
    void loadRouteDef(id).then(({ response }) => {
      const result = response.safeParse(answer);
      if (!result.success) console.error(`The answer of ${id} does not match its schema`, result.error);
    });
  });
}

/**
 * The typed client over the route table: path, method and body come from the
 * route, the answer is parsed with the route's response schema (or, for a
 * first read before the schemas have loaded, checked against it later).
 */
export async function callApi<Id extends RouteId>(id: Id, callOptions: CallOptions<Id>): Promise<z.infer<Route<Id>['response']>> {
  const options = callOptions as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
    auth?: string;
    attempts?: number;
    signal?: AbortSignal;
  };
  const route = await callRoute(id);
  const search = new URLSearchParams(
    Object.entries(options.query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  const url = API_PREFIX + fillPath(route.path, options.params ?? {}) + (search ? `?${search}` : '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth !== 'none') {
    const token = await tokenSource(options.auth === 'force');
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const init = {
    method: route.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  };
  // The web's one retry policy (web/src/lib/api/retry.ts): an abort is the caller's wish, not a failure to retry.
  const res = await withRetries(
    () => sendOnce(id, url, init),
    (error) => (error instanceof ApiError ? isRetryableAnswer(error) : !options.signal?.aborted),
    options.attempts ?? DEFAULT_ATTEMPTS,
  );
  const answer: unknown = await res.json();
  if (route.response) return route.response.parse(answer) as z.infer<Route<Id>['response']>;
  checkLater(id, answer);
  return answer as z.infer<Route<Id>['response']>;
}

/** One try of a call: its OK answer, or an ApiError with the server's body; a network error rejects as fetch does. */
async function sendOnce(id: RouteId, url: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
  // One span per attempt, so each carries its own traceparent (see docs/browser-telemetry.md#trace-headers).
  const trace = startRequestTrace({ routeId: id, method: init.method ?? 'GET', url });
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers: { ...init.headers, traceparent: trace.traceparent } });
    trace.end({ status: res.status });
  } catch (error) {
    trace.end({ error });
    throw error;
  }
  if (res.ok) return res;
  const body: unknown = await res.json().catch(() => null);
  throw new ApiError(res.status, body as ConstructorParameters<typeof ApiError>[1], retryAfterSecondsOf(res.headers.get('retry-after')));
}

function isRetryableAnswer(error: ApiError): boolean {
  return isRetryableStatus(error.status) || isThrottlingBody(error.body);
}
