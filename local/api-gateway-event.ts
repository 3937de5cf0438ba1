import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

const TEXT_TYPES = /^(application\/(json|xml|x-www-form-urlencoded)|text\/)/i;

// API Gateway HTTP APIs pass every claim as a string; arrays become "[a b]".
export function stringifyClaims(payload: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(payload)) {
    out[k] = Array.isArray(v) ? `[${v.join(' ')}]` : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
  }
  return out;
}

/** Builds the payload-format 2.0 event API Gateway would send for this request. */
export function buildEvent(input: {
  req: IncomingMessage;
  body: Buffer;
  routeKey: string;
  pathParameters?: Record<string, string>;
  claims?: Record<string, string>;
  /** A Lambda authorizer's context (scoped routes), in place of JWT claims. */
  lambdaContext?: Record<string, string>;
}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { req, body } = input;
  const url = new URL(req.url ?? '/', 'http://local');
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined && k !== 'cookie') headers[k] = Array.isArray(v) ? v.join(',') : v;
  }
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const cookies = req.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const isText = TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  const event = {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(input.pathParameters && Object.keys(input.pathParameters).length ? { pathParameters: input.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: crypto.randomUUID(),
      routeKey: input.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(input.claims ? { authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: input.claims, scopes: null } } } : {}),
      ...(input.lambdaContext ? { authorizer: { lambda: input.lambdaContext } } : {}),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
  return event as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** The payload-format 2.0 event API Gateway sends a REQUEST Lambda authorizer. */
export function buildAuthorizerEvent(input: { req: IncomingMessage; routeKey: string; pathParameters?: Record<string, string> }) {
  const url = new URL(input.req.url ?? '/', 'http://local');
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:us-east-1:000000000000:local/$default/${input.routeKey.replace(' ', '')}`,
    identitySource: [headers.authorization ?? ''],
    routeKey: input.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    pathParameters: input.pathParameters ?? {},
    requestContext: { http: { method: input.req.method ?? 'GET', path: url.pathname }, routeKey: input.routeKey, stage: '$default' },
  };
}
