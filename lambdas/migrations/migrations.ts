import type { Migration } from '#lambdas/core/migrations/migration.ts';
import { keepAssemblyInputs } from './0001-keep-assembly-inputs.ts';
import type { MigrationPorts } from './migration-ports.ts';

// Every data migration, in the order they run: append, never reorder or
// remove one that has shipped (its record says it ran; its id is never
// reused). see docs/migrations.md#writing-a-step
export const migrations: readonly Migration<MigrationPorts>[] = [keepAssemblyInputs];
