import { AddToCartButton } from '#web/features/cart/components/add-to-cart-button.tsx';
import { CartButtonSlot } from '#web/features/boards/cart-button-slot.ts';
import { ReviewBoardPage } from '#web/features/boards/components/review-board-page.tsx';

/** /review-board/:boardId: the board's review with the cart's button in its slot. */
const cartButton = (boardId: string) => <AddToCartButton boardId={boardId} />;

export function ReviewBoardRoute() {
  return (
    <CartButtonSlot.Provider value={cartButton}>
      <ReviewBoardPage />
    </CartButtonSlot.Provider>
  );
}
