import { ClaimGuestBoardsBodySchema, ClaimGuestBoardsResponseSchema, GuestSessionSchema } from '../schemas/guest-sessions.ts';
import { ROUTE_THROTTLES } from '../request-limits.ts';
import type { RouteDef } from '../route-types.ts';

// A signed-out visitor's session and its hand-over to an account (docs/access.md#guest-sessions).
export const guestSessionRoutes = {
  // A new guest: a signed token naming a fresh guest id. Nothing is written; the per-address upload limit bounds what it can do.
  startGuestSession: {
    method: 'POST',
    path: '/guest-sessions',
    auth: 'public',
    handler: 'http/guest-sessions/start-guest-session',
    response: GuestSessionSchema,
    status: 201,
    access: { guestTokens: 'use' },
    throttle: ROUTE_THROTTLES.uploadCreation,
  },
  // The guest's boards move to the signed-in caller's account and cart (docs/access.md#claiming-guest-boards).
  claimGuestBoards: {
    method: 'POST',
    path: '/guest-sessions/claim',
    auth: 'customer',
    handler: 'http/guest-sessions/claim-guest-boards',
    body: ClaimGuestBoardsBodySchema,
    response: ClaimGuestBoardsResponseSchema,
    access: { table: 'readwrite', guestTokens: 'use' },
  },
} as const satisfies Record<string, RouteDef>;
