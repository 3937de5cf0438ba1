import { useQuery } from '@tanstack/react-query';
import { listWebAuthnCredentials } from '#web/lib/auth/amplify.ts';
import { authKeys } from './auth-keys.ts';

/** The account's passkeys (Cognito WebAuthn credentials). */
export function usePasskeys(userSub: string) {
  return useQuery({ queryKey: authKeys.passkeys(userSub), queryFn: async () => (await listWebAuthnCredentials()).credentials });
}
