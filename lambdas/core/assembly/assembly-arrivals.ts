import type { BoardAssembly } from '#contracts/schemas/assembly.ts';
import type { Actor } from '../actor.ts';
import type { AssemblyFiles } from './assembly-ports.ts';
import { assemblyReaders } from './assembly-readers.ts';
import { applyAssemblyChange, type ArrivingChange } from './change-assembly.ts';

// The changes where a file arrives (a new BOM, a placement file added): the
// only entry point that imports the file readers, so only the two routes that
// call it bundle SheetJS, csv-parse and the board readers
// (docs/performance.md#lambda-bundles). What they read is kept for the other
// changes (parsed-inputs.ts).

export function receiveAssemblyFile(
  actor: Actor,
  boardId: string,
  version: number,
  change: ArrivingChange,
  files: AssemblyFiles,
): Promise<BoardAssembly> {
  return applyAssemblyChange(actor, boardId, version, change, { files, readers: assemblyReaders });
}
