import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteDef } from '../../../contracts/route-types.ts';
import { AppError } from '../../../lambdas/core/errors.ts';
import { parseRequest, type ApiEvent } from '../../../lambdas/http/parse-request.ts';

const route = {
  method: 'PUT',
  path: '/things/{id}',
  auth: ['Engineer'],
  handler: 'x',
  params: z.object({ id: z.string().length(3) }),
  body: z.object({ n: z.number().int() }),
  response: z.unknown(),
  maxBodyBytes: 100,
} satisfies RouteDef;

function event(over: { claims?: Record<string, string>; body?: string; id?: string; type?: string }): ApiEvent {
  return {
    headers: { 'content-type': over.type ?? 'application/json' },
    pathParameters: { id: over.id ?? 'abc' },
    body: over.body,
    isBase64Encoded: false,
    requestContext: { requestId: 'r', authorizer: over.claims ? { jwt: { claims: over.claims, scopes: null } } : undefined },
  } as unknown as ApiEvent;
}
const engineer = { sub: 's', 'cognito:groups': '[Engineer]' };
const kindOf = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (e) {
    return e instanceof AppError ? e.kind : 'other';
  }
};

describe('parseRequest', () => {
  it('checks who is calling before anything else', () => {
    expect(kindOf(() => parseRequest(route, event({ body: 'junk' })))).toBe('unauthorized');
    expect(kindOf(() => parseRequest(route, event({ claims: { sub: 's', 'cognito:groups': '[Blogger]' }, body: 'junk' })))).toBe('forbidden');
    expect(kindOf(() => parseRequest(route, event({ claims: { sub: 's', 'cognito:groups': '[Admin]' }, body: '{"n":1}' })))).toBe('ok');
  });

  it('validates path and body with the route schemas', () => {
    expect(parseRequest(route, event({ claims: engineer, body: '{"n":2}' })).body).toEqual({ n: 2 });
    expect(kindOf(() => parseRequest(route, event({ claims: engineer, body: '{"n":2}', id: 'toolong' })))).toBe('bad_request');
    expect(kindOf(() => parseRequest(route, event({ claims: engineer, body: '{"n":"2"}' })))).toBe('bad_request');
    expect(kindOf(() => parseRequest(route, event({ claims: engineer, body: '{' })))).toBe('bad_request');
  });

  it('limits body size and type', () => {
    expect(kindOf(() => parseRequest(route, event({ claims: engineer, body: JSON.stringify({ n: 1, pad: 'x'.repeat(200) }) })))).toBe('payload_too_large');
    expect(kindOf(() => parseRequest(route, event({ claims: engineer, body: '{"n":1}', type: 'text/plain' })))).toBe('unsupported_media_type');
  });
});
