import { useState } from 'react';
import { Button } from '#web/components/ui/button/button.tsx';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useCart } from '../api/get-cart.ts';
import { CART_UPDATE_FAILED, useUpdateCart } from '../api/update-cart.ts';
import styles from './add-to-cart.module.css';

/**
 * On a processed board's review page: put it in the cart (as many boards as
 * the board's quantity, the one figure the page quoted), or go to the cart it
 * is in.
 */
export function AddToCartButton({ boardId }: { boardId: string }) {
  const cart = useCart();
  const update = useUpdateCart();
  const [error, setError] = useState('');
  const inCart = cart.data?.items.some((i) => i.board_id === boardId) ?? false;
  const add = () => {
    setError('');
    update.mutate((c) => (c.items.some((i) => i.board_id === boardId) ? c : { ...c, items: [...c.items, { board_id: boardId }] }), {
      onError: (e) => setError(e instanceof ApiError && e.status < 500 && e.body?.message ? e.body.message : CART_UPDATE_FAILED),
    });
  };
  return (
    <div className={styles.addToCart}>
      {inCart ? (
        <LinkButton to={paths.shoppingCart.getHref()}>In your cart — view cart</LinkButton>
      ) : (
        <Button onClick={add} loading={update.isPending} disabled={cart.isPending}>
          Add to cart
        </Button>
      )}
      <ValidationMessage>{error}</ValidationMessage>
    </div>
  );
}
