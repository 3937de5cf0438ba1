import { setTokenSource } from '#web/lib/api/api-client.ts';
import { bearerToken, loadUser } from './auth-store.ts';

/** Registers the API's bearer tokens and loads the signed-in user (Amplify itself loads only when needed: auth-store.ts). */
export function configureAuth(): void {
  setTokenSource(bearerToken);
  void loadUser();
}
