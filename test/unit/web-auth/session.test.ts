import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearerTokenSource, NoSessionError } from '../../../web/src/lib/auth/bearer-token.ts';

// docs/states.md#bearer-tokens, docs/limits.md#timing: tokens refresh when the access or id token expires within
// 5000 ms, or when forced; the bearer token comes from that session. This runs
// Amplify's own session read (as the SPA wires it) against a stubbed pool.
const CLIENT_ID = 'testclient';
const USER = 'user-sub-1';
const PREFIX = `CognitoIdentityServiceProvider.${CLIENT_ID}`;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function jwt(payload: Record<string, unknown>): string {
  return `${b64({ alg: 'RS256', kid: 'k' })}.${b64(payload)}.c2ln`;
}
function tokensExpiringIn(seconds: number, tag: string) {
  const now = Math.floor(Date.now() / 1000);
  const common = { sub: USER, iat: now - 60, exp: now + seconds, tag };
  return {
    accessToken: jwt({ ...common, token_use: 'access', username: USER, client_id: CLIENT_ID }),
    idToken: jwt({ ...common, token_use: 'id', aud: CLIENT_ID, 'cognito:username': USER }),
  };
}

class MemoryStorage {
  readonly items = new Map<string, string>();
  async setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  async getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
  async clear() {
    this.items.clear();
  }
}

let storage: MemoryStorage;
let refreshCalls: string[];

function seed(tokens: { accessToken: string; idToken: string }) {
  storage.items.set(`${PREFIX}.LastAuthUser`, USER);
  storage.items.set(`${PREFIX}.${USER}.accessToken`, tokens.accessToken);
  storage.items.set(`${PREFIX}.${USER}.idToken`, tokens.idToken);
  storage.items.set(`${PREFIX}.${USER}.refreshToken`, 'refresh-1');
  storage.items.set(`${PREFIX}.${USER}.clockDrift`, '0');
}

const idTag = (token: string | null) =>
  token ? (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { tag: string }).tag : null;

beforeAll(() => {
  Amplify.configure({
    Auth: { Cognito: { userPoolId: 'us-east-1_Test', userPoolClientId: CLIENT_ID, userPoolEndpoint: 'http://cognito.test' } },
  });
});
beforeEach(() => {
  storage = new MemoryStorage();
  refreshCalls = [];
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: unknown, init?: RequestInit) => {
      const target = new Headers(init?.headers).get('x-amz-target') ?? '';
      refreshCalls.push(target.split('.').pop() ?? '');
      const fresh = tokensExpiringIn(3600, 'fresh');
      return new Response(
        JSON.stringify({
          AuthenticationResult: { AccessToken: fresh.accessToken, IdToken: fresh.idToken, ExpiresIn: 3600, TokenType: 'Bearer' },
        }),
        {
          status: 200,
          headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': 'r1' },
        },
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const source = (signedIn = true, reload = vi.fn()) => ({
  reload,
  token: bearerTokenSource({ fetchAuthSession: (options) => fetchAuthSession(options), isSignedIn: () => signedIn, reload }),
});

describe('docs/states.md#bearer-tokens token refresh through the bearer token source', () => {
  it('uses the stored id token while it has more than 5 s left', async () => {
    seed(tokensExpiringIn(7, 'stored'));
    expect(idTag(await source().token(false))).toBe('stored');
    expect(refreshCalls).toEqual([]);
  });

  it('refreshes before expiry: 4 s left is inside the 5 s tolerance', async () => {
    seed(tokensExpiringIn(4, 'stored'));
    expect(idTag(await source().token(false))).toBe('fresh');
    expect(refreshCalls).toEqual(['GetTokensFromRefreshToken']);
  });

  it('refreshes when the caller forces a token, however long the stored one lasts', async () => {
    seed(tokensExpiringIn(3000, 'stored'));
    expect(idTag(await source().token(true))).toBe('fresh');
    expect(refreshCalls).toHaveLength(1);
  });

  it('reloads the page when a signed-in page (or a forced call) gets no token, and sends nothing', async () => {
    const signedIn = source(true);
    await expect(signedIn.token(false)).rejects.toBeInstanceOf(NoSessionError);
    expect(signedIn.reload).toHaveBeenCalledOnce();
    const forced = source(false);
    await expect(forced.token(true)).rejects.toBeInstanceOf(NoSessionError);
    expect(forced.reload).toHaveBeenCalledOnce();
  });

  it('a signed-out visitor simply has no token', async () => {
    const visitor = source(false);
    expect(await visitor.token(false)).toBeNull();
    expect(visitor.reload).not.toHaveBeenCalled();
  });
});
