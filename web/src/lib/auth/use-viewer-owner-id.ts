import { storedGuestOwnerId } from './guest-session.ts';
import { useAuth } from './use-auth.ts';

/**
 * The owner id of whoever is looking: the signed-in person's user id, or, signed out, the guest session's owner id
 * (docs/access.md#the-guest-in-the-web-app); null while auth is loading or for a visitor without either. Pages compare
 * it with a record's owner to offer the owner's actions; the API checks them again.
 */
export function useViewerOwnerId(): string | null {
  const { loading, signedIn, user } = useAuth();
  if (loading) return null;
  return signedIn ? (user?.userId ?? null) : storedGuestOwnerId();
}
