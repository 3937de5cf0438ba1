import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCustomPartBody, CustomPartBody } from '#contracts/schemas/custom-parts.ts';
import { callApi } from '#web/lib/api/api-client.ts';

export const customPartKeys = { all: ['parts', 'custom'] as const };

export function useCustomParts() {
  return useQuery({ queryKey: customPartKeys.all, queryFn: () => callApi('listCustomParts', {}), staleTime: 0 });
}

export function useCreateCustomPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomPartBody) => callApi('createCustomPart', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customPartKeys.all }),
  });
}

export function useUpdateCustomPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, body }: { partId: string; body: CustomPartBody }) => callApi('updateCustomPart', { params: { partId }, body }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: customPartKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['part', answer.part.id] });
    },
  });
}
