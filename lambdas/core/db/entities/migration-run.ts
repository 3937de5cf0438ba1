import { CustomAttributeType, Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// The record of one data migration (lambdas/migrations/): where its walk over
// the table stands, what it counted, and when it finished. A migration with
// `finishedAt` is skipped by every later deploy with this one read. This file
// holds the stored shape; lambdas/core/db/migration-runs.ts its reads and
// writes. see docs/migrations.md#the-record
export const MigrationRunEntity = new Entity({
  model: { service: 'copperline', entity: 'migrationRun', version: '1' },
  attributes: {
    /** The step's file name without extension, e.g. `0001-keep-assembly-inputs`. */
    migrationId: { type: 'string', required: true, readOnly: true },
    /** Raised by every save; a save from a stale version loses (two runs at once). */
    version: { type: 'number', required: true },
    /** Where the next page starts (ElectroDB's cursor of the step's scan); absent at the start and when finished. */
    cursor: { type: 'string' },
    pages: { type: 'number', required: true },
    /** The step's own counts, summed over its pages (e.g. boards looked at, inputs read). */
    counts: { type: CustomAttributeType<Record<string, number>>('any'), required: true },
    startedAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    finishedAt: { type: 'string' },
    /** The commit of the deploy whose run saved it last (COMMIT_SHA). */
    commitSha: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: t.partitionKey, composite: ['migrationId'] },
      sk: { field: t.sortKey, composite: [] },
    },
  },
});
