import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { BoardBomRecord } from '#lambdas/core/db/assembly.ts';
import type { BoardRecord } from '#lambdas/core/db/boards.ts';

// The backfill's pages (data migration 0001): each page of BOM records from
// its cursor, only what is missing read, boards with everything kept (or no
// files) left alone, one board's failure counted without stopping the others.
// The runner's walk, stop for time and record are tested over the table
// (test/integration/data-migrations.test.ts). Its outside systems are fakes: the table
// (the BOM records' pages, the boards, the kept inputs) and the uploads
// bucket; the readers and the keeping are the upload routes' own
// (integration test over the stack: test/integration/data-migrations.test.ts).

const table = vi.hoisted(() => ({
  pages: [] as unknown[][],
  boards: new Map<string, unknown>(),
  kept: new Map<string, Map<string, Uint8Array>>(),
  asked: [] as (string | null)[],
}));
vi.mock('../../../lambdas/core/db/assembly.ts', () => ({
  scanBoardBoms: async (cursor: string | null) => {
    table.asked.push(cursor);
    const n = cursor === null ? 0 : Number(cursor);
    return { records: table.pages[n]!, cursor: n + 1 < table.pages.length ? String(n + 1) : null };
  },
}));
vi.mock('../../../lambdas/core/db/boards.ts', () => ({ getBoard: async (boardId: string) => table.boards.get(boardId) ?? null }));
vi.mock('../../../lambdas/core/db/parsed-assembly-inputs.ts', () => ({
  keptInputIds: async (boardId: string) => new Set(table.kept.get(boardId)?.keys()),
  getParsedAssemblyInput: async (boardId: string, input: string) => table.kept.get(boardId)?.get(input) ?? null,
  putParsedAssemblyInput: async (boardId: string, input: string, bytes: Uint8Array) => {
    if (!table.kept.has(boardId)) table.kept.set(boardId, new Map());
    table.kept.get(boardId)!.set(input, bytes);
  },
}));

const { keepUnreadInputsPage, neededInputs } = await import('#lambdas/core/assembly/keep-unread-inputs.ts');
type Ports = Parameters<typeof keepUnreadInputsPage>[0];

/** Every page from the first, as the migration runner walks them, with the counts summed. */
async function walk(ports: Ports) {
  const total = { boards: 0, backfilled: 0, inputs: 0, failed: 0 };
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof keepUnreadInputsPage>> = await keepUnreadInputsPage(ports, cursor);
    for (const name of Object.keys(total) as (keyof typeof total)[]) total[name] += page.counts[name];
    cursor = page.cursor;
  } while (cursor);
  return total;
}

const fixtures = fileURLToPath(new URL('../../fixtures/bom/olimex-rvpc-revB/', import.meta.url));
const BOM_CSV = new Uint8Array(readFileSync(path.join(fixtures, 'RVPC_Rev_B_BOM.csv')));
const POS_CSV = new Uint8Array(readFileSync(path.join(fixtures, 'RVPC_Rev_B-all-pos.csv')));

const id = (c: string) => c.repeat(24);
const file = (fileId: string) => ({ fileId, fileName: `${fileId}.csv`, key: `assembly/x/${fileId}/${fileId}.csv`, bytes: 10 });

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

/**
 * The table holds the pages of BOM records, a board for each (none for `z`) and what is kept; the bucket holds each
 * BOM, placement file and board upload, and fails on the `failing` board's files. Records what was read and failed.
 */
function fakes(pages: BoardBomRecord[][], kept: Record<string, string[]>, options: { failing?: string } = {}) {
  table.pages = pages;
  table.asked = [];
  table.boards = new Map(pages.flat().flatMap((b) => (b.boardId === id('z') ? [] : [[b.boardId, boardOf(b.boardId)]])));
  table.kept = new Map(
    Object.entries(kept).map(([boardId, inputs]) => [boardId, new Map(inputs.map((input) => [input, new Uint8Array()]))]),
  );
  const failingKeys = new Set(
    pages
      .flat()
      .filter((b) => b.boardId === options.failing)
      .flatMap((b) => [boardOf(b.boardId).uploadKey, ...(b.bomFile ? [b.bomFile.key] : []), ...b.placementFiles.map((p) => p.key)]),
  );
  const read: string[] = [];
  const failures: string[] = [];
  const files = {
    readObject: async (key: string) => {
      if (failingKeys.has(key)) throw new Error('unreadable');
      read.push(key);
      const bytes = key.startsWith('boards/') ? new TextEncoder().encode('G04 a Gerber board*') : key.includes('/p') ? POS_CSV : BOM_CSV;
      return { bytes, tooLarge: false };
    },
  };
  const ports = {
    files,
    onFailure: (boardId: string) => failures.push(boardId),
  };
  return { ports, read, failures };
}

