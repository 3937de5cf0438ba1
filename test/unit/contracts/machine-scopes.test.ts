import { describe, expect, it } from 'vitest';
import { MACHINE_SCOPES, oauthScope, scopesCover, scopesOfClaim } from '#contracts/machine-scopes.ts';
import { routeKey, routes } from '#contracts/routes.ts';
import type { RouteDef } from '#contracts/route-types.ts';

describe('machine scopes', () => {
  it("reads the store's scopes from a token's scope claim and ignores everything else", () => {
    expect(scopesOfClaim('copperline/boards.read copperline/orders.read')).toEqual(['boards.read', 'orders.read']);
    expect(scopesOfClaim('aws.cognito.signin.user.admin other/boards.read copperline/parts.write boards.write')).toEqual([]);
    expect(scopesOfClaim(MACHINE_SCOPES.map(oauthScope).join('  '))).toEqual([...MACHINE_SCOPES]);
    expect(scopesOfClaim(undefined)).toEqual([]);
  });

  it('covers a route when one of its scopes is granted; a route without scopes is for people only', () => {
    expect(scopesCover(['boards.read'], ['orders.read', 'boards.read'])).toBe(true);
    expect(scopesCover(['boards.write'], ['boards.read'])).toBe(false);
    expect(scopesCover(undefined, [...MACHINE_SCOPES])).toBe(false);
    expect(scopesCover([], [...MACHINE_SCOPES])).toBe(false);
  });

  it('lets each scope reach exactly the routes it names: upload a board or its next revision, accept an outline fix, read boards, read orders', () => {
    const reach = (scope: (typeof MACHINE_SCOPES)[number]) =>
      Object.values(routes as Record<string, RouteDef>)
        .filter((r) => scopesCover(r.scopes, [scope]))
        .map(routeKey)
        .sort();
    expect(reach('boards.write')).toEqual([
      'POST /api/boards',
      'POST /api/boards/{boardId}/findings/{findingId}/accept-fix',
      'POST /api/boards/{boardId}/revisions',
    ]);
    expect(reach('boards.read')).toEqual(['GET /api/boards', 'GET /api/boards/{boardId}', 'GET /api/boards/{boardId}/revision-diff']);
    expect(reach('orders.read')).toEqual(['GET /api/orders/{orderId}', 'GET /api/users/{userId}/orders']);
    // No staff route is ever open to a machine.
    for (const route of Object.values(routes as Record<string, RouteDef>))
      if (route.path.startsWith('/internal')) expect(route.scopes, route.path).toBeUndefined();
  });
});
