import type { BoardFiles } from '../boards/board-ports.ts';

// The assembly's outside systems, declared once (docs/architecture.md#ports):
// the uploads bucket (the boards' BoardFiles, where BOM and placement files
// arrive) and, for the backfill (data migration 0001), the log of boards it could not read.
// The file readers, the parts index and the table are called directly.

/** The uploads bucket as the assembly reads it: the files that arrived. */
export type AssemblyFiles = Pick<BoardFiles, 'readObject'>;

export type KeepUnreadPorts = {
  files: AssemblyFiles;
  /** A board that failed, with why. */
  onFailure(boardId: string, error: unknown): void;
};
