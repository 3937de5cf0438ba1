// The boards feature's query keys (docs/architecture.md#web-data-access).
export const boardKeys = {
  board: (boardId: string) => ['board', boardId] as const,
  /** The board's assembly: BOM, placement files, quantity, rows. */
  assembly: (boardId: string) => ['board-assembly', boardId] as const,
  /** Every quote of the board (a prefix of `quoteAt`). */
  quotes: (boardId: string) => ['board-quote', boardId] as const,
  quoteAt: (boardId: string, version: number, leadTimeId: string | null) => ['board-quote', boardId, version, leadTimeId] as const,
  /** What changed since the previous revision (docs/revisions.md#the-diff-of-a-revision). */
  revisionDiff: (boardId: string) => ['board-revision-diff', boardId] as const,
  partSearch: (body: object) => ['board-part-search', body] as const,
};
