import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { contactMessageKeys } from './contact-message-keys.ts';

export function useContactMessages() {
  return useQuery({ queryKey: contactMessageKeys.all, queryFn: () => callApi('listContactMessages', {}), staleTime: 0 });
}
