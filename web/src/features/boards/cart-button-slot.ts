import { createContext, type ReactNode } from 'react';

/**
 * The cart's "Add to cart" button on the review page. Boards never import the cart feature
 * (docs/architecture.md#the-web-app): the page that combines them (app/routes/review-board-route.tsx) fills this slot.
 */
export const CartButtonSlot = createContext<(boardId: string) => ReactNode>(() => null);
