import { Amplify } from 'aws-amplify';
import { runtimeConfigLoaded } from '#web/config/runtime-config.ts';

// Amplify's auth library, configured against the store's pool (the local one
// through its endpoint) when this module first loads. Only code that needs
// Cognito imports it, and public pages reach it through a dynamic import
// (auth-store.ts), so signed-out visitors never download it
// (see docs/performance.md#auth-without-amplify). A page chunk preloaded at
// start can import it before the runtime configuration has arrived: wait for it.
const config = await runtimeConfigLoaded();
Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
      // Signed-in customers get AWS credentials from the identity pool; Amplify
      // refreshes them 50 minutes after fetching (docs/security.md#identity-pool).
      // Locally the Cognito front serves the pool too.
      ...(config.identityPoolId
        ? { identityPoolId: config.identityPoolId, allowGuestAccess: false, ...(config.userPoolEndpoint ? { identityPoolEndpoint: config.userPoolEndpoint } : {}) }
        : {}),
      loginWith: { email: true },
      signUpVerificationMethod: 'code',
    },
  },
});

export * from 'aws-amplify/auth';
