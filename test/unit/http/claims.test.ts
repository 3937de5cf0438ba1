import { describe, expect, it } from 'vitest';
import { isAdmin, requireIdentity } from '#lambdas/core/actor.ts';
import { actorFromClaims, authorizerClaims, parseGroupsClaim } from '#lambdas/http/claims.ts';

describe('claims from API Gateway', () => {
  it('parses the groups claim in the shape HTTP APIs send it', () => {
    expect(parseGroupsClaim('[Admin Engineer]')).toEqual(['Admin', 'Engineer']);
    expect(parseGroupsClaim('[Blogger]')).toEqual(['Blogger']);
    expect(parseGroupsClaim(['Admin'])).toEqual(['Admin']);
    expect(parseGroupsClaim(undefined)).toEqual([]);
    expect(parseGroupsClaim('')).toEqual([]);
  });

  it('makes an identity actor from id-token claims, anonymous without a subject', () => {
    expect(actorFromClaims(undefined)).toEqual({ kind: 'anonymous' });
    const actor = actorFromClaims({
      sub: 's-1',
      'cognito:username': 'u-1',
      email: 'a@b.co',
      'custom:user_id': 'x'.repeat(24),
      'cognito:groups': '[Engineer]',
      given_name: 'Ada',
      family_name: 'L',
    });
    expect(actor).toMatchObject({
      kind: 'identity',
      sub: 's-1',
      username: 'u-1',
      userId: 'x'.repeat(24),
      groups: ['Engineer'],
      givenName: 'Ada',
      emailVerified: false,
    });
  });

  it('reads a confirmed e-mail only from an email_verified claim that says so, as a string or a boolean', () => {
    const verified = (value: unknown) =>
      (requireIdentity(actorFromClaims({ sub: 's-1', email_verified: value as string })) as { emailVerified: boolean }).emailVerified;
    expect(verified('true')).toBe(true);
    expect(verified(true)).toBe(true);
    for (const value of ['false', false, undefined, '', 'TRUE', '1', 'yes']) expect(verified(value), String(value)).toBe(false);
  });
});

describe('claims of a machine (scoped-route authorizer context)', () => {
  it("makes a machine actor acting as its owner, with the granted scopes and none of the owner's groups", () => {
    const context = {
      sub: 'owner-sub',
      email: 'ci@shop.example',
      'custom:user_id': 'u'.repeat(24),
      'cognito:groups': '[Admin]',
      machine_client_id: 'client-1',
      machine_scope: 'copperline/boards.read copperline/boards.write',
    };
    const actor = actorFromClaims(authorizerClaims({ requestContext: { authorizer: { lambda: context } } }));
    expect(actor).toMatchObject({
      kind: 'machine',
      clientId: 'client-1',
      scopes: ['boards.read', 'boards.write'],
      actsAs: { kind: 'identity', sub: 'owner-sub', userId: 'u'.repeat(24), groups: [] },
    });
    expect(requireIdentity(actor)).toMatchObject({ sub: 'owner-sub', groups: [] });
    expect(isAdmin(actor)).toBe(false);
  });

  it("reads people's claims from either authorizer", () => {
    const claims = { sub: 's-1', 'cognito:groups': '[Engineer]' };
    expect(actorFromClaims(authorizerClaims({ requestContext: { authorizer: { jwt: { claims } } } }))).toMatchObject({
      kind: 'identity',
      groups: ['Engineer'],
    });
    expect(actorFromClaims(authorizerClaims({ requestContext: { authorizer: { lambda: claims } } }))).toMatchObject({
      kind: 'identity',
      groups: ['Engineer'],
    });
    expect(actorFromClaims(authorizerClaims({ requestContext: {} }))).toEqual({ kind: 'anonymous' });
  });
});
