import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RouteDef } from '#contracts/route-types.ts';
import { AppError } from '#lambdas/core/errors.ts';
import { parseRequest, type ApiEvent } from '#lambdas/http/parse-request.ts';
import { staffStandingCheck } from '#lambdas/core/users/staff-standing.ts';
import type { PoolAccount } from '#lambdas/core/users/user-pool-ports.ts';
import { GROUPS } from '#contracts/groups.ts';

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
// A pool where every account is enabled, has an authenticator app and holds every group: the token decides.
const trusted = staffStandingCheck({ account: async () => ({ enabled: true, authenticatorApp: true }), groups: async () => [...GROUPS] });
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
    expect(await kindOf(() => parseRequest(route, event({ body: 'junk' }), trusted))).toBe('unauthorized');
    expect(
      await kindOf(() => parseRequest(route, event({ claims: { sub: 's', 'cognito:groups': '[Blogger]' }, body: 'junk' }), trusted)),
    ).toBe('forbidden');
    expect(
      await kindOf(() => parseRequest(route, event({ claims: { sub: 's', 'cognito:groups': '[Admin]' }, body: '{"n":1}' }), trusted)),
    ).toBe('ok');
  });

  it('validates path and body with the route schemas', async () => {
    expect((await parseRequest(route, event({ claims: engineer, body: '{"n":2}' }), trusted)).body).toEqual({ n: 2 });
    expect(await kindOf(() => parseRequest(route, event({ claims: engineer, body: '{"n":2}', id: 'toolong' }), trusted))).toBe(
      'bad_request',
    );
    expect(await kindOf(() => parseRequest(route, event({ claims: engineer, body: '{"n":"2"}' }), trusted))).toBe('bad_request');
    expect(await kindOf(() => parseRequest(route, event({ claims: engineer, body: '{' }), trusted))).toBe('bad_request');
  });

  it('limits body size and type', async () => {
    expect(
      await kindOf(() => parseRequest(route, event({ claims: engineer, body: JSON.stringify({ n: 1, pad: 'x'.repeat(200) }) }), trusted)),
    ).toBe('payload_too_large');
    expect(await kindOf(() => parseRequest(route, event({ claims: engineer, body: '{"n":1}', type: 'text/plain' }), trusted))).toBe(
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
    expect(await kindOf(() => parseRequest(selfRoute, selfEvent({ sub: 's', 'custom:user_id': own }), trusted))).toBe('ok');
    expect(await kindOf(() => parseRequest(selfRoute, selfEvent({ sub: 's', 'custom:user_id': 'b'.repeat(24) }), trusted))).toBe(
      'forbidden',
    );
    expect(
      await kindOf(() =>
        parseRequest(selfRoute, selfEvent({ sub: 's', 'custom:user_id': 'b'.repeat(24), 'cognito:groups': '[Engineer Blogger]' }), trusted),
      ),
    ).toBe('forbidden');
    expect(await kindOf(() => parseRequest(selfRoute, selfEvent({ sub: 's', 'cognito:groups': '[Admin]' }), trusted))).toBe('ok');
    expect(await kindOf(() => parseRequest(selfRoute, selfEvent(), trusted))).toBe('unauthorized');
  });
});

describe('parseRequest for a machine', () => {
  const machine = { sub: 'owner', 'custom:user_id': 'u'.repeat(24), machine_client_id: 'c-1', machine_scope: 'copperline/orders.read' };
  const withLambda = (context: Record<string, string>) =>
    ({ ...event({ body: '{"n":1}' }), requestContext: { requestId: 'r', authorizer: { lambda: context } } }) as unknown as ApiEvent;
  const customerRoute = { ...route, auth: 'customer' } satisfies RouteDef;

  it('refuses routes its scopes do not cover even past the gateway, and never grants staff groups', async () => {
    expect(await kindOf(() => parseRequest(customerRoute, withLambda(machine), trusted))).toBe('forbidden');
    expect(await kindOf(() => parseRequest({ ...customerRoute, scopes: ['boards.read'] }, withLambda(machine), trusted))).toBe('forbidden');
    expect(await kindOf(() => parseRequest({ ...customerRoute, scopes: ['orders.read'] }, withLambda(machine), trusted))).toBe('ok');
    expect(
      await kindOf(() =>
        parseRequest({ ...route, scopes: ['orders.read'] }, withLambda({ ...machine, 'cognito:groups': '[Engineer]' }), trusted),
      ),
    ).toBe('forbidden');
  });
});

