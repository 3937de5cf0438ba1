import { describe, expect, it } from 'vitest';
import type { BoardFinding } from '#contracts/schemas/boards.ts';
import { OUTLINE_FIX_CONFLICT_MESSAGE, acceptableProposal } from '#lambdas/core/boards/accept-outline-fix.ts';
import { boardIdOfUploadKey, outlineAcceptedKey, uploadKey } from '#lambdas/core/boards/board-keys.ts';
import { keepDismissed } from '#lambdas/core/boards/process-board-upload.ts';
import { AppError } from '#lambdas/core/errors.ts';

// Which findings the owner may accept a proposed outline from (docs/board-checks.md#outline-fix).

const SEEN = '2026-11-28T10:00:00.000Z';
const RING: [number, number][] = [
  [0, 0],
  [31, 0],
  [31, 50],
  [0, 50],
];

function finding(id: string, check: string, withProposal: boolean): BoardFinding {
  return {
    id,
    check,
    severity: 'Error',
    status: 'Error',
    measured: 0.05,
    limit: null,
    x: 0,
    y: 0,
    layer: 'outline',
    message: 'Close the 0.050 mm gap.',
    ...(withProposal ? { proposal: { kind: check === 'outline-pieces' ? 'join-pieces' : 'close-gap', outline: RING } } : {}),
  };
}

const board = (over: Partial<Parameters<typeof acceptableProposal>[0]> = {}): Parameters<typeof acceptableProposal>[0] => ({
  processing: 'Complete',
  lifecycle: 'Created',
  updatedAt: SEEN,
  findings: [finding('f1', 'outline-gap', true), finding('f2', 'outline-pieces', true), finding('f3', 'outline-gap', false)],
  ...over,
});

function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { code: (error as AppError).code, message: (error as AppError).message };
  }
  throw new Error('expected a refusal');
}

describe('accepting a proposed outline', () => {
  it("takes the finding's proposal with the check it fixes", () => {
    expect(acceptableProposal(board(), 'f1', SEEN)).toEqual({ check: 'outline-gap', kind: 'close-gap', outline: RING });
  });

  it('refuses outline-pieces: a warning to dismiss, never a merge', () => {
    const { code, message } = refusal(() => acceptableProposal(board(), 'f2', SEEN));
    expect(code).toBe('outline_fix_not_offered');
    expect(message).toContain('dismiss the warning');
  });

  it('refuses a finding without a proposal, saying what to do instead', () => {
    const { code, message } = refusal(() => acceptableProposal(board(), 'f3', SEEN));
    expect(code).toBe('outline_fix_not_offered');
    expect(message).toContain('upload a new revision');
  });

  it('answers the standard conflict for a stale version or an outline already accepted', () => {
    expect(refusal(() => acceptableProposal(board(), 'f1', '2026-11-28T09:00:00.000Z'))).toEqual({
      code: 'version_conflict',
      message: OUTLINE_FIX_CONFLICT_MESSAGE,
    });
    const accepted = { check: 'outline-gap', kind: 'close-gap' as const, outline: RING, acceptedBy: 'u', acceptedAt: SEEN };
    expect(refusal(() => acceptableProposal(board({ acceptedOutline: accepted }), 'f1', SEEN)).code).toBe('version_conflict');
  });

  it('refuses a board still processing, an ordered board and an unknown finding', () => {
    expect(refusal(() => acceptableProposal(board({ processing: 'Processing' }), 'f1', SEEN)).code).toBe('board_not_ready');
    expect(refusal(() => acceptableProposal(board({ lifecycle: 'Order received' }), 'f1', SEEN)).code).toBe('board_ordered');
    expect(refusal(() => acceptableProposal(board(), 'f9', SEEN)).code).toBe('not_found');
  });
});

describe('the marker that queues the board again', () => {
  it('names the board like its upload, under a name no upload can have', () => {
    const boardId = 'a'.repeat(24);
    expect(boardIdOfUploadKey(outlineAcceptedKey(boardId))).toBe(boardId);
    expect(uploadKey(boardId, '.outline-accepted.json')).not.toBe(outlineAcceptedKey(boardId));
  });
});

describe('checking the board again', () => {
  it('keeps a dismissed warning found again at the same place dismissed; new and moved warnings and errors are shown', () => {
    const warning = (id: string, x: number, status: BoardFinding['status'] = 'Warning'): BoardFinding => ({
      ...finding(id, 'silk-over-pad', false),
      severity: 'Warning',
      status,
      x,
    });
    const before = [warning('f1', 1, 'Dismissed'), warning('f2', 2, 'Dismissed'), finding('f3', 'outline-gap', true)];
    const after = keepDismissed(before, [warning('f1', 1), warning('f2', 2.5), warning('f3', 3)]);
    expect(after.map((f) => [f.id, f.status])).toEqual([
      ['f1', 'Dismissed'],
      ['f2', 'Warning'],
      ['f3', 'Warning'],
    ]);
    expect(keepDismissed([], [warning('f1', 1)])[0]!.status).toBe('Warning');
  });
});
