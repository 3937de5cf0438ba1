import { GUEST_TOKEN_USE, guestOwnerId } from '#contracts/guest-sessions.ts';
import type { ClaimGuestBoardsResponse, GuestSession } from '#contracts/schemas/guest-sessions.ts';
import type { Actor } from '../actor.ts';
import { isGuest, requireIdentity } from '../actor.ts';
import { addBoardToCart } from '../cart/cart.ts';
import type { CartPorts } from '../priced-cart/cart-ports.ts';
import { getBoard, listBoardsForUser, moveBoardToOwner } from '../db/boards.ts';
import { wonRace } from '../db/conditional-failure.ts';
import { AppError, unauthorized } from '../errors.ts';
import type { CartHolder } from '../stock/hold-for-cart.ts';
import { callerUserId } from '../users/users.ts';
import { issueGuestToken, verifyGuestToken, type GuestTokenKey } from './guest-tokens.ts';

// Guest sessions and their claim (docs/access.md#guest-sessions).

/** POST /guest-sessions: a new guest and its signed token. */
export async function startGuestSession(key: GuestTokenKey): Promise<GuestSession> {
  const { token, guestId, expiresAt } = await issueGuestToken(key);
  return { token, guest_id: guestId, expires_at: expiresAt };
}

/** What the authorizer hands the handlers for a valid guest token (read by lambdas/http/claims.ts); null otherwise. */
export async function guestAuthorizerContext(key: GuestTokenKey, token: string): Promise<Record<string, string> | null> {
  const guest = await verifyGuestToken(key, token);
  if (!guest) return null;
  return { sub: `guest:${guest.guestId}`, token_use: GUEST_TOKEN_USE, guest_id: guest.guestId };
}

/** Boards read per page while claiming; the claim goes on page after page, so this bounds a read, not the claim. */
const CLAIM_PAGE = 50;

/**
 * POST /guest-sessions/claim: every board of the guest moves to the caller's
 * account, with everything chosen on it (options, quantity, BOM and
 * placement live on the board), and into the caller's cart. Each move is
 * conditional on the board still being the guest's, so a board is claimed
 * once; a repeat moves nothing more (docs/access.md#claiming-guest-boards).
 */
export async function claimGuestBoards(
  actor: Actor,
  guestToken: string,
  ports: { key: GuestTokenKey; cart: CartPorts; holderOf: (userId: string) => Promise<CartHolder> },
): Promise<ClaimGuestBoardsResponse> {
  if (isGuest(actor)) throw unauthorized();
  const identity = requireIdentity(actor);
  const userId = await callerUserId(identity);
  if (!userId) throw new AppError('user_missing');
  const guest = await verifyGuestToken(ports.key, guestToken);
  if (!guest)
    throw new AppError('validation_failed', 'This guest session has expired or is not valid.', { guest_token: ['Expired or invalid'] });
  const owner = guestOwnerId(guest.guestId);
  const claimed: string[] = [];
  let claimedElsewhere = 0;
  for (;;) {
    const page = await listBoardsForUser(owner, CLAIM_PAGE);
    let moved = 0;
    for (const board of page) {
      if (await wonRace(moveBoardToOwner(board, owner, userId))) {
        moved++;
        claimed.push(board.boardId);
      } else if ((await getBoard(board.boardId, true))?.userId !== userId) claimedElsewhere++;
    }
    // The owner index lags the moves a little: a page that moved nothing is the end.
    if (moved === 0) break;
  }
  const holder = await ports.holderOf(userId);
  const inCart: string[] = [];
  for (const boardId of claimed) {
    // A board the cart refuses (still processing, or the cart is full) stays on the account, in "My boards".
    const added = await addBoardToCart(userId, boardId, ports.cart, holder).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError) return false;
        throw error;
      },
    );
    if (added) inCart.push(boardId);
  }
  return { board_ids: claimed, in_cart: inCart, claimed_elsewhere: claimedElsewhere };
}
