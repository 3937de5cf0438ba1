import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode } from 'react';
import { accountKeys } from '#web/lib/api/query-keys.ts';

// Staff need an authenticator app (docs/security.md#staff-second-factor). The staff gate asks the pool whether the
// account has one turned on, under the key the auth feature's set-up refreshes, so a set-up lets the gate through at
// once. The server decides for every route; this spares a member pages whose calls it would refuse.

/** Whether the signed-in account has an authenticator app turned on. Amplify loads here only, on a staff page. */
export function useAuthenticatorApp(email: string) {
  return useQuery({
    queryKey: accountKeys.mfa(email),
    queryFn: async () => (await import('./amplify.ts')).fetchMFAPreference(),
    select: (preference) => preference.enabled?.includes('TOTP') ?? false,
  });
}

/**
 * What the staff gate shows a member without one: the auth feature's set-up, which this plumbing may not import; the
 * app shell supplies it (app/providers.tsx), as it does the sign-in form (docs/architecture.md#the-web-app).
 */
export type RenderSecondFactorSetup = () => ReactNode;
export const SecondFactorSetup = createContext<RenderSecondFactorSetup | null>(null);
