// Stock's public surface (README.md beside this file): cart, checkout, orders,
// board quotes and the sweeper's handler import these and nothing else of stock/.

// Which parts a cart or an order holds (pure).
export { partsHeldByOrder, partsOfQuotes, stockReservations } from './parts-to-hold.ts';

// Hold, renew and release for a cart; how the cart reads and shows its holds.
export { syncCartHolds, type CartHolds } from './cart-holds.ts';
export { heldByCart, heldByCartOf } from './held-by-cart.ts';
export { withOwnHolds } from './own-holds.ts';
export { cartHoldsView } from './cart-holds-view.ts';

// Hold at checkout under a lease, release on failure, take once the order is placed.
export {
  CART_HOLD_OWNER,
  claimStockLease,
  finishTaking,
  HOLD_LEASE_MS,
  planReservationChanges,
  releaseAllHeld,
  releaseLease,
  reserveStock,
  type ClaimOutcome,
  type ReservationChanges,
  type Shortage,
  type StockLease,
} from './checkout-holds.ts';
export { STOCK_CONCURRENCY, takeAllHeld } from './take-held.ts';

// Give back a canceled order's parts.
export { giveBackStock, newStockOwner, RETURN_LEASE_MS, type GiveBack, type PartReturn } from './give-back.ts';

// Sweep: finish what an interrupted checkout or cancel left, once its lease ended.
export { sweepOrderStock, type SweepReport } from './sweeper.ts';
