import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiCredentialBody } from '#contracts/schemas/api-credentials.ts';
import { callApi } from '#web/lib/api/api-client.ts';

// /internal/auth-credentials's calls (docs/api-credentials.md).

const key = ['api-credentials'] as const;

export function useApiCredentials() {
  return useQuery({ queryKey: key, queryFn: () => callApi('listApiCredentials', {}) });
}

/** Create and rotate answer with the secret, which the page shows once and never keeps in the cache. */
export function useCreateCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiCredentialBody) => callApi('createApiCredential', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRotateCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentialId: string) => callApi('rotateApiCredential', { params: { credentialId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentialId: string) => callApi('revokeApiCredential', { params: { credentialId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
