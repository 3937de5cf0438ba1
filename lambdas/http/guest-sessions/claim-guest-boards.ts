import { guestSessionRoutes } from '#contracts/routes/guest-session-routes.ts';
import { guestTokenKey } from '#lambdas/core/aws/guest-token-key.ts';
import { claimGuestBoards } from '#lambdas/core/guests/guest-sessions.ts';
import { cartHolderOf } from '#lambdas/core/priced-cart/hold-cart-parts.ts';
import { defineHandler } from '../define-handler.ts';
import { cartPorts } from '../cart/cart-ports.ts';

export const handler = defineHandler(guestSessionRoutes, 'claimGuestBoards', ({ actor, body }) =>
  claimGuestBoards(actor, body.guest_token, {
    key: guestTokenKey,
    cart: cartPorts(),
    holderOf: (userId) => cartHolderOf(actor, userId),
  }),
);
