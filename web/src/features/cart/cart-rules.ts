import type { Address } from '#contracts/schemas/addresses.ts';
import type { CartUpdate, PickupInfo, ShippingRate, ShoppingCart } from '#contracts/schemas/cart.ts';

// "Cart behaviour" (docs/states.md#cart-behaviour) and "Cart helpers" (docs/validation.md#cart-helpers) as pure functions over the
// cart the customer edits. Every change returns the next PUT body; the server
// checks the same rules again.

export const CART_POLL_MS = 2000;
export const CART_NOT_FOUND_RETRY_MS = 1000;

type Delivery = Pick<CartUpdate, 'shipping_address' | 'shipping_rate' | 'pickup_info'>;

/** A new address clears pickup and the rate (rates depend on where the boards go). */
export function setShippingAddress<C extends Delivery>(cart: C, address: Address): C {
  return { ...cart, shipping_address: address, shipping_rate: null, pickup_info: null };
}

/** Choosing a rate keeps the address. */
export function chooseShippingRate<C extends Delivery>(cart: C, rate: ShippingRate): C {
  return { ...cart, shipping_rate: rate };
}

/** Pickup clears the address and the rate. */
export function choosePickup<C extends Delivery>(cart: C, pickup: PickupInfo): C {
  return { ...cart, pickup_info: pickup, shipping_address: null, shipping_rate: null };
}

export function clearDelivery<C extends Delivery>(cart: C): C {
  return { ...cart, shipping_address: null, shipping_rate: null, pickup_info: null };
}

export const hasShippingAddress = (cart: Delivery) => cart.shipping_address !== null;
export const hasShippingRate = (cart: Delivery) => cart.shipping_rate !== null;
export const hasPickupInfo = (cart: Delivery) => cart.pickup_info !== null;

/** Ready to order: an address and a rate, or pickup. */
export function isReadyToOrder(cart: Delivery): boolean {
  return (hasShippingAddress(cart) && hasShippingRate(cart)) || hasPickupInfo(cart);
}

export function isCouponApplied(cart: Pick<CartUpdate, 'coupons_applied'>, id: string): boolean {
  return cart.coupons_applied.some((c) => c.id === id);
}

/** Applying adds the coupon to the front; toggling an applied one removes it. */
export function toggleCoupon<C extends Pick<CartUpdate, 'coupons_applied'>>(cart: C, id: string): C {
  return isCouponApplied(cart, id)
    ? { ...cart, coupons_applied: cart.coupons_applied.filter((c) => c.id !== id) }
    : { ...cart, coupons_applied: [{ id }, ...cart.coupons_applied] };
}

/** While a board's BOM is being checked or its quote refreshed, the cart reloads every 2 s; otherwise never. */
export function cartPollInterval(cart: Pick<ShoppingCart, 'items'> | undefined): number | false {
  const busy = cart?.items.some((item) => item.board.bom_state === 'CHECKING' || item.board.quote?.state === 'Refreshing quote');
  return busy ? CART_POLL_MS : false;
}

/** The PUT body for a cart as loaded: what the customer may change, with the version it was read at. */
export function toCartUpdate(cart: ShoppingCart): CartUpdate {
  return {
    version: cart.version,
    // The quantity is the board's own, changed on the board (api/set-board-quantity.ts).
    items: cart.items.map(({ board_id }) => ({ board_id })),
    shipping_address: cart.shipping_address,
    shipping_rate: cart.shipping_rate,
    pickup_info: cart.pickup_info,
    coupons_applied: cart.coupons_applied,
    lead_time_id: cart.lead_time_id,
  };
}
