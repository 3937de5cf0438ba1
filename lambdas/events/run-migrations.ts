import type { Context } from 'aws-lambda';
import { uploadsBucket } from '../core/aws/uploads-bucket.ts';
import { runMigrations } from '../core/migrations/run-migrations.ts';
import type { MigrationsReport } from '../core/migrations/migration.ts';
import { migrations } from '../migrations/migrations.ts';
import { logger } from '../telemetry/telemetry.ts';
import { withTelemetry } from '../telemetry/with-telemetry.ts';

/** Time left when no further page is started: a page of reads takes seconds, the record and report must still be saved. */
const STOP_BEFORE_END_MS = 60_000;

// Run after every deploy (a CDK Trigger, lib/constructs/data-migrations.ts;
// locally once when the stack starts): the data migrations not yet recorded
// as finished, each from where its record says it stopped. A step that stops
// for time is continued by the next invocation (the next deploy, or the
// operator's). see docs/migrations.md
export const handler = withTelemetry(async (_event: unknown, context?: Context): Promise<MigrationsReport> => {
  const report = await runMigrations(
    migrations,
    { uploads: uploadsBucket, logError: (message, fields) => logger.error(message, fields) },
    {
      outOfTime: () => (context ? context.getRemainingTimeInMillis() < STOP_BEFORE_END_MS : false),
      commitSha: process.env.COMMIT_SHA ?? 'unknown',
      now: () => new Date().toISOString(),
    },
  );
  if (report.complete) logger.info('data migrations done', { ...report });
  else logger.error('data migrations stopped before the last step: invoke the function again', { ...report });
  return report;
});
