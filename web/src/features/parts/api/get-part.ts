import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { partKeys } from './part-keys.ts';

/** One part, fetched fresh for the part dialog (its own module: the dialog loads apart from the search page). */
export function usePart(partId: string | null) {
  return useQuery({
    queryKey: partKeys.part(partId),
    queryFn: ({ signal }) => callApi('getPart', { params: { partId: partId! }, signal, auth: 'none' }),
    enabled: partId !== null,
  });
}
