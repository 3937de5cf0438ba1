import { setTokenSource } from '#web/lib/api/api-client.ts';
import { trackAuthEvent } from './auth-analytics.ts';
import { authStore, bearerToken, loadUser } from './auth-store.ts';
import { withGuestFallback } from './guest-session.ts';

/** Registers the API's bearer tokens and loads the signed-in user (Amplify itself loads only when needed: auth-store.ts). */
export function configureAuth(): void {
  // A signed-out visitor's guest token stands in on guest routes (docs/access.md#guest-sessions).
  setTokenSource(withGuestFallback(bearerToken));
  // docs/analytics.md#events: a visit that starts with a live session is "Already signed in".
  void loadUser().then(() => {
    if (authStore.get().signedIn) trackAuthEvent('Already signed in');
  });
}
