import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCustomPartBody, CustomPartBody } from '#contracts/schemas/custom-parts.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { partKeys } from '../../api/part-keys.ts';

export function useCreateCustomPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomPartBody) => callApi('createCustomPart', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partKeys.custom }),
  });
}

export function useUpdateCustomPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, body }: { partId: string; body: CustomPartBody }) => callApi('updateCustomPart', { params: { partId }, body }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: partKeys.custom });
      void queryClient.invalidateQueries({ queryKey: partKeys.part(answer.part.id) });
    },
  });
}
