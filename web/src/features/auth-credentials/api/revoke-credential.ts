import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { credentialKeys } from './credential-keys.ts';

export function useRevokeCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentialId: string) => callApi('revokeApiCredential', { params: { credentialId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: credentialKeys.all }),
  });
}
