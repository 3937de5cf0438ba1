import { readFileSync } from 'node:fs';
import path from 'node:path';
import { read, write } from '@e965/xlsx';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BoardAssembly } from '#contracts/schemas/assembly.ts';
import { addPlacement, boardFixtures, bomFixture, getAssembly, putBom } from '../support/assembly.ts';
import { customerWithUser, uploadBoard, waitForProcessed } from '../support/boards.ts';
import { api } from '../support/identities.ts';
import { stackEnv } from '../support/stack-env.ts';

// Boards assembled before the readers' results were kept: their files are in
// S3, nothing is kept in the table. The backfill (the function a CDK Trigger
// runs after each deploy) reads them with the upload routes' readers, and then
// a new mapping and a quantity answer as they did on the freshly uploaded
// board. see docs/assembly.md#files-read-once

const RVPC_BOM = 'olimex-rvpc-revB/RVPC_Rev_B_BOM.csv';
const RVPC_POS = 'olimex-rvpc-revB/RVPC_Rev_B-all-pos.csv';

Object.assign(process.env, stackEnv(inject('stack')));
const { db } = await import('#lambdas/core/db/service.ts');
const { scanBoardBoms } = await import('#lambdas/core/db/assembly.ts');
const { keptInputIds } = await import('#lambdas/core/db/parsed-assembly-inputs.ts');
const { keepUnreadInputs } = await import('#lambdas/core/assembly/keep-unread-inputs.ts');
const { uploadsBucket } = await import('#lambdas/core/aws/uploads-bucket.ts');

let owner: Awaited<ReturnType<typeof customerWithUser>>;
let kicadBoard: string;
let gerberBoard: string;

