import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from '../../../../contracts/runtime-config.ts';
import { setTokenSource } from '../../lib/api/api-client.ts';
import { bearerToken, loadUser } from './auth-store.ts';

/** Amplify v6 against the configured pool (the local one through its endpoint). */
export function configureAuth(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
  setTokenSource(bearerToken);
  void loadUser();
}
