import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetPaymentApprovalBody } from '../../../../../contracts/schemas/staff-users.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/api-client.ts';

export const staffUserKeys = {
  list: (search: string) => ['staff-users', search] as const,
  user: (userId: string) => ['staff-user', userId] as const,
};

/** GET /internal/users: pages of 25 by e-mail, each page from the cursor of the one before. */
export function useStaffUsers(search: string) {
  return useInfiniteQuery({
    queryKey: staffUserKeys.list(search),
    queryFn: ({ pageParam }) => callApi('listStaffUsers', { query: { ...(search ? { search } : {}), ...(pageParam ? { cursor: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
    staleTime: 0,
  });
}

export function useStaffUser(userId: string | null) {
  return useQuery({ queryKey: staffUserKeys.user(userId ?? ''), queryFn: () => callApi('getStaffUser', { params: { userId: userId! } }), enabled: userId !== null, staleTime: 0 });
}

/** The approval to pay later, from the version on screen; a 409 reloads the account. */
export function useSetPaymentApproval(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPaymentApprovalBody) => callApi('setPaymentApproval', { params: { userId }, body }),
    onSuccess: (user) => queryClient.setQueryData(staffUserKeys.user(userId), user),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: staffUserKeys.user(userId) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff-users'] }),
  });
}
