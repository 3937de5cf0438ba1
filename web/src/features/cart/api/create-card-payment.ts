import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { seenCart } from './place-order.ts';

/** Starts a card payment for the cart as the customer saw it; returns the client secret the card form confirms. */
export async function createCardPayment(userId: string, cart: ShoppingCart, attemptId: string): Promise<string> {
  return (await callApi('createCardPayment', { params: { userId }, body: { ...seenCart(cart), attempt_id: attemptId } })).client_secret;
}
