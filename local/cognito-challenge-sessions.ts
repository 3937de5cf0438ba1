import type { PoolServices, Target } from './cognito-self-service.ts';

// cognito-local keeps the refresh token of a password sign-in but not of one
// that answered a challenge (an authenticator app's code), so such a session
// cannot refresh: Amplify's next forced refresh (right after the product user
// is created, or an hour later) signs the person out. A real pool refreshes
// it like any other. Staff always answer one (docs/security.md#staff-second-factor),
// so the refresh token is stored here, as cognito-local's own sign-in does.
// docs/local-stack.md#cognito

type StoringPool = {
  getUserByUsername(ctx: Parameters<Target>[0], username: string): Promise<{ Username: string } | null>;
  storeRefreshToken(ctx: Parameters<Target>[0], refreshToken: string, user: { Username: string }): Promise<void>;
};

export function challengeSessionTargets(services: PoolServices, router: (target: string) => Target): Record<string, Target> {
  return {
    async RespondToAuthChallenge(ctx, req) {
      const answer = (await router('RespondToAuthChallenge')(ctx, req)) as { AuthenticationResult?: { RefreshToken?: string } };
      const refreshToken = answer.AuthenticationResult?.RefreshToken;
      if (!refreshToken) return answer;
      const pool = (await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId ?? ''))) as unknown as StoringPool;
      const username = String((req.ChallengeResponses as Record<string, unknown> | undefined)?.USERNAME ?? '');
      const user = await pool.getUserByUsername(ctx, username);
      if (user) await pool.storeRefreshToken(ctx, refreshToken, user);
      return answer;
    },
  };
}