describe('parseRequest against the pool (docs/security.md#staff-second-factor)', () => {
  const pool = (account: PoolAccount | null, groups: string[]) =>
    staffStandingCheck({ account: async () => account, groups: async () => groups });
  const noSecondFactor = pool({ enabled: true, authenticatorApp: false }, ['Admin', 'Engineer', 'Blogger']);
  const admin = { sub: 's', 'cognito:groups': '[Admin]' };
  const anyStaff = { ...route, auth: { anyOf: [...GROUPS] } } satisfies RouteDef;
  const kindAndCode = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      return 'ok';
    } catch (e) {
      return e instanceof AppError ? `${e.status} ${e.code}` : 'other';
    }
  };

  it('answers 403 second_factor_required where the groups would pass but the account has no second factor', async () => {
    expect(await kindAndCode(() => parseRequest(route, event({ claims: admin, body: '{"n":1}' }), noSecondFactor))).toBe(
      '403 second_factor_required',
    );
    expect(await kindAndCode(() => parseRequest(anyStaff, event({ claims: engineer, body: '{"n":1}' }), noSecondFactor))).toBe(
      '403 second_factor_required',
    );
    // A Blogger would not pass an Engineer route anyway: forbidden, as with a second factor.
    const blogger = { sub: 's', 'cognito:groups': '[Blogger]' };
    expect(await kindAndCode(() => parseRequest(route, event({ claims: blogger, body: '{"n":1}' }), noSecondFactor))).toBe('403 forbidden');
  });

  it('lets such a member use the store as a customer: no group counts on the other routes', async () => {
    const own = 'a'.repeat(24);
    const selfRoute = { method: 'GET', path: '/users/{userId}', auth: 'self', handler: 'x', response: z.unknown() } satisfies RouteDef;
    const selfEvent = (userId: string) =>
      ({
        headers: {},
        pathParameters: { userId },
        requestContext: { requestId: 'r', authorizer: { jwt: { claims: { ...admin, 'custom:user_id': own }, scopes: null } } },
      }) as unknown as ApiEvent;
    expect(await kindAndCode(() => parseRequest(selfRoute, selfEvent(own), noSecondFactor))).toBe('ok');
    expect(await kindAndCode(() => parseRequest(selfRoute, selfEvent('b'.repeat(24)), noSecondFactor))).toBe('403 forbidden');
    const input = await parseRequest({ ...route, auth: 'customer' }, event({ claims: admin, body: '{"n":1}' }), noSecondFactor);
    expect(input.actor).toMatchObject({ kind: 'identity', groups: [] });
  });

  it('refuses a group the pool no longer holds, and an account it disabled or deleted', async () => {
    const removed = pool({ enabled: true, authenticatorApp: true }, ['Blogger']);
    expect(await kindAndCode(() => parseRequest(route, event({ claims: admin, body: '{"n":1}' }), removed))).toBe('403 forbidden');
    const disabled = pool({ enabled: false, authenticatorApp: true }, ['Admin']);
    expect(await kindAndCode(() => parseRequest(route, event({ claims: admin, body: '{"n":1}' }), disabled))).toBe('401 unauthorized');
    const deleted = pool(null, []);
    expect(await kindAndCode(() => parseRequest(route, event({ claims: admin, body: '{"n":1}' }), deleted))).toBe('401 unauthorized');
  });
});
