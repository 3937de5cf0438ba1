// Whether this browser holds a Cognito session, read without Amplify: its
// token store keeps the signed-in username under
// `CognitoIdentityServiceProvider.<client id>.LastAuthUser` in localStorage
// and removes it on sign-out. No key means signed out, so the auth library
// need not load (see docs/performance.md#auth-without-amplify).
export function sessionStorageKey(clientId: string): string {
  return `CognitoIdentityServiceProvider.${clientId}.LastAuthUser`;
}

export function hasStoredSession(clientId: string, storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    return Boolean(storage.getItem(sessionStorageKey(clientId)));
  } catch {
    // Storage blocked (privacy settings): let Amplify decide.
    return true;
  }
}
