import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiCredentialBody } from '#contracts/schemas/api-credentials.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { credentialKeys } from './credential-keys.ts';

/** Create and rotate answer with the secret, which the page shows once and never keeps in the cache. */
export function useCreateCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiCredentialBody) => callApi('createApiCredential', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: credentialKeys.all }),
  });
}
