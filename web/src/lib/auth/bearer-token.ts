import type { TokenSource } from '#web/lib/api/api-client.ts';

// docs/states.md#bearer-tokens: requests carry a bearer token from the current session (the id
// token: it carries custom:user_id and the groups). Amplify's session read
// refreshes the tokens when either expires within 5 s (its isTokenExpired
// tolerance) or when forced. A signed-in page, or a caller that forces a
// token, that gets none has a broken session: the page reloads.

type Session = { tokens?: { idToken?: { toString(): string } } };
export type BearerTokenDeps = {
  fetchAuthSession(options: { forceRefresh: boolean }): Promise<Session>;
  isSignedIn(): boolean;
  reload(): void;
};

export class NoSessionError extends Error {
  constructor() {
    super('User needs to be authenticated to call this API.');
    this.name = 'NoSessionError';
  }
}

export function bearerTokenSource(deps: BearerTokenDeps): TokenSource {
  return async (force) => {
    let token: string | null = null;
    try {
      token = (await deps.fetchAuthSession({ forceRefresh: force })).tokens?.idToken?.toString() ?? null;
    } catch {
      token = null;
    }
    if (token) return token;
    if (force || deps.isSignedIn()) {
      deps.reload();
      throw new NoSessionError();
    }
    return null;
  };
}
