import type { SaveBoardOptionsBody, SavedBoardOptions } from '#contracts/schemas/board-options.ts';
import { BoardOptionsSchema, type BoardOptions } from '#contracts/schemas/quote.ts';
import type { Actor } from '../actor.ts';
import { saveBoardOptions } from '../db/board-options.ts';
import type { BoardRecord } from '../db/boards.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { AppError } from '../errors.ts';
import { optionProblems } from '../quote/option-rules.ts';
import { boardFactsFromMetrics } from '../quote/quote-board.ts';
import { boardForViewer } from './board-access.ts';

// The board options the customer chooses (PUT /boards/{boardId}/options):
// checked against this board's measured facts, stored with the board on the
// version the caller saw. See docs/board-options.md#saving.

/** A BOM check younger than this is alive (as for the bill of materials: API Gateway gives up after 29 s). */
const CHECK_STALE_MS = 60_000;

export const OPTIONS_CONFLICT_MESSAGE =
  'This board was changed elsewhere meanwhile (its options, quantity or bill of materials). It was reloaded; choose again.';

/** The board's options, the shop's defaults filling what it lacks. */
export function storedBoardOptions(board: Pick<BoardRecord, 'options'>): BoardOptions {
  return BoardOptionsSchema.parse(board.options ?? {});
}

export async function setBoardOptions(
  actor: Actor,
  boardId: string,
  body: SaveBoardOptionsBody,
  now = Date.now(),
): Promise<SavedBoardOptions> {
  const { board } = await boardForViewer(actor, boardId);
  if (board.processing !== 'Complete' || !board.metrics) {
    throw new AppError('board_not_ready', 'The board has not been checked successfully yet: choose its options once it shows its results.');
  }
  if (board.lifecycle === 'Order received')
    throw new AppError('board_ordered', 'This board has been ordered: its options can no longer change.');
  const checking =
    board.bomState === 'CHECKING' && board.bomCheckingSince !== undefined && now - Date.parse(board.bomCheckingSince) < CHECK_STALE_MS;
  if (checking) throw new AppError('bom_checking');
  if ((board.bomVersion ?? 0) !== body.version) throw new AppError('version_conflict', OPTIONS_CONFLICT_MESSAGE);

  const problems = optionProblems(boardFactsFromMetrics(board.metrics), body.options);
  if (problems.length > 0) {
    const fields: Record<string, string[]> = {};
    for (const problem of problems) for (const key of problem.keys) (fields[`options.${key}`] ??= []).push(problem.reason);
    throw new AppError(
      'invalid_board_option',
      `This board cannot be made with these options: ${problems.map((p) => p.reason).join(' ')}`,
      fields,
    );
  }
  try {
    const version = await saveBoardOptions(boardId, body.version, body.options, new Date(now - CHECK_STALE_MS).toISOString());
    return { board_id: boardId, version, options: body.options };
  } catch (error) {
    if (error instanceof ConflictError) throw new AppError('version_conflict', OPTIONS_CONFLICT_MESSAGE);
    throw error;
  }
}
