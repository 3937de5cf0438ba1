import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WAITLIST_INVITE_BATCH, type InviteFromWaitlistResponse } from '#contracts/schemas/waitlist.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { waitlistKeys } from './waitlist-keys.ts';

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
}
