import { fileWithRevision } from '#contracts/board-revisions.ts';
import { OrderAgainButton } from '#web/features/cart/components/order-again-button.tsx';
import { CartButtonSlot, type CartButtonBoard } from '#web/features/boards/cart-button-slot.ts';
import { ReviewBoardPage } from '#web/features/boards/components/review-board-page.tsx';
import { GuestAwareAddToCart } from './guest-add-to-cart.tsx';

/**
 * /review-board/:boardId: the board's review with the cart's button in its slot; an ordered board never
 * changes, so it is ordered again as a copy (docs/revisions.md#ordering-a-revision-again).
 */
const cartButton = (board: CartButtonBoard) =>
  board.lifecycle === 'Order received' ? (
    <OrderAgainButton boardId={board.board_id} label={fileWithRevision(board.file_name, board.revision)} />
  ) : (
    <GuestAwareAddToCart boardId={board.board_id} />
  );

export function ReviewBoardRoute() {
  return (
    <CartButtonSlot.Provider value={cartButton}>
      <ReviewBoardPage />
    </CartButtonSlot.Provider>
  );
}
