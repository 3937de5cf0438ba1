// Stock's public surface (README.md beside this file): cart, checkout, orders,
// board quotes and the sweeper's handler import these and nothing else of stock/.

// Which parts a cart or an order holds (pure), and how much of it a cart may keep held.
export { cartHoldWants, partsHeldByOrder, partsOfQuotes, stockReservations, type WantedHold } from './parts-to-hold.ts';
export { CART_LIMITS, planCartHolds, type HoldLimits, type HoldPlan } from './hold-limits.ts';

// Hold, renew and release for a cart (its owner's changes and checkout steps only); how the cart reads and shows its holds.
export { holdForCart, showCartHolds, type CartHolder, type CartHoldRequest } from './hold-for-cart.ts';
export { readCartHolds, syncCartHolds, type CartHolds } from './cart-holds.ts';
export { heldByCart, heldByCartOf } from './held-by-cart.ts';
export { withOwnHolds } from './own-holds.ts';
export { cartHoldsView } from './cart-holds-view.ts';

// The staff view of who holds what, and releasing a cart's hold.
export { listStockHolds, releaseStockHold } from './staff-holds.ts';

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
export { takeAllHeld } from './take-held.ts';

// Give back a canceled order's parts.
export { giveBackStock, newStockOwner, RETURN_LEASE_MS, type GiveBack, type PartReturn } from './give-back.ts';

// Sweep: finish what an interrupted checkout or cancel left, once its lease ended.
export { sweepOrderStock, type SweepReport } from './sweeper.ts';
