import { describe, expect, it } from 'vitest';
import { keepUnreadInputs, neededInputs, type KeepUnreadPorts } from '#lambdas/core/assembly/keep-unread-inputs.ts';
import type { BoardBomRecord } from '#lambdas/core/db/assembly.ts';
import type { BoardRecord } from '#lambdas/core/db/boards.ts';

// The backfill's walk: every page of BOM records until the cursor ends, only
// what is missing read, boards with everything kept (or no files) left alone,
// one board's failure counted without stopping the others, and a stop for
// time reported as incomplete. The reading itself is the upload routes'
// (integration test: test/integration/assembly-backfill.test.ts).

const id = (c: string) => c.repeat(24);
const file = (fileId: string) => ({ fileId, fileName: `${fileId}.csv`, key: `assembly/x/${fileId}/f.csv`, bytes: 10 });

function bom(boardId: string, files: { bom?: string; placements?: string[] }): BoardBomRecord {
  return {
    boardId,
    bomFile: files.bom ? { ...file(files.bom), uploadedAt: '2026-01-01T00:00:00.000Z' } : null,
    detected: null,
    confirmedMapping: null,
    preview: [],
    skipped: [],
    placementFiles: (files.placements ?? []).map((p) => ({ ...file(p), format: 'KiCad .pos' as const, createdAt: null, count: 1 })),
    mismatches: [],
  };
}

const boardOf = (boardId: string): BoardRecord => ({
  boardId,
  userId: id('u'),
  fileName: 'b.kicad_pcb',
  cadSource: 'KiCad',
  lifecycle: 'Created',
  processing: 'Complete',
  attempts: 1,
  bomState: 'NONE',
  bomVersion: 0,
  uploadKey: `boards/${boardId}/b.kicad_pcb`,
  uploadBytes: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** Ports over pages of BOM records and a set of kept inputs per board; records what was kept and asked. */
function fakePorts(pages: BoardBomRecord[][], kept: Record<string, string[]>, options: { failing?: string; stopAfterPages?: number } = {}) {
  const asked: (string | null)[] = [];
  const keptCalls: [string, string[]][] = [];
  const failures: string[] = [];
  const ports: KeepUnreadPorts = {
    page: async (cursor) => {
      asked.push(cursor);
      const n = cursor === null ? 0 : Number(cursor);
      return { records: pages[n]!, cursor: n + 1 < pages.length ? String(n + 1) : null };
    },
    keptIds: async (boardId) => new Set(kept[boardId] ?? []),
    board: async (boardId) => (boardId === id('z') ? null : boardOf(boardId)),
    keep: async (board, _bom, missing) => {
      if (board.boardId === options.failing) throw new Error('unreadable');
      keptCalls.push([board.boardId, [...missing]]);
      for (const input of missing) (kept[board.boardId] ??= []).push(input);
    },
    outOfTime: () => options.stopAfterPages !== undefined && asked.length >= options.stopAfterPages,
    onFailure: (boardId) => failures.push(boardId),
  };
  return { ports, asked, keptCalls, failures, kept };
}

describe('neededInputs', () => {
  it('names the board, the BOM and each placement file; nothing for a record without files', () => {
    expect(neededInputs(bom(id('a'), { bom: 'b1', placements: ['p1', 'p2'] }))).toEqual(['board', 'b1', 'p1', 'p2']);
    expect(neededInputs(bom(id('a'), { placements: ['p1'] }))).toEqual(['board', 'p1']);
    expect(neededInputs(bom(id('a'), {}))).toEqual([]);
  });
});

describe('keepUnreadInputs', () => {
  it('walks every page and reads only what is missing', async () => {
    const pages = [
      [bom(id('a'), { bom: 'b1', placements: ['p1'] }), bom(id('b'), { bom: 'b2' })],
      [], // a stretch of the table with no BOM record
      [bom(id('c'), {}), bom(id('d'), { placements: ['p4'] })],
    ];
    const fake = fakePorts(pages, { [id('a')]: ['board', 'b1'], [id('b')]: ['board', 'b2'] });
    const report = await keepUnreadInputs(fake.ports);
    expect(fake.asked).toEqual([null, '1', '2']);
    expect(fake.keptCalls).toEqual([
      [id('a'), ['p1']],
      [id('d'), ['board', 'p4']],
    ]);
    expect(report).toEqual({ boards: 4, backfilled: 2, inputs: 3, failed: [], complete: true });
  });

  it('reads nothing on a second run', async () => {
    const pages = [[bom(id('a'), { bom: 'b1', placements: ['p1'] })]];
    const fake = fakePorts(pages, {});
    expect((await keepUnreadInputs(fake.ports)).inputs).toBe(3);
    fake.keptCalls.length = 0;
    expect(await keepUnreadInputs(fake.ports)).toEqual({ boards: 1, backfilled: 0, inputs: 0, failed: [], complete: true });
    expect(fake.keptCalls).toEqual([]);
  });

  it('counts a board whose files cannot be read and goes on; skips a record whose board is gone', async () => {
    const pages = [[bom(id('a'), { bom: 'b1' }), bom(id('z'), { bom: 'bz' }), bom(id('b'), { bom: 'b2' })]];
    const fake = fakePorts(pages, {}, { failing: id('a') });
    const report = await keepUnreadInputs(fake.ports);
    expect(report).toMatchObject({ backfilled: 1, failed: [id('a')], complete: true });
    expect(fake.failures).toEqual([id('a')]);
    expect(fake.keptCalls).toEqual([[id('b'), ['board', 'b2']]]);
  });

  it('stops before a page when time runs out, reporting itself incomplete', async () => {
    const pages = [[bom(id('a'), { bom: 'b1' })], [bom(id('b'), { bom: 'b2' })], [bom(id('c'), { bom: 'b3' })]];
    const fake = fakePorts(pages, {}, { stopAfterPages: 2 });
    const report = await keepUnreadInputs(fake.ports);
    expect(fake.asked).toEqual([null, '1']);
    expect(report).toEqual({ boards: 2, backfilled: 2, inputs: 4, failed: [], complete: false });
  });
});
