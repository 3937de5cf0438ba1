import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { credentialKeys } from './credential-keys.ts';

// /internal/auth-credentials's calls (docs/api-credentials.md).

export function useApiCredentials() {
  return useQuery({ queryKey: credentialKeys.all, queryFn: () => callApi('listApiCredentials', {}) });
}