/** What is kept for each board, by board. */
const keptNow = () => Object.fromEntries([...table.kept].map(([boardId, inputs]) => [boardId, [...inputs.keys()].sort()]));

describe('neededInputs', () => {
  it('names the board, the BOM and each placement file; nothing for a record without files', () => {
    expect(neededInputs(bom(id('a'), { bom: 'b1', placements: ['p1', 'p2'] }))).toEqual(['board', 'b1', 'p1', 'p2']);
    expect(neededInputs(bom(id('a'), { placements: ['p1'] }))).toEqual(['board', 'p1']);
    expect(neededInputs(bom(id('a'), {}))).toEqual([]);
  });
});

describe('keepUnreadInputsPage', () => {
  it('pages on from each cursor and reads and keeps only what is missing', async () => {
    const pages = [
      [bom(id('a'), { bom: 'b1', placements: ['p1'] }), bom(id('b'), { bom: 'b2' })],
      [], // a stretch of the table with no BOM record
      [bom(id('c'), {}), bom(id('d'), { placements: ['p4'] })],
    ];
    const fake = fakes(pages, { [id('a')]: ['board', 'b1'], [id('b')]: ['board', 'b2'] });
    const report = await walk(fake.ports);
    expect(table.asked).toEqual([null, '1', '2']);
    expect(fake.read).toEqual(['assembly/x/p1/p1.csv', `boards/${id('d')}/b.kicad_pcb`, 'assembly/x/p4/p4.csv']);
    expect(keptNow()).toEqual({ [id('a')]: ['b1', 'board', 'p1'], [id('b')]: ['b2', 'board'], [id('d')]: ['board', 'p4'] });
    expect(report).toEqual({ boards: 4, backfilled: 2, inputs: 3, failed: 0 });
  });

  it('keeps what the readers made of the files', async () => {
    const fake = fakes([[bom(id('a'), { bom: 'b1', placements: ['p1'] })]], {});
    await walk(fake.ports);
    const unzip = (input: string) => JSON.parse(gunzipSync(table.kept.get(id('a'))!.get(input)!).toString('utf8'));
    expect(unzip('b1').rows.length).toBeGreaterThan(10);
    expect(unzip('p1').placements.length).toBeGreaterThan(10);
    expect(unzip('board')).toMatchObject({ uploadKey: `boards/${id('a')}/b.kicad_pcb`, components: [] });
  });

  it('reads nothing when a page is done again', async () => {
    const pages = [[bom(id('a'), { bom: 'b1', placements: ['p1'] })]];
    const fake = fakes(pages, {});
    expect((await walk(fake.ports)).inputs).toBe(3);
    fake.read.length = 0;
    table.asked = [];
    expect(await walk(fake.ports)).toEqual({ boards: 1, backfilled: 0, inputs: 0, failed: 0 });
    expect(fake.read).toEqual([]);
  });

  it('counts a board whose files cannot be read and goes on; skips a record whose board is gone', async () => {
    const pages = [[bom(id('a'), { bom: 'b1' }), bom(id('z'), { bom: 'bz' }), bom(id('b'), { bom: 'b2' })]];
    const fake = fakes(pages, {}, { failing: id('a') });
    const report = await walk(fake.ports);
    expect(report).toMatchObject({ backfilled: 1, failed: 1 });
    expect(fake.failures).toEqual([id('a')]);
    expect(keptNow()).toEqual({ [id('b')]: ['b2', 'board'] });
  });
});
