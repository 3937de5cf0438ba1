import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { cognitoCaller } from '../../local/cognito-front.ts';
import { startLocalStack, type LocalStackOptions } from '../../local/stack.ts';
import { turnOnAuthenticatorApp } from './second-factor.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      siteUrl: string;
      apiUrl: string;
      cognitoUrl: string;
      dataDir: string;
      tableName: string;
      bucket: string;
      userPoolId: string;
      userPoolClientId: string;
      /** The seeded Admin, with the secret of the authenticator app the setup turned on (staff need one). */
      admin: { email: string; password: string; totpSecret: string } | null;
      commitSha: string;
      dynamoEndpoint: string;
      s3Endpoint: string;
      emailEndpoint: string;
    };
  }
}

/**
 * How far the test runs raise the API's request limits: a run sends thousands of requests a minute from one address,
 * far past what one real client may (docs/local-stack.md#request-limits). The limits' own test uses AWS's.
 */
export const TEST_REQUEST_LIMIT_FACTOR = 1000;

/** A whole local stack in a fresh data folder, with a fresh table in memory, per test run. */
export function localStackSetup(options: Omit<LocalStackOptions, 'dataDir'>) {
  return async function setup(project: TestProject) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'copperline-test-'));
    const stack = await startLocalStack({
      requestLimitFactor: TEST_REQUEST_LIMIT_FACTOR,
      ...options,
      dataDir,
      tableName: `test-${Date.now()}`,
      tableInMemory: true,
    });
    project.provide('stack', {
      siteUrl: stack.siteUrl,
      apiUrl: stack.apiUrl,
      cognitoUrl: stack.cognitoUrl,
      dataDir,
      tableName: stack.tableName,
      bucket: stack.bucket,
      userPoolId: stack.ids.userPoolId,
      userPoolClientId: stack.ids.userPoolClientId,
      admin: stack.admin && {
        ...stack.admin,
        totpSecret: await seededAdminSecondFactor(stack.cognitoUrl, stack.ids.userPoolClientId, stack.admin),
      },
      commitSha: stack.commitSha,
      dynamoEndpoint: stack.dynamoEndpoint,
      s3Endpoint: stack.s3Endpoint,
      emailEndpoint: stack.emailEndpoint,
    });
    return async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  };
}

/** Turns on an authenticator app for the seeded Admin, as they would on first opening a staff page (docs/security.md#staff-second-factor). */
async function seededAdminSecondFactor(cognitoUrl: string, clientId: string, admin: { email: string; password: string }): Promise<string> {
  const call = cognitoCaller(cognitoUrl);
  const signedIn = await call('InitiateAuth', {
    AuthFlow: 'USER_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: admin.email, PASSWORD: admin.password, PREFERRED_CHALLENGE: 'PASSWORD' },
  });
  const accessToken = (signedIn.json.AuthenticationResult as { AccessToken?: string } | undefined)?.AccessToken;
  if (!accessToken) throw new Error(`The seeded Admin could not sign in: ${JSON.stringify(signedIn.json)}`);
  return turnOnAuthenticatorApp(call, accessToken);
}
