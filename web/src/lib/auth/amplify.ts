import { Amplify, type ResourcesConfig } from 'aws-amplify';
import { runtimeConfigLoaded } from '#web/config/runtime-config.ts';

// Amplify's auth library, configured against the store's pool (the local one
// through its endpoint) when this module first loads. Only code that needs
// Cognito imports it, and public pages reach it through a dynamic import
// (auth-store.ts), so signed-out visitors never download it
// (see docs/performance.md#auth-without-amplify). A page chunk preloaded at
// start can import it before the runtime configuration has arrived: wait for it.
const config = await runtimeConfigLoaded();
const userPool = {
  userPoolId: config.userPoolId,
  userPoolClientId: config.userPoolClientId,
  ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
  loginWith: { email: true },
  signUpVerificationMethod: 'code' as const,
};
const { identityPoolId } = config;
// Signed-in customers get AWS credentials from the identity pool (no guests);
// Amplify fetches them with the session and fetches new ones 50 minutes later
// (docs/security.md#identity-pool). Locally the Cognito front serves the pool too.
const auth: ResourcesConfig['Auth'] = identityPoolId
  ? {
      Cognito: {
        ...userPool,
        identityPoolId,
        allowGuestAccess: false,
        ...(config.userPoolEndpoint ? { identityPoolEndpoint: config.userPoolEndpoint } : {}),
      },
    }
  : { Cognito: userPool };
Amplify.configure({ Auth: auth });

export * from 'aws-amplify/auth';
