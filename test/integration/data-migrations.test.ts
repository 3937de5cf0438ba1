import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { read, write } from '@e965/xlsx';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BoardAssembly } from '#contracts/schemas/assembly.ts';
import { addPlacement, boardFixtures, bomFixture, getAssembly, putBom } from '../support/assembly.ts';
import { customerWithUser, uploadBoard, waitForProcessed } from '../support/boards.ts';
import { api } from '../support/identities.ts';
import { stackEnv } from '../support/stack-env.ts';

// The data migrations over the local table and bucket (docs/migrations.md).
// A table in the previous shape: boards assembled before the readers' results
// were kept (their files in S3, nothing kept) and no record of migration 0001.
// A run reads them with the upload routes' readers and records 0001 as
// finished; the next run skips it with one read; a run killed mid-step or
// stopped for time goes on from its record. see docs/assembly.md#files-read-once

const RVPC_BOM = 'olimex-rvpc-revB/RVPC_Rev_B_BOM.csv';
const RVPC_POS = 'olimex-rvpc-revB/RVPC_Rev_B-all-pos.csv';

Object.assign(process.env, stackEnv(inject('stack')));
const { db } = await import('#lambdas/core/db/service.ts');
const { scanBoardBoms } = await import('#lambdas/core/db/assembly.ts');
const { keptInputIds } = await import('#lambdas/core/db/parsed-assembly-inputs.ts');
const { getMigrationRun, saveMigrationRunFrom } = await import('#lambdas/core/db/migration-runs.ts');
const { runMigrations } = await import('#lambdas/core/migrations/run-migrations.ts');
const { migrations } = await import('#lambdas/migrations/migrations.ts');
const { uploadsBucket } = await import('#lambdas/core/aws/uploads-bucket.ts');

type Step = (typeof migrations)[number];
const ASSEMBLY_INPUTS = '0001-keep-assembly-inputs';

let owner: Awaited<ReturnType<typeof customerWithUser>>;
let kicadBoard: string;
let gerberBoard: string;

