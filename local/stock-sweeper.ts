import { startScheduledHandler } from './scheduled-handler.ts';

const HANDLER = 'events/sweep-stock-holds';
const TIMEOUT_MS = 240_000; // the CDK function's timeout

// Plays the EventBridge schedule of lib/constructs/stock-sweeper.ts: the
// sweeper every `intervalMs` (one run at a time), so holds of abandoned local
// checkouts are released as they are in AWS. `runNow` lets tests sweep at once.
export function startStockSweeper(options: { intervalMs: number; log?: boolean }) {
  return startScheduledHandler({ handler: HANDLER, name: 'stock sweeper', intervalMs: options.intervalMs, timeoutMs: TIMEOUT_MS });
}
