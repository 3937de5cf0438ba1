// What a data migration is (docs/migrations.md#writing-a-step): a numbered
// step in lambdas/migrations/ that brings data stored in an earlier shape up
// to the current one, a bounded page at a time. `page` does the work from one
// cursor and says where the next page starts; the runner
// (run-migrations.ts) saves that cursor after every page, so a run killed by
// Lambda's timeout loses at most one page, which the next run does again:
// each page must be safe to repeat.

/** One page of a step's work: where the next one starts (null: the step is done), and what it counted. */
export type MigrationPage = { cursor: string | null; counts: Readonly<Record<string, number>> };

export type Migration<Ports> = {
  /** The step's file name without extension, e.g. `0001-keep-assembly-inputs`: ordered, never reused. */
  id: string;
  /** Does one bounded page from `cursor` (null: the start). */
  page(cursor: string | null, ports: Ports): Promise<MigrationPage>;
};

/** How one step ended in this run. */
export type MigrationOutcome =
  /** Its record says it finished: skipped with one read. */
  | 'already-done'
  | 'finished'
  /** The function's time ran out; its record holds the cursor the next run starts from. */
  | 'stopped-for-time'
  /** Another run saved its record meanwhile and goes on with it; this one stops. */
  | 'another-run';

export type MigrationsReport = {
  steps: { migrationId: string; outcome: MigrationOutcome; pagesThisRun: number }[];
  /** False when a step did not finish: the steps after it wait for the next run. */
  complete: boolean;
};
