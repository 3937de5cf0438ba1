import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { RATE_LIMITED_BODY, RATE_LIMITED_STATUS } from '../contracts/rate-limited-answer.ts';
import { routeThrottleOf } from '../contracts/request-limits.ts';
import { assertUnambiguousRoutes, compareSpecificity, type RoutePattern } from '../contracts/route-matching.ts';
import { fallbackHandler, fullPath, routeKey, routes, scopedRouteAuthorizerHandler } from '../contracts/routes.ts';
import type { RouteDef } from '../contracts/route-types.ts';
import { buildAuthorizerEvent, buildEvent, stringifyClaims } from './api-gateway-event.ts';
import { close, HOST, listen, readBody } from './http-util.ts';
import type { TokenVerifier } from './jwt.ts';
import { invoke } from './lambda-runtime.ts';
import { RequestLimits } from './request-limits.ts';

const MAX_PAYLOAD = 10 * 1024 * 1024; // API Gateway HTTP API request limit
const INTEGRATION_TIMEOUT_MS = 29_000;
const AUTHORIZER_TIMEOUT_MS = 10_000;

type Compiled<R extends RoutePattern> = { id: string; route: R; regex: RegExp; params: string[] };

/**
 * The route table as API Gateway reads it (docs/local-stack.md#route-choice):
 * refused when two routes could take one request with neither more specific,
 * and ordered most specific first, so the first match is the one AWS picks.
 */
export function compileRoutes<R extends RoutePattern = RouteDef>(
  table: Record<string, R> = routes as unknown as Record<string, R>,
): Compiled<R>[] {
  assertUnambiguousRoutes(table);
  return Object.entries(table)
    .sort(([, a], [, b]) => compareSpecificity(a, b))
    .map(([id, route]) => {
      const pattern = fullPath(route)
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        // After escaping, `{proxy+}` reads `{proxy\+}`: a greedy variable takes the rest of the path.
        .replace(/\{\w+\\\+\}/g, '(.+)')
        .replace(/\{\w+\}/g, '([^/]+)');
      const params = [...route.path.matchAll(/\{(\w+)\+?\}/g)].map((m) => m[1]!);
      return { id, route, regex: new RegExp(`^${pattern}$`), params };
    });
}

/** The route API Gateway would choose for this method and path, with its path parameters; null for `$default`. */
export function matchRoute<R extends RoutePattern>(compiled: Compiled<R>[], method: string, path: string) {
  for (const c of compiled) {
    if (c.route.method !== method && c.route.method !== 'ANY') continue;
    const m = c.regex.exec(path);
    if (!m) continue;
    const pathParameters = Object.fromEntries(c.params.map((name, i) => [name, decodeURIComponent(m[i + 1]!)]));
    return { ...c, pathParameters };
  }
  return null;
}

function reply(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'apigw-requestid': crypto.randomUUID(), ...headers });
  res.end(body);
}

// Lambda's proxy result (payload format 2.0) → HTTP, as API Gateway does it.
function sendResult(res: ServerResponse, result: unknown) {
  if (result && typeof result === 'object' && 'statusCode' in result) {
    const r = result as {
      statusCode: number;
      headers?: Record<string, string>;
      body?: string;
      isBase64Encoded?: boolean;
      cookies?: string[];
    };
    const headers: Record<string, string | string[]> = { ...(r.headers ?? {}) };
    if (r.cookies?.length) headers['set-cookie'] = r.cookies;
    res.writeHead(r.statusCode, headers);
    return res.end(r.body ? Buffer.from(r.body, r.isBase64Encoded ? 'base64' : 'utf8') : undefined);
  }
  reply(res, 200, typeof result === 'string' ? result : JSON.stringify(result ?? null));
}

/** An answer the gateway gives itself, without a handler. */
type Refusal = [status: number, body: string, headers?: Record<string, string>];
type Access = { claims?: Record<string, string>; lambdaContext?: Record<string, string> } | { refused: Refusal };
const UNAUTHORIZED = '{"message":"Unauthorized"}';

/**
 * Who calls, as API Gateway decides it: no Authorization header is 401 without a call; the
 * authorizer throwing "Unauthorized" is 401, isAuthorized false is 403.
 */
async function authorize(
  req: IncomingMessage,
  match: ReturnType<typeof matchRoute<RouteDef>>,
  verifier: () => TokenVerifier,
): Promise<Access> {
  if (match && (match.route.scopes || match.route.guests)) {
    if (!req.headers.authorization) return { refused: [401, UNAUTHORIZED] };
    let result: { isAuthorized?: boolean; context?: Record<string, string> };
    try {
      result = (await invoke(
        scopedRouteAuthorizerHandler,
        buildAuthorizerEvent({ req, routeKey: routeKey(match.route), pathParameters: match.pathParameters }),
        AUTHORIZER_TIMEOUT_MS,
      )) as typeof result;
    } catch (error) {
      if (error instanceof Error && error.message === 'Unauthorized') return { refused: [401, UNAUTHORIZED] };
      throw error;
    }
    if (!result.isAuthorized) return { refused: [403, '{"message":"Forbidden"}'] };
    return { lambdaContext: result.context ?? {} };
  }
  if (match && match.route.auth !== 'public') {
    const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    try {
      if (!token) throw new Error('no token');
      return { claims: stringifyClaims((await verifier().verify(token)) as Record<string, unknown>) };
    } catch {
      return { refused: [401, UNAUTHORIZED, { 'www-authenticate': 'Bearer' }] };
    }
  }
  return {};
}