beforeAll(async () => {
  owner = await customerWithUser('backfill');
  [kicadBoard, gerberBoard] = await Promise.all([
    uploadBoard(
      owner.idToken,
      'RVPC_Rev_A.kicad_pcb',
      readFileSync(path.join(boardFixtures, 'olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb')),
      'KiCad',
    ),
    uploadBoard(owner.idToken, 'RVPC_Rev_B-gerbers.zip', readFileSync(path.join(boardFixtures, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip'))),
  ]);
  await Promise.all([waitForProcessed(owner.idToken, kicadBoard), waitForProcessed(owner.idToken, gerberBoard)]);
}, 90_000);

/** Forgets what was kept for the board, as for one assembled before inputs were kept. */
async function forgetKept(boardId: string): Promise<void> {
  const kept = await db().entities.parsedAssemblyInput.query.byBoard({ boardId }).go({ pages: 'all' });
  await db()
    .entities.parsedAssemblyInput.delete(kept.data.map(({ input, part }) => ({ boardId, input, part })))
    .go();
}

/**
 * The backfill over the real scan, table and bucket, and the files it read of these boards. The other files' boards
 * share the table (their inputs kept as uploaded, so the walk reads nothing of them) and what the run reports of them is
 * not this test's: the counts are checked exactly by the unit test (test/unit/assembly/keep-unread-inputs.isolated.test.ts).
 */
async function backfill(boards: readonly string[]) {
  const read: string[] = [];
  const report = await keepUnreadInputs({
    files: {
      readObject: async (key, maxBytes) => {
        if (boards.some((boardId) => key.includes(boardId))) read.push(key);
        return uploadsBucket.readObject(key, maxBytes);
      },
    },
    outOfTime: () => false,
    onFailure: (boardId, error) => {
      if (boards.includes(boardId)) throw new Error(`backfill failed on ${boardId}: ${String(error)}`);
    },
  });
  expect(report).toMatchObject({ complete: true });
  expect(report.boards).toBeGreaterThanOrEqual(boards.length);
  return read.sort();
}

const call = (method: 'PUT', route: string, body: Record<string, unknown>) => api(method, route, { token: owner.idToken, body });

/** What a recomputation makes of the files: rows, positions, matches (not the parts' current stock or prices). */
function computed(assembly: BoardAssembly) {
  return {
    bomState: assembly.bom_state,
    mismatches: assembly.mismatches,
    lines: assembly.lines.map((l) => ({ row: l.row, designators: l.designators, part: l.match.part_id })),
    elements: assembly.elements.map(({ part: _part, ...element }) => element),
  };
}

describe('the backfill of kept assembly inputs', () => {
  it('reads the files of boards stored before inputs were kept; mapping and quantity then answer as on a fresh upload', async () => {
    // Fresh uploads: a KiCad board with a BOM; a Gerber board with a BOM and a placement file.
    const kicad = await putBom(owner.idToken, kicadBoard, bomFixture(RVPC_BOM), 0);
    const gerberBom = await putBom(owner.idToken, gerberBoard, bomFixture(RVPC_BOM), 0);
    const gerber = await addPlacement(owner.idToken, gerberBoard, bomFixture(RVPC_POS), gerberBom.version);
    const keptFresh = await Promise.all([keptInputIds(kicadBoard), keptInputIds(gerberBoard)]);
    expect(keptFresh.map((ids) => ids.size)).toEqual([2, 3]);

    // What the two changes without readers make of the freshly kept inputs.
    const freshQuantity = await call('PUT', `/api/boards/${kicadBoard}/quantity`, { quantity: 3, version: kicad.version });
    expect(freshQuantity.status, JSON.stringify(freshQuantity.json)).toBe(200);
    const freshMapping = await call('PUT', `/api/boards/${gerberBoard}/bom/mapping`, {
      mapping: gerber.bom!.mapping,
      version: gerber.version,
    });
    expect(freshMapping.status, JSON.stringify(freshMapping.json)).toBe(200);
    const kicadFresh = freshQuantity.json as unknown as BoardAssembly;
    const gerberFresh = freshMapping.json as unknown as BoardAssembly;

    // As boards assembled before inputs were kept: refused, with the retryable message.
    await Promise.all([forgetKept(kicadBoard), forgetKept(gerberBoard)]);
    const refused = await call('PUT', `/api/boards/${kicadBoard}/quantity`, { quantity: 3, version: kicadFresh.version });
    expect([refused.status, refused.json.code]).toEqual([409, 'assembly_files_unread']);
    expect(refused.json.message).toMatch(/being re-read; try again in a minute/);

    // Five inputs read: each board's own file, the BOM of each, the Gerber board's placement file.
    const read = await backfill([kicadBoard, gerberBoard]);
    expect(read).toHaveLength(5);
    expect(read.filter((key) => key.startsWith('boards/'))).toHaveLength(2);
    expect(await Promise.all([keptInputIds(kicadBoard), keptInputIds(gerberBoard)])).toEqual(keptFresh);
    // Idempotent: a second run finds everything kept and reads nothing.
    expect(await backfill([kicadBoard, gerberBoard])).toEqual([]);

    const quantity = await call('PUT', `/api/boards/${kicadBoard}/quantity`, { quantity: 3, version: kicadFresh.version });
    expect(quantity.status, JSON.stringify(quantity.json)).toBe(200);
    expect(computed(quantity.json as unknown as BoardAssembly)).toEqual(computed(kicadFresh));
    const mapping = await call('PUT', `/api/boards/${gerberBoard}/bom/mapping`, {
      mapping: gerber.bom!.mapping,
      version: gerberFresh.version,
    });
    expect(mapping.status, JSON.stringify(mapping.json)).toBe(200);
    const remapped = mapping.json as unknown as BoardAssembly;
    expect(computed(remapped)).toEqual(computed(gerberFresh));
    expect(remapped.bom).toMatchObject({ mapping_confirmed: true, preview: gerberFresh.bom!.preview });
    expect(remapped.placement_files).toEqual(gerberFresh.placement_files);
  }, 120_000);

  it('reads a workbook BOM again as its upload did (SheetJS, imported when the file is one)', async () => {
    // The RVPC BOM saved as XLSX: upload-bom and the backfill both import SheetJS for it.
    const csv = bomFixture(RVPC_BOM);
    const xlsx = {
      name: 'RVPC_Rev_B_BOM.xlsx',
      bytes: new Uint8Array(write(read(csv.bytes, { type: 'array' }), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer),
    };
    const uploaded = await putBom(owner.idToken, gerberBoard, xlsx, (await getAssembly(owner.idToken, gerberBoard)).version);
    expect(uploaded.bom).toMatchObject({ file_name: 'RVPC_Rev_B_BOM.xlsx' });
    expect(uploaded.lines.length).toBeGreaterThan(10);
    const fresh = await call('PUT', `/api/boards/${gerberBoard}/quantity`, { quantity: 2, version: uploaded.version });
    expect(fresh.status, JSON.stringify(fresh.json)).toBe(200);
    const keptFresh = await keptInputIds(gerberBoard);

    await forgetKept(gerberBoard);
    expect(await backfill([gerberBoard])).toHaveLength(3);
    // The board, the workbook and the placement file, each as the upload kept it (the replaced CSV BOM's input is not read again).
    const kept = await keptInputIds(gerberBoard);
    expect(kept.size).toBe(3);
    expect([...keptFresh]).toEqual(expect.arrayContaining([...kept]));
    const freshAssembly = fresh.json as unknown as BoardAssembly;
    const again = await call('PUT', `/api/boards/${gerberBoard}/quantity`, { quantity: 2, version: freshAssembly.version });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(computed(again.json as unknown as BoardAssembly)).toEqual(computed(freshAssembly));
  }, 120_000);

  it('runs as the deployed function: the handler walks the whole table and keeps what a board lacks', async () => {
    await forgetKept(kicadBoard);
    const { handler } = await import('#lambdas/events/keep-assembly-inputs.ts');
    const report = await handler({});
    expect(report.complete).toBe(true);
    expect(report.boards).toBeGreaterThanOrEqual(2);
    expect(report.failed).not.toContain(kicadBoard);
    expect([...(await keptInputIds(kicadBoard))].sort()).toEqual(['board', (await scanBom(kicadBoard)).bomFile!.fileId].sort());
  }, 120_000);
});

/** The board's BOM record as the scan returns it. */
async function scanBom(boardId: string) {
  let cursor: string | null = null;
  do {
    const page = await scanBoardBoms(cursor);
    const found = page.records.find((r) => r.boardId === boardId);
    if (found) return found;
    cursor = page.cursor;
  } while (cursor);
  throw new Error(`no BOM record for ${boardId}`);
}
