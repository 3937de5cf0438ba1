import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button/button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { paths } from '#web/config/paths.ts';
import { AddToCartButton } from '#web/features/cart/components/add-to-cart-button.tsx';
import { claimGuestBoards, trackGuestEvent } from '#web/lib/auth/guest-session.ts';
import { SignInScreen } from '#web/lib/auth/sign-in-screen.ts';
import { useAuth } from '#web/lib/auth/use-auth.ts';

const CLAIM_FAILED = 'Your boards could not be moved to your account. Please try again.';
const CLAIMED_NOT_IN_CART =
  'This board is now in your account, under My boards, but the cart could not take it yet. Add it to the cart here once it is ready.';

/**
 * "Add to cart" on the review page. A signed-out visitor (a guest) signs up or logs in in place; then the
 * guest's boards move to the account and its cart (docs/access.md#claiming-guest-boards) and the cart opens.
 */
export function GuestAwareAddToCart({ boardId }: { boardId: string }) {
  const { loading, signedIn } = useAuth();
  const signInScreen = useContext(SignInScreen);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState(false);
  const [notInCart, setNotInCart] = useState(false);
  const claim = useMutation({
    mutationFn: () => claimGuestBoards(),
    onSuccess: async ({ inCart }) => {
      await queryClient.invalidateQueries();
      // A board the cart refused (still being checked, or a full cart) stays on the account: say so here, where
      // the ordinary button can add it later, instead of opening a cart without it.
      if (!inCart.includes(boardId)) {
        setAsked(false);
        setNotInCart(true);
        return;
      }
      await navigate(paths.shoppingCart.getHref());
    },
  });
  const { mutate: startClaim } = claim;

  // The claim runs once, when the visitor who asked for the cart has just signed in.
  useEffect(() => {
    if (!asked || !signedIn) return;
    trackGuestEvent('Guest signed up');
    startClaim();
  }, [asked, signedIn, startClaim]);

  if (signedIn && !asked) {
    return (
      <div>
        {notInCart ? <p role="status">{CLAIMED_NOT_IN_CART}</p> : null}
        <AddToCartButton boardId={boardId} />
      </div>
    );
  }
  if (signedIn) {
    return (
      <div>
        <Button onClick={() => claim.mutate()} loading={!claim.isError}>
          Add to cart
        </Button>
        <ValidationMessage>{claim.isError ? CLAIM_FAILED : ''}</ValidationMessage>
      </div>
    );
  }
  if (!asked) {
    return (
      <Button onClick={() => setAsked(true)} loading={loading}>
        Add to cart
      </Button>
    );
  }
  return (
    <div data-testid="guest-sign-in">
      <p>Create an account or log in to keep this board and order it.</p>
      {signInScreen?.({ allowPasskey: true })}
    </div>
  );
}
