import * as z from 'zod/mini';

// What a data migration's record counts (lambdas/core/db/migration-runs.ts
// parses it wherever it reads one): the step's own counts by name, summed
// over its pages. see docs/migrations.md#the-record
export const MigrationCountsSchema = z.record(z.string(), z.number().check(z.int(), z.gte(0)));
