import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { credentialKeys } from './credential-keys.ts';

/** Answers with the new secret, shown once (api/create-credential.ts). */
export function useRotateCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentialId: string) => callApi('rotateApiCredential', { params: { credentialId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: credentialKeys.all }),
  });
}
