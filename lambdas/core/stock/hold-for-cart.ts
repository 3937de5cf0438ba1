import type { CartStockHolds } from '#contracts/schemas/cart.ts';
import { CART_HOLD_LIMITS } from '#contracts/stock-hold-limits.ts';
import { formatCents } from '#contracts/money.ts';
import { formatCount } from '#contracts/number-text.ts';
import { listReservations } from '../db/stock-reservations.ts';
import { readCartHolds, syncCartHolds } from './cart-holds.ts';
import { cartHoldsView, type NotHeld } from './cart-holds-view.ts';
import { planCartHolds, type HoldPlan } from './hold-limits.ts';
import type { WantedHold } from './parts-to-hold.ts';

// When and how much a cart holds (docs/checkout.md#hold-limits):
// - only on the customer's own cart change or checkout step, never on a read
//   of the cart, so a background read keeps nothing held;
// - only for an account whose e-mail address is confirmed;
// - only up to the cart's limits in units and value (hold-limits.ts).
// Staff acting on someone's cart (Admin may) change nothing of its holds.

/** Who is acting on the cart: its owner (with or without a confirmed e-mail), or staff on the owner's behalf. */
export type CartHolder = { acting: 'owner'; confirmed: boolean } | { acting: 'staff' };

export type CartHoldRequest = {
  orderId: string;
  userId: string;
  /** What the cart's quotes buy now (cartHoldWants). */
  wanted: readonly WantedHold[];
  holder: CartHolder;
  now: Date;
  /** How long a hold lasts from this change (the shipping settings' cart hold minutes). */
  holdMs: number;
};

const LIMIT_MESSAGE =
  `One customer's cart holds parts worth up to ${formatCents(CART_HOLD_LIMITS.maxValueCents)} and ` +
  `${formatCount(CART_HOLD_LIMITS.maxUnits)} units at a time. The parts marked over the limit are not held; ` +
  'they are reserved when you place the order, if they are still in stock.';
const UNCONFIRMED_MESSAGE =
  'Confirm your e-mail address to have parts held for your cart. Until then nothing is held; ' +
  'the parts are reserved when you place the order, if they are still in stock.';

const limitRefusal = (plan: HoldPlan): CartStockHolds['refusal'] =>
  plan.overLimit.length > 0 ? { code: 'stock_hold_limit', message: LIMIT_MESSAGE } : null;
const UNCONFIRMED: CartStockHolds['refusal'] = { code: 'stock_hold_unconfirmed', message: UNCONFIRMED_MESSAGE };

const overLimit = (plan: HoldPlan): NotHeld[] =>
  plan.overLimit.map((w) => ({ partId: w.partId, quantity: w.quantity, reason: 'over_limit' }));

/** A cart change or a checkout step by its owner: hold what the limits allow and say what is not held and why. */
export async function holdForCart(request: CartHoldRequest): Promise<CartStockHolds> {
  const { orderId, userId, wanted, holder, now, holdMs } = request;
  if (holder.acting === 'staff') return showCartHolds(request);
  if (!holder.confirmed) {
    // Whatever was held before (the address changed since) goes back.
    const holds = await syncCartHolds(orderId, userId, [], now, holdMs);
    return cartHoldsView(holds, [], UNCONFIRMED);
  }
  const heldNow = new Map((await listReservations(orderId)).map((r) => [r.partId, r.quantity]));
  const plan = planCartHolds(wanted, heldNow);
  const holds = await syncCartHolds(orderId, userId, plan.hold, now, holdMs);
  const short: NotHeld[] = holds.notHeld.map((s) => ({ partId: s.partId, quantity: s.quantity, reason: 'out_of_stock' }));
  return cartHoldsView(holds, short.concat(overLimit(plan)), limitRefusal(plan));
}

/** A read of the cart: what it holds now, renewing nothing, and what it does not hold and why. */
export async function showCartHolds(request: Omit<CartHoldRequest, 'holdMs'>): Promise<CartStockHolds> {
  const holds = await readCartHolds(request.orderId, request.now);
  if (request.holder.acting === 'owner' && !request.holder.confirmed) return cartHoldsView(holds, [], UNCONFIRMED);
  const heldNow = new Map(holds.held.map((h) => [h.partId, h.quantity]));
  const plan = planCartHolds(request.wanted, heldNow);
  // Within the limits but not held: the next change or checkout step holds it, if the stock is there.
  const missing = plan.hold.filter((w) => !heldNow.has(w.partId));
  const ended: NotHeld[] = missing.map((w) => ({ partId: w.partId, quantity: w.quantity, reason: 'hold_ended' }));
  const view = await cartHoldsView(holds, ended.concat(overLimit(plan)), limitRefusal(plan));
  // A part with too little stock for it, counting the units its ended hold still sets aside, is short, not merely unheld.
  const short = (n: (typeof view.not_held)[number]) => n.stock + (holds.reserved.get(n.part_id) ?? 0) < n.quantity;
  return { ...view, not_held: view.not_held.map((n) => (n.reason === 'hold_ended' && short(n) ? { ...n, reason: 'out_of_stock' } : n)) };
}
