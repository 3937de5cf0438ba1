// docs/analytics.md#board-failed: "Board failed" is sent once per board, when
// this browser first learns that its processing ended Cannot process (the
// review page polls until it ends). The boards already reported are kept in
// localStorage, newest last and at most MAX_REMEMBERED, so a revisit does not
// count the failure again.

export const REPORTED_FAILURES_KEY = 'reportedBoardFailures';
export const MAX_REMEMBERED = 100;

type Processing = { board_id: string; processing: string };

/** Whether this board's failure is news to this browser. */
export function isNewFailure(board: Processing, reported: readonly string[]): boolean {
  return board.processing === 'Cannot process' && !reported.includes(board.board_id);
}

/** The reported list with this board added, dropping the oldest beyond MAX_REMEMBERED. */
export function withReported(reported: readonly string[], boardId: string): string[] {
  const next = reported.filter((id) => id !== boardId);
  next.push(boardId);
  return next.length > MAX_REMEMBERED ? next.slice(next.length - MAX_REMEMBERED) : next;
}

export function parseReported(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
