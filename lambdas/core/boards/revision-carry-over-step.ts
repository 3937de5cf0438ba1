import type { PartStandings } from '#contracts/schemas/revision-carry-over.ts';
import type { BoardModel } from '#lambdas/cad/board-model.ts';
import { carryAssemblyToRevision } from '../assembly/revision-assembly.ts';
import { boardFileDate } from '../bom/board-file-date.ts';
import type { BoardRecord, ProcessedBoard } from '../db/boards.ts';
import { boardFactsFromMetrics } from '../quote/quote-board.ts';
import { revisionPartsKey } from './board-keys.ts';
import type { BoardFiles } from './board-ports.ts';
import { carryOverBoardChoices, carryOverRecord } from './revision-carry-over.ts';

/** What carrying over adds to the processed board's write. */
export type CarriedOver = Pick<ProcessedBoard, 'options' | 'quantity' | 'carryOver' | 'bomState' | 'revisionPartsKey'>;

/**
 * While a revision is processed, before it is marked Complete: the previous
 * revision's board-level choices (kept in the same write as Complete) and its
 * assembly (rows written now, the BOM state with Complete), matched by
 * designator, with the list of what could not carry and why. Running it
 * again (a retried delivery) writes the same (docs/revisions.md#carry-over).
 */
export async function carryOverFrom(
  board: Pick<BoardRecord, 'boardId' | 'uploadKey' | 'fileName'>,
  previous: BoardRecord,
  processed: { model: BoardModel; bytes: Uint8Array; metrics: NonNullable<ProcessedBoard['metrics']> },
  files: Pick<BoardFiles, 'writeObject'>,
): Promise<CarriedOver> {
  const choices = carryOverBoardChoices(previous, boardFactsFromMetrics(processed.metrics));
  const { model } = processed;
  const assembly = await carryAssemblyToRevision(board.boardId, previous.boardId, {
    uploadKey: board.uploadKey,
    name: model.fileName,
    date: boardFileDate({ name: board.fileName, bytes: processed.bytes }),
    components: model.components,
  });
  let partsKey: string | undefined;
  if (assembly.parts.length > 0) {
    partsKey = revisionPartsKey(board.boardId);
    const standings: PartStandings = { taken_at: new Date().toISOString(), parts: assembly.parts };
    await files.writeObject(partsKey, JSON.stringify(standings), 'application/json');
  }
  return {
    ...(choices.options ? { options: choices.options } : {}),
    quantity: choices.quantity,
    ...(assembly.bomState ? { bomState: assembly.bomState } : {}),
    ...(partsKey ? { revisionPartsKey: partsKey } : {}),
    carryOver: carryOverRecord(
      previous.boardId,
      [...choices.carried, ...assembly.carried],
      [...choices.notCarried, ...assembly.notCarried],
    ),
  };
}
