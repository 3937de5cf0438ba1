import { invoke } from './lambda-runtime.ts';

const HANDLER = 'events/sweep-stock-holds';
const TIMEOUT_MS = 240_000; // the CDK function's timeout

// Plays the EventBridge schedule of lib/constructs/stock-sweeper.ts: the
// sweeper every `intervalMs` (one run at a time), so holds of abandoned local
// checkouts are released as they are in AWS. `runNow` lets tests sweep at once.
export function startStockSweeper(options: { intervalMs: number; log?: boolean }) {
  let running: Promise<void> | null = null;
  const runNow = (): Promise<void> => {
    running ??= invoke(HANDLER, {}, TIMEOUT_MS)
      .then(() => undefined)
      .catch((error: unknown) => console.error(`[stock sweeper] failed: ${String(error)}`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();
  return {
    runNow,
    close: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
