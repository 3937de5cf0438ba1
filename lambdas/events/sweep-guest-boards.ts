import { removeObjectsUnder } from '../core/aws/bucket-prefix-removal.ts';
import { sweepExpiredGuestBoards } from '../core/guests/guest-board-sweep.ts';
import { logger } from '../telemetry/telemetry.ts';
import { withTelemetry } from '../telemetry/with-telemetry.ts';

// Scheduled (EventBridge, hourly; locally an interval, local/scheduled-handler.ts):
// removes guest boards nobody claimed within their 7 days, records and files
// (docs/access.md#expiry-of-guest-boards). A failure throws; the next run finds the same boards.
export const handler = withTelemetry(async (): Promise<void> => {
  const removed = await sweepExpiredGuestBoards(new Date(), { removeObjectsUnder });
  logger.info('guest boards swept', { ...removed });
});