/** The web ACL's and the route's limits, checked before any authorizer or handler runs, as in AWS; the 429 when over. */
function overLimit(limits: RequestLimits, req: IncomingMessage, path: string, match: ReturnType<typeof matchRoute<RouteDef>>) {
  const limit = limits.check({
    client: req.socket.remoteAddress ?? 'unknown',
    path,
    routeId: match?.id ?? '$default',
    throttle: routeThrottleOf(match?.route ?? {}),
  });
  if (limit.allowed) return null;
  const refusal: Refusal = [RATE_LIMITED_STATUS, JSON.stringify(RATE_LIMITED_BODY), { 'retry-after': String(limit.retryAfterSeconds) }];
  return refusal;
}

export type LocalPages = Record<string, () => string>;
/** Local-only POST endpoints (the trace collector): the body in, the answer out. */
export type LocalReceivers = Record<string, (body: Buffer) => { status: number; body: string }>;
/** What the gateway saw of one handler invocation (for the local trace view). */
export type Invocation = {
  handler: string;
  routeId: string;
  method: string;
  path: string;
  traceparent: string | undefined;
  status: number;
  startMs: number;
  endMs: number;
};

/**
 * A local API Gateway (HTTP API) over the route table: matches routes as AWS
 * does, applies the request limits, checks the JWT like the Cognito
 * authorizer (401 `{"message":"Unauthorized"}`) or, on routes with `scopes` or `guests`,
 * calls the real Lambda authorizer, builds the 2.0 event and invokes the real
 * handler in-process.
 */
export async function startGateway(options: {
  port?: number;
  verifier: () => TokenVerifier;
  pages?: LocalPages;
  receivers?: LocalReceivers;
  onInvocation?: (invocation: Invocation) => void;
  log?: boolean;
  /** Multiplies every request limit (contracts/request-limits.ts): 1, the default, is AWS's; test suites raise them. */
  requestLimitFactor?: number;
}) {
  const compiled = compileRoutes();
  const limits = new RequestLimits(options.requestLimitFactor ?? 1);
  const server = createServer(async (req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    try {
      const page = options.pages?.[url.pathname];
      if (page && method === 'GET') {
        res.writeHead(200, {
          'content-type': url.pathname.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        });
        return res.end(page());
      }
      let body: Buffer;
      try {
        body = await readBody(req, MAX_PAYLOAD);
      } catch {
        return reply(res, 413, '{"message":"Request Entity Too Large"}');
      }
      const receiver = options.receivers?.[url.pathname];
      if (receiver && method === 'POST') {
        const answer = receiver(body);
        return reply(res, answer.status, answer.body);
      }
      const match = matchRoute(compiled, method, url.pathname);
      const limited = overLimit(limits, req, url.pathname, match);
      if (limited) return reply(res, ...limited);
      const access = await authorize(req, match, options.verifier);
      if ('refused' in access) return reply(res, ...access.refused);
      const { claims, lambdaContext } = access;
      const event = buildEvent({
        req,
        body,
        routeKey: match ? routeKey(match.route) : '$default',
        pathParameters: match?.pathParameters,
        claims,
        lambdaContext,
      });
      const handler = match ? match.route.handler : fallbackHandler;
      const invokedAt = Date.now();
      let status = 500;
      try {
        const result = await invoke(handler, event, INTEGRATION_TIMEOUT_MS);
        sendResult(res, result);
        status = res.statusCode;
      } finally {
        const traceparent = typeof req.headers.traceparent === 'string' ? req.headers.traceparent : undefined;
        options.onInvocation?.({
          handler,
          routeId: match?.id ?? '$default',
          method,
          path: url.pathname,
          traceparent,
          status,
          startMs: invokedAt,
          endMs: Date.now(),
        });
      }
    } catch (error) {
      console.error(`[gateway] ${method} ${url.pathname} failed:`, error);
      if (!res.headersSent) reply(res, 500, '{"message":"Internal Server Error"}');
    } finally {
      if (options.log) console.log(`[api] ${method} ${url.pathname} → ${res.statusCode} (${Date.now() - started} ms)`);
    }
  });
  const port = await listen(server, options.port ?? 0);
  return { url: `http://${HOST}:${port}`, close: () => close(server) };
}
