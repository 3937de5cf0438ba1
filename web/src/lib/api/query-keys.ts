import type { OrderState } from '#contracts/schemas/order-states.ts';

// The query keys more than one feature reads or refreshes (docs/architecture.md#web-data-access). A feature's
// own keys live in its api/<noun>-keys.ts; a key another feature must refresh moves here, so no feature spells
// another's key as a string or imports another feature.

/** The orders feature reads these; the cart refreshes the customer's orders once it has placed one. */
export const orderKeys = {
  order: (orderId: string) => ['order', orderId] as const,
  /** Every customer's list of orders (a prefix of `mine`). */
  allMine: ['orders'] as const,
  mine: (userId: string) => ['orders', userId] as const,
  /** Every staff list of orders, whatever its state filter (a prefix of `staffList`). */
  staffLists: ['staff-orders'] as const,
  staffList: (state: OrderState | '') => ['staff-orders', state] as const,
  staffOrder: (orderId: string) => ['staff-order', orderId] as const,
};

/** The account's two-factor methods: the auth feature's set-up changes them, the staff gate reads them. */
export const accountKeys = { mfa: (email: string) => ['auth', 'mfa', email] as const };

/** A user's saved addresses: the addresses feature edits them, the cart's delivery picks one. */
export const addressKeys = { list: (userId: string) => ['addresses', userId] as const };
