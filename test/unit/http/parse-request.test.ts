import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RouteDef } from '#contracts/route-types.ts';
import { AppError } from '#lambdas/core/errors.ts';
import { parseRequest, type ApiEvent } from '#lambdas/http/parse-request.ts';

const route = {
  method: 'PUT',
  path: '/things/{id}',
  auth: ['Engineer'],
  handler: 'x',
  params: z.object({ id: z.string().check(z.length(3)) }),
  body: z.object({ n: z.number().check(z.int()) }),
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
const kindOf = async (fn: () => Promise<unknown>) => {
  try {
    await fn();
    return 'ok';
  } catch (e) {
    return e instanceof AppError ? e.kind : 'other';
  }
};

describe('parseRequest', () => {
  it('checks who is calling before anything else', async () => {
    expect(await kindOf(() => parseRequest(route, event({ body: 'junk' })))).toBe('unauthorized');
    expect(await kindOf(() => parseRequest(route, event({ claims: { sub: 's', 'cognito:groups': '[Blogger]' }, body: 'junk' })))).toBe(
      'forbidden',
    );
    expect(await kindOf(() => parseRequest(route, event({ claims: { sub: 's', 'cognito:groups': '[Admin]' }, body: '{"n":1}' })))).toBe(
      'ok',
    );
  });

  it('validates path and body with the route schemas', async () => {
    expect((await parseRequest(route, event({ claims: engineer, body: '{"n":2}' }))).body).toEqual({ n: 2 });
    expect(await kindOf(() => parseRequest(route, event({ claims: engineer, body: '{"n":2}', id: 'toolong' })))).toBe('bad_request');
    expect(await kindOf(() => parseRequest(route, event({ claims: engineer, body: '{"n":"2"}' })))).toBe('bad_request');
    expect(await kindOf(() => parseRequest(route, event({ claims: engineer, body: '{' })))).toBe('bad_request');
  });

  it('limits body size and type', async () => {
    expect(await kindOf(() => parseRequest(route, event({ claims: engineer, body: JSON.stringify({ n: 1, pad: 'x'.repeat(200) }) })))).toBe(
      'payload_too_large',
    );
    expect(await kindOf(() => parseRequest(route, event({ claims: engineer, body: '{"n":1}', type: 'text/plain' })))).toBe(
      'unsupported_media_type',
    );
  });
});

describe("the 'self' rule", () => {
  const selfRoute = { method: 'GET', path: '/users/{userId}', auth: 'self', handler: 'x', response: z.unknown() } satisfies RouteDef;
  const own = 'a'.repeat(24);
  const selfEvent = (claims?: Record<string, string>) =>
    ({
      headers: {},
      pathParameters: { userId: own },
      requestContext: { requestId: 'r', authorizer: claims ? { jwt: { claims, scopes: null } } : undefined },
    }) as unknown as ApiEvent;

  it('lets the user named in the path and Admin through, nobody else', async () => {
    expect(await kindOf(() => parseRequest(selfRoute, selfEvent({ sub: 's', 'custom:user_id': own })))).toBe('ok');
    expect(await kindOf(() => parseRequest(selfRoute, selfEvent({ sub: 's', 'custom:user_id': 'b'.repeat(24) })))).toBe('forbidden');
    expect(
      await kindOf(() =>
        parseRequest(selfRoute, selfEvent({ sub: 's', 'custom:user_id': 'b'.repeat(24), 'cognito:groups': '[Engineer Blogger]' })),
      ),
    ).toBe('forbidden');
    expect(await kindOf(() => parseRequest(selfRoute, selfEvent({ sub: 's', 'cognito:groups': '[Admin]' })))).toBe('ok');
    expect(await kindOf(() => parseRequest(selfRoute, selfEvent()))).toBe('unauthorized');
  });
});

describe('parseRequest for a machine', () => {
  const machine = { sub: 'owner', 'custom:user_id': 'u'.repeat(24), machine_client_id: 'c-1', machine_scope: 'copperline/orders.read' };
  const withLambda = (context: Record<string, string>) =>
    ({ ...event({ body: '{"n":1}' }), requestContext: { requestId: 'r', authorizer: { lambda: context } } }) as unknown as ApiEvent;
  const customerRoute = { ...route, auth: 'customer' } satisfies RouteDef;

  it('refuses routes its scopes do not cover even past the gateway, and never grants staff groups', async () => {
    expect(await kindOf(() => parseRequest(customerRoute, withLambda(machine)))).toBe('forbidden');
    expect(await kindOf(() => parseRequest({ ...customerRoute, scopes: ['boards.read'] }, withLambda(machine)))).toBe('forbidden');
    expect(await kindOf(() => parseRequest({ ...customerRoute, scopes: ['orders.read'] }, withLambda(machine)))).toBe('ok');
    expect(
      await kindOf(() => parseRequest({ ...route, scopes: ['orders.read'] }, withLambda({ ...machine, 'cognito:groups': '[Engineer]' }))),
    ).toBe('forbidden');
  });
});
