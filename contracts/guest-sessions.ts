// Guest sessions: a signed-out visitor's boards (docs/access.md#guest-sessions). The rules' numbers and names;
// contracts/schemas/guest-sessions.ts holds the same sessions' API shapes.

/** The `token_use` claim of a guest token; Cognito's tokens say `id` or `access`, so the two never pass for each other. */
export const GUEST_TOKEN_USE = 'guest';

/** A guest token, and the guest's boards unless claimed, last this long (docs/access.md#guest-sessions). */
export const GUEST_SESSION_DAYS = 7;
export const GUEST_SESSION_SECONDS = GUEST_SESSION_DAYS * 24 * 60 * 60;

/** Boards a guest session may upload in a UTC day, and boards one client address may upload as guests (docs/limits.md#guest-uploads). */
export const MAX_GUEST_BOARDS_PER_DAY = 5;
export const MAX_GUEST_BOARDS_PER_ADDRESS_PER_DAY = 20;

/** Bytes a guest session may upload in all (its boards' files together). */
export const MAX_GUEST_SESSION_BYTES = 100 * 1024 * 1024;

/** The owner a guest's boards carry until claimed: never a product user id (those are bare ids). */
const GUEST_OWNER_PREFIX = 'guest-';
export const guestOwnerId = (guestId: string): string => `${GUEST_OWNER_PREFIX}${guestId}`;

/** Whether a board's owner is a guest (not yet claimed). */
export const isGuestOwnerId = (userId: string): boolean => userId.startsWith(GUEST_OWNER_PREFIX);

/** The scheduled sweep of expired guest boards (docs/access.md#expiry-of-guest-boards): its handler and how often it runs. */
export const GUEST_BOARD_SWEEP_HANDLER = 'events/sweep-guest-boards';
export const GUEST_BOARD_SWEEP_MINUTES = 60;
