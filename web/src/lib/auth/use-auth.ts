import { useSyncExternalStore } from 'react';
import { authStore, type AuthState } from './auth-store.ts';

export type { AuthState, AuthUser } from './auth-store.ts';

/** The signed-in state, shared by every component that reads it. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.getPrerendered);
}
