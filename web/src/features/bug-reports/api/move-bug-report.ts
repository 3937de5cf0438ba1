import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BugState } from '#contracts/schemas/bug-reports.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { bugReportKeys } from './bug-report-keys.ts';

export function useMoveBugReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bugId, to, version }: { bugId: string; to: BugState; version: number }) =>
      callApi('moveBugReport', { params: { bugId }, body: { to, version } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bugReportKeys.all }),
  });
}
