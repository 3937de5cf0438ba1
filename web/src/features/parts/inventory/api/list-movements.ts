import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { partKeys } from '../../api/part-keys.ts';

export function usePartMovements(partId: string) {
  return useQuery({ queryKey: partKeys.movements(partId), queryFn: () => callApi('listPartMovements', { params: { partId } }) });
}
