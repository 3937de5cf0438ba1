import { ConflictError } from '../db/conditional-failure.ts';
import { getMigrationRun, saveMigrationRunFrom, startMigrationRun, type MigrationRunRecord } from '../db/migration-runs.ts';
import type { Migration, MigrationOutcome, MigrationsReport } from './migration.ts';

// Runs the data migrations in order, each from where its record says it
// stopped, saving the record after every page. A finished step costs one
// read; a step that does not finish (time, or another run on it) stops the
// run, since later steps may rely on it. see docs/migrations.md

export type RunControl = {
  /** Asked before each page: true stops the run (the function's time runs out). */
  outOfTime(): boolean;
  /** The deploy's commit, kept on the record. */
  commitSha: string;
  now(): string;
};

export async function runMigrations<Ports>(
  migrations: readonly Migration<Ports>[],
  ports: Ports,
  control: RunControl,
): Promise<MigrationsReport> {
  const report: MigrationsReport = { steps: [], complete: false };
  for (const migration of migrations) {
    const { outcome, pagesThisRun } = await runStep(migration, ports, control);
    report.steps.push({ migrationId: migration.id, outcome, pagesThisRun });
    if (outcome !== 'already-done' && outcome !== 'finished') return report;
  }
  report.complete = true;
  return report;
}

async function runStep<Ports>(
  migration: Migration<Ports>,
  ports: Ports,
  control: RunControl,
): Promise<{ outcome: MigrationOutcome; pagesThisRun: number }> {
  let pagesThisRun = 0;
  try {
    let record = (await getMigrationRun(migration.id)) ?? (await startMigrationRun(migration.id, control.commitSha, control.now()));
    if (record.finishedAt) return { outcome: 'already-done', pagesThisRun };
    for (;;) {
      if (control.outOfTime()) return { outcome: 'stopped-for-time', pagesThisRun };
      const page = await migration.page(record.cursor ?? null, ports);
      pagesThisRun += 1;
      record = await saveProgress(record, page.cursor, page.counts, control);
      if (record.finishedAt) return { outcome: 'finished', pagesThisRun };
    }
  } catch (error) {
    if (error instanceof ConflictError) return { outcome: 'another-run', pagesThisRun };
    throw error;
  }
}

/** The record after one more page: counts summed, the next cursor, finished when there is none. */
async function saveProgress(
  record: MigrationRunRecord,
  cursor: string | null,
  pageCounts: Readonly<Record<string, number>>,
  control: RunControl,
): Promise<MigrationRunRecord> {
  const counts = { ...record.counts };
  for (const [name, value] of Object.entries(pageCounts)) counts[name] = (counts[name] ?? 0) + value;
  const now = control.now();
  const next: MigrationRunRecord = {
    ...record,
    version: record.version + 1,
    cursor: cursor ?? undefined,
    pages: record.pages + 1,
    counts,
    updatedAt: now,
    finishedAt: cursor ? undefined : now,
    commitSha: control.commitSha,
  };
  await saveMigrationRunFrom(record.version, next);
  return next;
}
