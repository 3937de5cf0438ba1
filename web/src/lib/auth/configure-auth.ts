import { setTokenSource } from '#web/lib/api/api-client.ts';
import { trackAuthEvent } from './auth-analytics.ts';
import { authStore, bearerToken, loadUser } from './auth-store.ts';

/** Registers the API's bearer tokens and loads the signed-in user (Amplify itself loads only when needed: auth-store.ts). */
export function configureAuth(): void {
  setTokenSource(bearerToken);
  // docs/analytics.md#events: a visit that starts with a live session is "Already signed in".
  void loadUser().then(() => {
    if (authStore.get().signedIn) trackAuthEvent('Already signed in');
  });
}
