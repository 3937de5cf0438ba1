import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { localStackSetup } from '../support/local-stack-setup.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One Chromium for the run's test files, each connecting with its own contexts (test/e2e/browser.ts). */
    browserEndpoint: string;
  }
}

// The whole store, built for production and served like CloudFront would, and
// one Chromium that every file of the run connects to (a launch per file cost
// each file about 2 s of CPU).
const stackSetup = localStackSetup({ web: 'preview', seed: true });

export default async function setup(project: TestProject) {
  const stopStack = await stackSetup(project);
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('browserEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
    await stopStack();
  };
}
