import { keepUnreadInputsPage } from '#lambdas/core/assembly/keep-unread-inputs.ts';
import type { Migration } from '#lambdas/core/migrations/migration.ts';
import type { MigrationPorts } from './migration-ports.ts';

// Boards assembled before the readers' results were kept get their BOM,
// placement and board files read and kept once, a page of BOM records at a
// time (lambdas/core/assembly/keep-unread-inputs.ts). A page done twice finds
// its inputs kept and reads nothing. A board whose files cannot be read is
// logged and counted, never fatal: it stays refused until its owner uploads
// again. see docs/assembly.md#files-read-once
export const keepAssemblyInputs: Migration<MigrationPorts> = {
  id: '0001-keep-assembly-inputs',
  page: (cursor, ports) =>
    keepUnreadInputsPage(
      {
        files: ports.uploads,
        onFailure: (boardId, error) => ports.logError('assembly files of a board could not be read', { boardId, error }),
      },
      cursor,
    ),
};
