import { invoke } from './lambda-runtime.ts';

const HANDLER = 'events/keep-assembly-inputs';
const TIMEOUT_MS = 15 * 60_000; // the CDK function's timeout

// Plays the CDK Trigger of lib/constructs/assembly-inputs-backfill.ts: once,
// in the background, when the stack starts, so boards in a data folder from
// before assembly files were kept read get their files read again. `done`
// settles when it has run (a failure is logged, never thrown).
export function startAssemblyBackfill(options: { log?: boolean }): { done: Promise<void> } {
  const done = invoke(HANDLER, {}, TIMEOUT_MS)
    .then((report) => {
      if (options.log) console.log(`[assembly backfill] ${JSON.stringify(report)}`);
    })
    .catch((error: unknown) => console.error(`[assembly backfill] failed: ${String(error)}`));
  return { done };
}
