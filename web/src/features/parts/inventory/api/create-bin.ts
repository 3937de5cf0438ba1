import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { partKeys } from '../../api/part-keys.ts';
import { findPartByCode } from './find-part.ts';

/** A bin at `location` for the part whose supplier code or MPN is `code`; the bins are read again. */
export function useCreateBin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ location, code }: { location: string; code: string }) => {
      const found = await findPartByCode(code);
      const part = found.results.find(
        (r) => r.part.supplier_code.toLowerCase() === code.toLowerCase() || r.part.mpn.toLowerCase() === code.toLowerCase(),
      )?.part;
      if (!part) throw new Error(`No part with supplier code or MPN “${code}”.`);
      return callApi('createBin', { body: { location, part_id: part.id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partKeys.bins }),
  });
}
