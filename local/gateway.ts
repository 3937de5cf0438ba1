import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fallbackHandler, fullPath, pathParamNames, routeKey, routes, scopedRouteAuthorizerHandler } from '../contracts/routes.ts';
import type { RouteDef } from '../contracts/route-types.ts';
import { buildAuthorizerEvent, buildEvent, stringifyClaims } from './api-gateway-event.ts';
import { close, HOST, listen, readBody } from './http-util.ts';
import type { TokenVerifier } from './jwt.ts';
import { invoke } from './lambda-runtime.ts';

const MAX_PAYLOAD = 10 * 1024 * 1024; // API Gateway HTTP API request limit
const INTEGRATION_TIMEOUT_MS = 29_000;
const AUTHORIZER_TIMEOUT_MS = 10_000;

type Compiled = { id: string; route: RouteDef; regex: RegExp; params: string[] };

export function compileRoutes(): Compiled[] {
  return Object.entries(routes as Record<string, RouteDef>).map(([id, route]) => {
    const pattern = fullPath(route)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{(\w+)\\?\}/g, '([^/]+)');
    return { id, route, regex: new RegExp(`^${pattern}$`), params: pathParamNames(route.path) };
  });
}

export function matchRoute(compiled: Compiled[], method: string, path: string) {
  for (const c of compiled) {
    if (c.route.method !== method) continue;
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

type Access =
  | { claims?: Record<string, string>; lambdaContext?: Record<string, string> }
  | { refused: [status: number, body: string, headers?: Record<string, string>] };
const UNAUTHORIZED = '{"message":"Unauthorized"}';

/**
 * Who calls, as API Gateway decides it: no Authorization header is 401 without a call; the
 * authorizer throwing "Unauthorized" is 401, isAuthorized false is 403.
 */
async function authorize(req: IncomingMessage, match: ReturnType<typeof matchRoute>, verifier: () => TokenVerifier): Promise<Access> {
  if (match && match.route.scopes) {
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
 * A local API Gateway (HTTP API) over the route table: matches routes, checks
 * the JWT like the Cognito authorizer (401 `{"message":"Unauthorized"}`) or,
 * on routes with `scopes`, calls the real Lambda authorizer,
 * builds the 2.0 event and invokes the real handler in-process.
 */
export async function startGateway(options: {
  port?: number;
  verifier: () => TokenVerifier;
  pages?: LocalPages;
  receivers?: LocalReceivers;
  onInvocation?: (invocation: Invocation) => void;
  log?: boolean;
}) {
  const compiled = compileRoutes();
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
