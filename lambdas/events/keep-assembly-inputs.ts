import type { Context } from 'aws-lambda';
import { keepUnreadInputs, type KeepUnreadReport } from '../core/assembly/keep-unread-inputs.ts';
import { uploadsBucket } from '../core/aws/uploads-bucket.ts';
import { logger } from '../telemetry/telemetry.ts';
import { withTelemetry } from '../telemetry/with-telemetry.ts';

/** Time left when no further page is started: a page of reads takes seconds, the report must still be logged. */
const STOP_BEFORE_END_MS = 60_000;

// Run after every deploy (a CDK Trigger, lib/constructs/assembly-inputs-backfill.ts;
// locally once when the stack starts): reads and keeps the assembly files of
// boards stored before their readers' results were kept, so a mapping, a
// quantity or a removed placement file works on them again. It never throws
// for one board (that would fail the deploy); failed boards are logged and
// counted, and still get read by their next BOM or placement upload.
// see docs/operations.md#after-a-deploy
export const handler = withTelemetry(async (_event: unknown, context?: Context): Promise<KeepUnreadReport> => {
  const report = await keepUnreadInputs({
    files: uploadsBucket,
    outOfTime: () => (context ? context.getRemainingTimeInMillis() < STOP_BEFORE_END_MS : false),
    onFailure: (boardId, error) => logger.error('assembly files of a board could not be read', { boardId, error }),
  });
  if (report.complete) logger.info('assembly inputs kept', { ...report });
  else logger.error('assembly inputs backfill stopped for time: invoke it again', { ...report });
  return report;
});
