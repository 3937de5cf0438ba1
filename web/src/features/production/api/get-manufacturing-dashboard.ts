import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { productionKeys } from './production-keys.ts';

export function useManufacturingDashboard(weeks: number) {
  return useQuery({
    queryKey: productionKeys.dashboard(weeks),
    queryFn: () => callApi('getManufacturingDashboard', { query: { weeks } }),
    staleTime: 0,
  });
}
