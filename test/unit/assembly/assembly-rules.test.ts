import { describe, expect, it } from 'vitest';
import { acceptsAssemblyFile, CreateAssemblyFileBodySchema, UpdateElementBodySchema } from '#contracts/schemas/assembly.ts';
import { assemblyFileKey } from '#lambdas/core/assembly/assembly-files.ts';
import { assertAssemblyEditable, CHECK_STALE_MS } from '#lambdas/core/assembly/assembly-guards.ts';
import { checkMapping } from '#lambdas/core/assembly/assembly-inputs.ts';
import type { BoardRecord } from '#lambdas/core/db/boards.ts';
import { AppError } from '#lambdas/core/errors.ts';

const ID = 'a'.repeat(24);

function board(overrides: Partial<BoardRecord> = {}): BoardRecord {
  return {
    boardId: ID,
    userId: 'u'.repeat(24),
    fileName: 'board.zip',
    cadSource: 'Gerber',
    lifecycle: 'Created',
    processing: 'Complete',
    attempts: 1,
    bomState: 'NEEDS_ATTENTION',
    bomVersion: 4,
    uploadKey: `boards/${ID}/board.zip`,
    uploadBytes: 100,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function codeOf(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof AppError ? `${error.kind}:${error.code}` : String(error);
  }
}

describe('when a board’s assembly may change', () => {
  it('on the version the caller saw, of a processed board not yet ordered and not being checked', () => {
    expect(codeOf(() => assertAssemblyEditable(board(), 4))).toBeNull();
    expect(codeOf(() => assertAssemblyEditable(board(), 3))).toBe('conflict:version_conflict');
    expect(codeOf(() => assertAssemblyEditable(board({ processing: 'Processing' }), 4))).toBe('conflict:board_not_ready');
    expect(codeOf(() => assertAssemblyEditable(board({ processing: 'Cannot process' }), 4))).toBe('conflict:board_not_ready');
    expect(codeOf(() => assertAssemblyEditable(board({ lifecycle: 'Order received' }), 4))).toBe('conflict:board_ordered');
  });

  it('counts a board from before assembly existed as version 0', () => {
    expect(codeOf(() => assertAssemblyEditable(board({ bomVersion: undefined, bomState: 'NONE' }), 0))).toBeNull();
  });

  it('waits for a live check, and takes over one that died more than a minute ago', () => {
    const now = Date.parse('2025-06-01T12:00:00.000Z');
    const since = (ms: number) => new Date(now - ms).toISOString();
    expect(codeOf(() => assertAssemblyEditable(board({ bomState: 'CHECKING', bomCheckingSince: since(5_000) }), 4, now))).toBe(
      'conflict:bom_checking',
    );
    expect(
      codeOf(() => assertAssemblyEditable(board({ bomState: 'CHECKING', bomCheckingSince: since(CHECK_STALE_MS + 1) }), 4, now)),
    ).toBeNull();
  });
});

describe('assembly files', () => {
  it('live under assembly/<board>/<file>/ with a safe name, outside boards/ (which queues processing)', () => {
    expect(assemblyFileKey(ID, { file_id: 'f'.repeat(24), file_name: '../My BOM (v2).CSV' })).toBe(
      `assembly/${ID}/${'f'.repeat(24)}/My_BOM_v2_.csv`,
    );
    expect(() => assemblyFileKey('../x', { file_id: 'f'.repeat(24), file_name: 'a.csv' })).toThrow();
  });

  it('take the endings the readers read, per purpose', () => {
    expect(acceptsAssemblyFile('bom', 'BOM.XLSX')).toBe(true);
    expect(acceptsAssemblyFile('bom', 'board.pos')).toBe(false);
    expect(acceptsAssemblyFile('placement', 'board-top.pos')).toBe(true);
    expect(CreateAssemblyFileBodySchema.safeParse({ purpose: 'bom', file_name: 'bom.pdf', size: 10 }).success).toBe(false);
    expect(CreateAssemblyFileBodySchema.safeParse({ purpose: 'placement', file_name: 'cpl.csv', size: 10 }).success).toBe(true);
  });

  it('a row change must change something', () => {
    expect(UpdateElementBodySchema.safeParse({ version: 3 }).success).toBe(false);
    expect(UpdateElementBodySchema.safeParse({ version: 3, part_id: null }).success).toBe(true);
  });
});

describe('a mapping the customer sends', () => {
  const rows = [
    { line: 1, cells: ['1', '100nF', 'C1'] },
    { line: 2, cells: ['2', '10k', 'R1,R2'] },
  ];

  it('names a designator column and only columns the file has', () => {
    expect(() => checkMapping(rows, { header_row: -1, columns: { designator: 2, value: 1 } })).not.toThrow();
    expect(codeOf(() => checkMapping(rows, { header_row: -1, columns: { value: 1 } }))).toBe('bad_request:invalid_mapping');
    expect(codeOf(() => checkMapping(rows, { header_row: -1, columns: { designator: 3 } }))).toBe('bad_request:invalid_mapping');
    expect(codeOf(() => checkMapping(rows, { header_row: 2, columns: { designator: 2 } }))).toBe('bad_request:invalid_mapping');
  });
});
