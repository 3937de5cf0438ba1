import type { AssemblyFiles } from '#lambdas/core/assembly/assembly-ports.ts';

/** What the steps reach outside the table, given by the handler (lambdas/events/run-migrations.ts) or a test. */
export type MigrationPorts = {
  /** The uploads bucket, read (0001 reads the assembly files). */
  uploads: AssemblyFiles;
  /** One item the step could not bring up to date, logged without stopping it. */
  logError(message: string, fields: Record<string, unknown>): void;
};
