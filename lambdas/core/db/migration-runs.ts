import type { EntityItem } from 'electrodb';
import { MigrationCountsSchema } from '#contracts/schemas/stored-migration-run.ts';
import type { MigrationRunEntity } from './entities/migration-run.ts';
import { conflictOnFailure } from './conditional-failure.ts';
import { db } from './service.ts';

// Reads and writes of the migration records (the stored shape is its entity,
// lambdas/core/db/entities/migration-run.ts). Every save is conditional on the
// version read, so of two runs at once (a deploy's and an operator's) one
// goes on and the other gets ConflictError. see docs/migrations.md#the-record

export type MigrationRunRecord = EntityItem<typeof MigrationRunEntity>;

export async function getMigrationRun(migrationId: string): Promise<MigrationRunRecord | null> {
  const { data } = await db().entities.migrationRun.get({ migrationId }).go();
  return data ? { ...data, counts: MigrationCountsSchema.parse(data.counts) } : null;
}

/** Starts the record at version 1; ConflictError when another run started it first. */
export async function startMigrationRun(migrationId: string, commitSha: string, now: string): Promise<MigrationRunRecord> {
  const record: MigrationRunRecord = { migrationId, version: 1, pages: 0, counts: {}, startedAt: now, updatedAt: now, commitSha };
  await conflictOnFailure(() => db().entities.migrationRun.create(record).go());
  return record;
}

/** Saves the record as version base + 1 only while base is current; ConflictError otherwise. */
export async function saveMigrationRunFrom(baseVersion: number, record: MigrationRunRecord): Promise<void> {
  const { cursor, finishedAt, ...rest } = record;
  await conflictOnFailure(() => {
    const put = db()
      .entities.migrationRun.put({
        ...rest,
        ...(cursor ? { cursor } : {}),
        ...(finishedAt ? { finishedAt } : {}),
        version: baseVersion + 1,
      })
      .where(({ version }, { eq }) => eq(version, baseVersion));
    return put.go();
  });
}
