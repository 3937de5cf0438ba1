import { useQuery } from '@tanstack/react-query';
import { fetchMFAPreference } from '#web/lib/auth/amplify.ts';
import { authKeys } from './auth-keys.ts';

/** The account's two-factor methods, from Cognito. */
export function useMfaPreference(email: string) {
  return useQuery({ queryKey: authKeys.mfa(email), queryFn: () => fetchMFAPreference() });
}
