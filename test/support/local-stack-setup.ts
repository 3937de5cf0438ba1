import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStackOptions } from '../../local/stack.ts';

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
      admin: { email: string; password: string } | null;
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
      admin: stack.admin,
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
