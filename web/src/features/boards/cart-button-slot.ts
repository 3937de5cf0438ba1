import { createContext, type ReactNode } from 'react';
import type { Board } from '#contracts/schemas/boards.ts';

/** What the cart's button needs to know of the board: an ordered board is ordered again as a copy. */
export type CartButtonBoard = Pick<Board, 'board_id' | 'lifecycle' | 'file_name' | 'revision'>;

/**
 * The cart's "Add to cart" (or, once ordered, "Order again") button on the review page. Boards never import the cart feature
 * (docs/architecture.md#the-web-app): the page that combines them (app/routes/review-board-route.tsx) fills this slot.
 */
export const CartButtonSlot = createContext<(board: CartButtonBoard) => ReactNode>(() => null);
