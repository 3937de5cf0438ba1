import type { BoardProcessing } from '#contracts/schemas/boards.ts';
import type { StaffBoardList } from '#contracts/schemas/board-quote.ts';
import { listRecentBoards } from '../db/boards.ts';

const PAGE = 50;

/** GET /internal/boards: every customer's boards, newest first, optionally in one processing state (Engineer). */
export async function listStaffBoards(query: { processing?: BoardProcessing; cursor?: string }): Promise<StaffBoardList> {
  const page = await listRecentBoards(PAGE, query.cursor ?? null, query.processing);
  return {
    boards: page.boards.map((b) => ({
      board_id: b.boardId,
      file_name: b.fileName,
      cad_source: b.cadSource,
      lifecycle: b.lifecycle,
      processing: b.processing,
      bom_state: b.bomState,
      quantity: b.quantity ?? 1,
      created_at: b.createdAt,
    })),
    cursor: page.cursor,
  };
}
