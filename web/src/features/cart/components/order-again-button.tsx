import { useState } from 'react';
import { Button } from '#web/components/ui/button/button.tsx';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useOrderBoardAgain } from '../api/order-board-again.ts';
import styles from './add-to-cart.module.css';

const ORDER_AGAIN_FAILED = 'The board could not be ordered again. Please try again.';

/**
 * On a past order's board (/my-account): a fresh copy of exactly that
 * revision in the cart, with a note when a newer revision exists
 * (docs/revisions.md#ordering-a-revision-again).
 */
export function OrderAgainButton({ boardId, label }: { boardId: string; label: string }) {
  const orderAgain = useOrderBoardAgain(boardId);
  const [requestKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState('');
  const press = () => {
    setError('');
    orderAgain.mutate(requestKey, {
      onError: (e) => setError(e instanceof ApiError && e.status < 500 && e.body?.message ? e.body.message : ORDER_AGAIN_FAILED),
    });
  };
  const done = orderAgain.data;
  return (
    <div className={styles.orderAgain} data-testid="order-again">
      {done ? (
        <>
          <LinkButton variant="secondary" to={paths.shoppingCart.getHref()}>
            In your cart — view cart
          </LinkButton>
          {done.note && <p className={styles.note}>{done.note}</p>}
        </>
      ) : (
        <Button variant="secondary" onClick={press} loading={orderAgain.isPending} aria-label={`Order ${label} again`}>
          Order again
        </Button>
      )}
      <ValidationMessage>{error}</ValidationMessage>
    </div>
  );
}
