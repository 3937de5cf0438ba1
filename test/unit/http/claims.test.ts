import { describe, expect, it } from 'vitest';
import { actorFromClaims, parseGroupsClaim } from '#lambdas/http/claims.ts';

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
    const actor = actorFromClaims({ sub: 's-1', 'cognito:username': 'u-1', email: 'a@b.co', 'custom:user_id': 'x'.repeat(24), 'cognito:groups': '[Engineer]', given_name: 'Ada', family_name: 'L' });
    expect(actor).toMatchObject({ kind: 'identity', sub: 's-1', username: 'u-1', userId: 'x'.repeat(24), groups: ['Engineer'], givenName: 'Ada' });
  });
});
