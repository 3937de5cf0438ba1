import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { contactMessageKeys } from './contact-message-keys.ts';

/** Marks a message handled (or not) and reads the inbox again. */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, handled }: { messageId: string; handled: boolean }) =>
      callApi('updateContactMessage', { params: { messageId }, body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}
