import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { WAITLIST_INVITE_BATCH, type InviteFromWaitlistResponse } from '#contracts/schemas/waitlist.ts';
import { callApi } from '#web/lib/api/api-client.ts';

// /internal/user-waitlist's calls (docs/staff-tools.md#user-waitlist).

const keys = { all: ['waitlist'] as const, search: (q: string) => ['waitlist', q] as const };

/** GET /internal/waitlist: newest first, searched on the server, a page at a time. */
export function useWaitlist(query: string) {
  return useInfiniteQuery({
    queryKey: keys.search(query),
    queryFn: ({ pageParam }) =>
      callApi('listWaitlist', { query: { ...(query ? { q: query } : {}), ...(pageParam ? { cursor: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}

/** Splits a selection into the batches one invitation request takes. */
export function inviteBatches(emails: readonly string[], size = WAITLIST_INVITE_BATCH): string[][] {
  const batches: string[][] = [];
  for (let i = 0; i < emails.length; i += size) batches.push(emails.slice(i, i + size));
  return batches;
}

/** POST /internal/waitlist/invitations, batch after batch; what was sent stays sent if a later batch fails. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (emails: readonly string[]) => {
      const total: InviteFromWaitlistResponse = { invited: [], skipped: [] };
      for (const batch of inviteBatches(emails)) {
        const answer = await callApi('inviteFromWaitlist', { body: { emails: batch } });
        for (const e of answer.invited) total.invited.push(e);
        for (const s of answer.skipped) total.skipped.push(s);
      }
      return total;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Every matching row as one CSV, fetched chunk by chunk from GET /internal/waitlist/export. */
export async function exportWaitlistCsv(query: string, onProgress?: (chunks: number) => void): Promise<Blob> {
  const parts: string[] = [];
  let cursor: string | null = null;
  do {
    const chunk: { csv: string; cursor: string | null } = await callApi('exportWaitlist', {
      query: { ...(query ? { q: query } : {}), ...(cursor ? { cursor } : {}) },
    });
    parts.push(chunk.csv);
    cursor = chunk.cursor;
    onProgress?.(parts.length);
  } while (cursor);
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
