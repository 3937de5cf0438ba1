import { invoke } from './lambda-runtime.ts';

const HANDLER = 'events/run-migrations';
const TIMEOUT_MS = 15 * 60_000; // the CDK function's timeout

// Plays the CDK Trigger of lib/constructs/data-migrations.ts: once, in the
// background, when the stack starts, so a data folder written by an earlier
// version is brought up to date. `done` settles when it has run (a failure is
// logged, never thrown).
export function startDataMigrations(options: { log?: boolean }): { done: Promise<void> } {
  const done = invoke(HANDLER, {}, TIMEOUT_MS)
    .then((report) => {
      if (options.log) console.log(`[data migrations] ${JSON.stringify(report)}`);
    })
    .catch((error: unknown) => console.error(`[data migrations] failed: ${String(error)}`));
  return { done };
}
