import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids.ts';

// Guest sessions as the API speaks them (docs/access.md#guest-sessions); their limits and
// lifetimes are in contracts/guest-sessions.ts, which the web and the core share without zod.

export const GuestSessionSchema = z.object({
  /** Sent as `Authorization: Bearer …` on the routes guests may call. */
  token: z.string(),
  guest_id: z.string().check(z.regex(ID_PATTERN)),
  expires_at: z.string(),
});
export type GuestSession = z.infer<typeof GuestSessionSchema>;

export const ClaimGuestBoardsBodySchema = z.object({
  guest_token: z.string().check(z.minLength(1, 'Required'), z.maxLength(2048, 'Too long')),
});
export type ClaimGuestBoardsBody = z.infer<typeof ClaimGuestBoardsBodySchema>;

export const ClaimGuestBoardsResponseSchema = z.object({
  /** The guest's boards this call moved to the caller's account (a repeat moves none). */
  board_ids: z.array(z.string()),
  /** Of those, the ones now in the caller's cart (a board still processing stays out of it). */
  in_cart: z.array(z.string()),
  /** Boards of the guest some other account claimed first: never moved again. */
  claimed_elsewhere: z.number(),
});
export type ClaimGuestBoardsResponse = z.infer<typeof ClaimGuestBoardsResponseSchema>;
