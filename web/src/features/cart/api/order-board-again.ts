import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { cartKeys } from './cart-keys.ts';

// "Order again" (docs/revisions.md#ordering-a-revision-again): the server copies
// the revision and puts the copy in the cart; the cart and its badge read again.

export function useOrderBoardAgain(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per press, made when the press starts, so a retry of that press answers the same copy.
    mutationFn: (requestKey: string) => callApi('orderBoardAgain', { params: { boardId }, body: { request_key: requestKey } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
