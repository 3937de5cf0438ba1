import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { claimGuestBoards, storedGuestToken } from '#web/lib/auth/guest-session.ts';
import { useAuth } from '#web/lib/auth/use-auth.ts';

/**
 * A visitor who uploaded as a guest and then signs up or logs in anywhere (the header, /my-account), not only through
 * "Add to cart", keeps the boards: they move to the account and its cart (docs/access.md#the-guest-in-the-web-app).
 */
export function ClaimGuestBoardsOnSignIn() {
  const { signedIn } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || !storedGuestToken()) return;
    void claimGuestBoards().then(
      () => queryClient.invalidateQueries(),
      // A failed claim keeps a still-valid token for the next sign-in or "Add to cart", which says so.
      () => undefined,
    );
  }, [signedIn, queryClient]);
  return null;
}
