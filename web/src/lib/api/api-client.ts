import type { z } from 'zod/mini';
import { API_PREFIX, fillPath } from '#contracts/route-paths.ts';
import type { RouteId, Routes } from '#contracts/routes.ts';
import { startRequestTrace } from '../telemetry/request-trace.ts';
import { ApiError } from './api-error.ts';
import { loadRouteDef } from './route-areas.ts';
import { DEFAULT_ATTEMPTS, isRetryableStatus, isThrottlingBody, retryDelayMs } from './retry.ts';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The typed client over the route table: path, method and body come from the
 * route, the answer is parsed with the route's response schema.
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
  const route = await loadRouteDef(id);
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
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  // Waits before the next attempt; false when the attempts or the delay cap are used up.
  const backOff = async (attempt: number): Promise<boolean> => {
    const delay = attempt < attempts ? retryDelayMs(attempt) : null;
    if (delay === null) return false;
    await sleep(delay);
    return true;
  };
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    // One span per attempt, so each carries its own traceparent (see docs/browser-telemetry.md#trace-headers).
    const trace = startRequestTrace({ routeId: id, method: route.method, url });
    try {
      res = await fetch(url, {
        method: route.method,
        headers: { ...headers, traceparent: trace.traceparent },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
      trace.end({ status: res.status });
    } catch (error) {
      trace.end({ error });
      // A network error (fetch rejects); an abort is the caller's wish, not a failure to retry.
      if (options.signal?.aborted || !(await backOff(attempt))) throw error;
      continue;
    }
    if (res.ok) return route.response.parse(await res.json()) as z.infer<Route<Id>['response']>;
    const body: unknown = await res.json().catch(() => null);
    if ((isRetryableStatus(res.status) || isThrottlingBody(body)) && (await backOff(attempt))) continue;
    throw new ApiError(res.status, body as ConstructorParameters<typeof ApiError>[1]);
  }
}
