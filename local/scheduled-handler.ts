import { invoke } from './lambda-runtime.ts';

// Plays an EventBridge schedule: the handler every `intervalMs`, one run at a
// time, as in AWS. `runNow` lets tests run it at once. Used by the stock
// sweeper (local/stock-sweeper.ts) and the guest board sweep.
export function startScheduledHandler(options: { handler: string; name: string; intervalMs: number; timeoutMs: number }) {
  let running: Promise<void> | null = null;
  const runNow = (): Promise<void> => {
    running ??= invoke(options.handler, {}, options.timeoutMs)
      .then(() => undefined)
      .catch((error: unknown) => console.error(`[${options.name}] failed: ${String(error)}`))
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
