import type { BoardProcessing } from '#contracts/schemas/boards.ts';
import type { StaffBoardList } from '#contracts/schemas/board-quote.ts';
import { listRecentBoards } from '../db/boards.ts';

const PAGE = 50;

/** GET /internal/boards: every customer's boards, newest first, optionally in one processing state (Engineer). */
export async function listStaffBoards(query: { processing?: BoardProcessing; cursor?: string }): Promise<StaffBoardList> {
  const page = await listRecentBoards(PAGE, query.cursor ?? null, query.processing);
  return {
    boards: page.boards.map((board) => ({
      board_id: board.boardId,
      file_name: board.fileName,
      cad_source: board.cadSource,
      lifecycle: board.lifecycle,
      processing: board.processing,
      bom_state: board.bomState,
      quantity: board.quantity ?? 1,
      created_at: board.createdAt,
    })),
    cursor: page.cursor,
  };
}
