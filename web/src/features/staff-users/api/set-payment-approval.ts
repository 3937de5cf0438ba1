import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { SetPaymentApprovalBody, StaffUserList, StaffUserSummary } from '#contracts/schemas/staff-users.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { staffUserKeys } from './staff-user-keys.ts';

/** Puts an account's new state into every loaded page that lists it. */
function replaceUser(data: InfiniteData<StaffUserList, string | null> | undefined, user: StaffUserSummary) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, users: page.users.map((u) => (u.user_id === user.user_id ? user : u)) })) };
}

/** The approval to pay later, from the version on screen; any answer (or a 409) refreshes the lists. */
export function useSetPaymentApproval(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPaymentApprovalBody) => callApi('setPaymentApproval', { params: { userId }, body }),
    onSuccess: (user) =>
      queryClient.setQueriesData<InfiniteData<StaffUserList, string | null>>({ queryKey: staffUserKeys.all }, (data) =>
        replaceUser(data, user),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}
