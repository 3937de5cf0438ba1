import { sweepOrderStock } from '../core/stock/index.ts';
import { logger } from '../telemetry/telemetry.ts';
import { withTelemetry } from '../telemetry/with-telemetry.ts';

// Scheduled (EventBridge, every few minutes; locally an interval in
// local/stock-sweeper.ts): releases the holds of checkouts that never
// placed their order and finishes interrupted takes and give-backs. A failure
// throws; the next run picks up the same records.
export const handler = withTelemetry(async (): Promise<void> => {
  const report = await sweepOrderStock(new Date());
  logger.info('stock holds swept', { ...report });
});