beforeAll(async () => {
  owner = await customerWithUser('migrations');
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

/** Forgets what was kept for the boards and that 0001 ran: the table as the previous version left it. */
async function previousShape(boardIds: readonly string[]): Promise<void> {
  for (const boardId of boardIds) {
    const kept = await db().entities.parsedAssemblyInput.query.byBoard({ boardId }).go({ pages: 'all' });
    await db()
      .entities.parsedAssemblyInput.delete(kept.data.map(({ input, part }) => ({ boardId, input, part })))
      .go();
  }
  await db().entities.migrationRun.delete({ migrationId: ASSEMBLY_INPUTS }).go();
}

const control = (outOfTime: () => boolean = () => false) => ({ outOfTime, commitSha: 'test-commit', now: () => new Date().toISOString() });

/**
 * Runs the steps over the real table and bucket; returns the report and the files it read of these boards. Other
 * files' boards share the table (their inputs kept as uploaded, so a page reads nothing of them); what the run
 * counts of them is not this test's: the page's counts are checked exactly by the unit test
 * (test/unit/assembly/keep-unread-inputs.isolated.test.ts).
 */
async function migrate(boards: readonly string[], steps: readonly Step[] = migrations) {
  const read: string[] = [];
  const ports = {
    uploads: {
      readObject: async (key: string, maxBytes: number) => {
        if (boards.some((boardId) => key.includes(boardId))) read.push(key);
        return uploadsBucket.readObject(key, maxBytes);
      },
    },
    logError: (message: string, fields: Record<string, unknown>) => {
      if (boards.includes(fields.boardId as string)) throw new Error(`${message}: ${String(fields.error)}`);
    },
  };
  const report = await runMigrations(steps, ports, control());
  return { report, read: read.sort() };
}

/** The step's record: started, not finished, with these fields. */
async function expectUnfinished(migrationId: string, fields: Record<string, unknown>): Promise<void> {
  const record = await getMigrationRun(migrationId);
  expect(record).toMatchObject(fields);
  expect(record).not.toHaveProperty('finishedAt');
}

/** The steps with each page call counted. */
function counted(calls: (string | null)[]): Step[] {
  return migrations.map((step) => ({ ...step, page: (cursor, ports) => (calls.push(cursor), step.page(cursor, ports)) }));
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

describe('migration 0001: the backfill of kept assembly inputs', () => {
  it('upgrades a table in the previous shape, records it, and skips it on the next run; mapping and quantity then answer as on a fresh upload', async () => {
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
    await previousShape([kicadBoard, gerberBoard]);
    const refused = await call('PUT', `/api/boards/${kicadBoard}/quantity`, { quantity: 3, version: kicadFresh.version });
    expect([refused.status, refused.json.code]).toEqual([409, 'assembly_files_unread']);
    expect(refused.json.message).toMatch(/being re-read; try again in a minute/);

    // Five inputs read: each board's own file, the BOM of each, the Gerber board's placement file.
    const first = await migrate([kicadBoard, gerberBoard]);
    expect(first.report.steps).toEqual([{ migrationId: ASSEMBLY_INPUTS, outcome: 'finished', pagesThisRun: expect.any(Number) }]);
    expect(first.report.complete).toBe(true);
    expect(first.read).toHaveLength(5);
    expect(first.read.filter((key) => key.startsWith('boards/'))).toHaveLength(2);
    expect(await Promise.all([keptInputIds(kicadBoard), keptInputIds(gerberBoard)])).toEqual(keptFresh);
    const record = await getMigrationRun(ASSEMBLY_INPUTS);
    expect(record).toMatchObject({ pages: first.report.steps[0]!.pagesThisRun, commitSha: 'test-commit', finishedAt: expect.any(String) });
    expect(record!.cursor).toBeUndefined();
    expect(record!.counts.inputs).toBeGreaterThanOrEqual(5);
    expect(record!.counts.boards).toBeGreaterThanOrEqual(2);

    // The next deploy's run: the record says 0001 finished, so no page is scanned and nothing read.
    const calls: (string | null)[] = [];
    const again = await migrate([kicadBoard, gerberBoard], counted(calls));
    expect(again.report).toEqual({ steps: [{ migrationId: ASSEMBLY_INPUTS, outcome: 'already-done', pagesThisRun: 0 }], complete: true });
    expect([calls, again.read]).toEqual([[], []]);
    expect(await getMigrationRun(ASSEMBLY_INPUTS)).toEqual(record);

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

    await previousShape([gerberBoard]);
    expect((await migrate([gerberBoard])).read).toHaveLength(3);
    // The board, the workbook and the placement file, each as the upload kept it (the replaced CSV BOM's input is not read again).
    const kept = await keptInputIds(gerberBoard);
    expect(kept.size).toBe(3);
    expect([...keptFresh]).toEqual(expect.arrayContaining([...kept]));
    const freshAssembly = fresh.json as unknown as BoardAssembly;
    const again = await call('PUT', `/api/boards/${gerberBoard}/quantity`, { quantity: 2, version: freshAssembly.version });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(computed(again.json as unknown as BoardAssembly)).toEqual(computed(freshAssembly));
  }, 120_000);

  it('continues a step killed by the timeout mid-page from its record: the page done again reads nothing twice', async () => {
    await previousShape([kicadBoard, gerberBoard]);
    // The first page's work is done, then Lambda ends the run before its record is saved.
    const killed = migrations.map((step) => ({
      ...step,
      page: async (cursor: string | null, ports: Parameters<Step['page']>[1]) => {
        await step.page(cursor, ports);
        throw new Error('Task timed out after 900.00 seconds');
      },
    }));
    await expect(migrate([kicadBoard, gerberBoard], killed)).rejects.toThrow(/timed out/);
    await expectUnfinished(ASSEMBLY_INPUTS, { pages: 0 });
    const keptBefore = await Promise.all([keptInputIds(kicadBoard), keptInputIds(gerberBoard)]);

    // The next run starts from the record (here the start) and finishes; together the two runs read each input once.
    const resumed = await migrate([kicadBoard, gerberBoard]);
    expect(resumed.report.complete).toBe(true);
    expect(keptBefore[0].size + keptBefore[1].size + resumed.read.length).toBe(5);
    expect((await Promise.all([keptInputIds(kicadBoard), keptInputIds(gerberBoard)])).map((ids) => ids.size)).toEqual([2, 3]);
  }, 120_000);

  it('runs as the deployed function: the handler runs what the record lacks and keeps what a board lacks', async () => {
    await previousShape([kicadBoard]);
    const { handler } = await import('#lambdas/events/run-migrations.ts');
    const report = await handler({});
    expect(report).toEqual({
      steps: [{ migrationId: ASSEMBLY_INPUTS, outcome: 'finished', pagesThisRun: expect.any(Number) }],
      complete: true,
    });
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

describe('the migration runner and its record', () => {
  /** A step of three pages (cursor '1', '2', then none) under a fresh id; what each call was given. */
  function threePages(onPage: (cursor: string | null) => Promise<void> = async () => {}) {
    const calls: (string | null)[] = [];
    const step = {
      id: `9001-test-${randomUUID()}`,
      page: async (cursor: string | null) => {
        calls.push(cursor);
        await onPage(cursor);
        const next = cursor === null ? 1 : Number(cursor) + 1;
        return { cursor: next < 3 ? String(next) : null, counts: { items: 10 } };
      },
    };
    return { step, calls };
  }

  it('stops for time between pages, holds later steps back, and goes on from the saved cursor', async () => {
    const { step, calls } = threePages();
    const later = threePages();
    const ports = { uploads: uploadsBucket, logError: () => {} };
    const stopped = await runMigrations(
      [step, later.step],
      ports,
      control(() => calls.length >= 1),
    );
    expect(stopped).toEqual({ steps: [{ migrationId: step.id, outcome: 'stopped-for-time', pagesThisRun: 1 }], complete: false });
    await expectUnfinished(step.id, { cursor: '1', pages: 1, counts: { items: 10 } });
    expect(later.calls).toEqual([]);

    const resumed = await runMigrations([step, later.step], ports, control());
    expect(resumed.steps.map((s) => [s.outcome, s.pagesThisRun])).toEqual([
      ['finished', 2],
      ['finished', 3],
    ]);
    expect(calls).toEqual([null, '1', '2']);
    expect(await getMigrationRun(step.id)).toMatchObject({ pages: 3, counts: { items: 30 }, finishedAt: expect.any(String) });
  });

  it('leaves a step to the run that saved its record first', async () => {
    // Another run (an operator's invoke beside the deploy's) saves the record while this one reads its second page.
    const { step, calls } = threePages(async (cursor) => {
      if (cursor !== '1') return;
      const record = (await getMigrationRun(step.id))!;
      await saveMigrationRunFrom(record.version, { ...record, cursor: '2', pages: 2 });
    });
    const report = await runMigrations([step], { uploads: uploadsBucket, logError: () => {} }, control());
    expect(report).toEqual({ steps: [{ migrationId: step.id, outcome: 'another-run', pagesThisRun: 2 }], complete: false });
    expect(calls).toEqual([null, '1']);
    await expectUnfinished(step.id, { cursor: '2', pages: 2 });
  });
});
