import { createRequire } from 'node:module';
import { importJWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import type { CognitoCall } from '../../../local/cognito-front.ts';
import { oauthTokenEndpoint } from '../../../local/oauth-token.ts';

const require = createRequire(import.meta.url);
const publicJwk = (require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: Record<string, string> }).jwk;
const issuer = 'http://127.0.0.1:1/local_pool';
const clients: Record<string, Record<string, unknown>> = {
  machine: {
    ClientSecret: 's3cret',
    AllowedOAuthFlows: ['client_credentials'],
    AllowedOAuthScopes: ['copperline/boards.read', 'copperline/orders.read'],
    AccessTokenValidity: 60,
    TokenValidityUnits: { AccessToken: 'minutes' },
  },
  web: { AllowedOAuthFlows: [] },
  noGrant: { ClientSecret: 'x', AllowedOAuthFlows: ['code'], AllowedOAuthScopes: ['copperline/boards.read'] },
};
// cognito-local's DescribeUserPoolClient, as the front calls it.
const call: CognitoCall = async (action, body) => {
  expect(action).toBe('DescribeUserPoolClient');
  expect(body.UserPoolId).toBe('local_pool');
  const client = clients[String(body.ClientId)];
  return client ? { status: 200, json: { UserPoolClient: client } } : { status: 400, json: { __type: 'ResourceNotFoundException' } };
};
const endpoint = oauthTokenEndpoint({ call, userPoolId: 'local_pool', issuer });
const form = 'application/x-www-form-urlencoded';
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const ask = (params: Record<string, string>, authorization?: string, type = form) =>
  endpoint(Buffer.from(new URLSearchParams(params).toString()), type, authorization);

describe('local /oauth2/token (client credentials)', () => {
  it("signs an access token with the pool's key carrying the client, its scopes and the client's lifetime", async () => {
    const answer = await ask({ grant_type: 'client_credentials' }, basic('machine', 's3cret'));
    expect(answer).toMatchObject({ status: 200, json: { token_type: 'Bearer', expires_in: 3600 } });
    const { payload } = await jwtVerify(String(answer.json.access_token), await importJWK(publicJwk, 'RS256'), { issuer });
    expect(payload).toMatchObject({
      sub: 'machine',
      client_id: 'machine',
      token_use: 'access',
      scope: 'copperline/boards.read copperline/orders.read',
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('narrows to the scopes asked for and takes the client in the form too', async () => {
    const answer = await ask({
      grant_type: 'client_credentials',
      scope: 'copperline/orders.read',
      client_id: 'machine',
      client_secret: 's3cret',
    });
    const { payload } = await jwtVerify(String(answer.json.access_token), await importJWK(publicJwk, 'RS256'), { issuer });
    expect(payload.scope).toBe('copperline/orders.read');
  });

  it("answers Cognito's errors", async () => {
    expect(await ask({ grant_type: 'client_credentials' }, basic('machine', 'wrong'))).toEqual({
      status: 400,
      json: { error: 'invalid_client' },
    });
    expect(await ask({ grant_type: 'client_credentials' }, basic('gone', 's3cret'))).toEqual({
      status: 400,
      json: { error: 'invalid_client' },
    });
    expect(await ask({ grant_type: 'client_credentials' }, basic('web', ''))).toEqual({ status: 400, json: { error: 'invalid_client' } });
    expect(await ask({ grant_type: 'client_credentials' })).toEqual({ status: 400, json: { error: 'invalid_client' } });
    expect(await ask({ grant_type: 'client_credentials' }, basic('noGrant', 'x'))).toEqual({
      status: 400,
      json: { error: 'unauthorized_client' },
    });
    expect(await ask({ grant_type: 'client_credentials', scope: 'copperline/boards.write' }, basic('machine', 's3cret'))).toEqual({
      status: 400,
      json: { error: 'invalid_scope' },
    });
    expect(await ask({ grant_type: 'password' }, basic('machine', 's3cret'))).toEqual({
      status: 400,
      json: { error: 'unsupported_grant_type' },
    });
    expect(await ask({ grant_type: 'client_credentials' }, basic('machine', 's3cret'), 'application/json')).toEqual({
      status: 400,
      json: { error: 'invalid_request' },
    });
  });
});
