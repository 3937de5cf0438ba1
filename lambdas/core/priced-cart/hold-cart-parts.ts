import type { CartStockHolds } from '#contracts/schemas/cart.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { findUserIdForSub } from '../db/users.ts';
import { cartHoldWants, holdForCart, showCartHolds, type CartHolder } from '../stock/index.ts';
import type { LoadedCart } from './load-cart.ts';

// The cart's holds from a priced cart, for the cart (its read and its change)
// and the checkout's card step: what its quotes buy, under its next order id,
// for the shipping settings' hold minutes (docs/checkout.md#cart-holds).

/** The cart's owner acting with a confirmed e-mail: what core callers without a token (tests, benches) act as. */
export const CONFIRMED_OWNER: CartHolder = { acting: 'owner', confirmed: true };

/** Who acts on the cart of `ownerId` ('self' routes: its owner or an Admin): the owner, with the token's e-mail confirmation, else staff. */
export async function cartHolderOf(actor: Actor, ownerId: string): Promise<CartHolder> {
  const identity = requireIdentity(actor);
  const callerId = identity.userId ?? (await findUserIdForSub(identity.sub));
  return callerId === ownerId ? { acting: 'owner', confirmed: identity.emailVerified } : { acting: 'staff' };
}

type WrittenCart = LoadedCart & { record: NonNullable<LoadedCart['record']> };

function request(loaded: WrittenCart, holder: CartHolder, now: Date) {
  return {
    orderId: loaded.record.nextOrderId,
    userId: loaded.user.userId,
    wanted: cartHoldWants(loaded.priced.lines),
    holder,
    now,
    holdMs: loaded.shipping.cart_hold_minutes * 60_000,
  };
}

/** A change of the cart or a checkout step: hold (or renew) what its quotes buy, within the limits. */
export function holdCartParts(loaded: WrittenCart, holder: CartHolder, now: Date): Promise<CartStockHolds> {
  return holdForCart(request(loaded, holder, now));
}

/** A read of the cart: what it holds, renewing nothing. */
export function showCartParts(loaded: WrittenCart, holder: CartHolder, now: Date): Promise<CartStockHolds> {
  return showCartHolds(request(loaded, holder, now));
}
