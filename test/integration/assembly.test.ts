import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BoardAssembly } from '#contracts/schemas/assembly.ts';
import { NO_PART_SELECTED } from '#lambdas/core/bom/populate-row.ts';
import {
  addPlacement,
  boardFixtures,
  bomFixture,
  element,
  getAssembly,
  putBom,
  updateElement,
  uploadAssemblyFile,
} from '../support/assembly.ts';
import { customerWithUser, uploadBoard, waitForProcessed } from '../support/boards.ts';
import { api } from '../support/identities.ts';
import { stackEnv } from '../support/stack-env.ts';

// The BOM routes against the emulators, with real BOMs: the Olimex RVPC rev B
// Gerbers with their BOM and a placement file, the same BOM against the
// rev A KiCad board, the RT1010Py BOM as .ods. Matching runs against the
// demo catalogue the local stack imports on start.

const RVPC_BOM = 'olimex-rvpc-revB/RVPC_Rev_B_BOM.csv';
const RVPC_POS = 'olimex-rvpc-revB/RVPC_Rev_B-all-pos.csv';
let owner: Awaited<ReturnType<typeof customerWithUser>>;
let gerberBoard: string;

beforeAll(async () => {
  owner = await customerWithUser('assembly');
  gerberBoard = await uploadBoard(
    owner.idToken,
    'RVPC_Rev_B-gerbers.zip',
    readFileSync(path.join(boardFixtures, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip')),
  );
  expect((await waitForProcessed(owner.idToken, gerberBoard)).processing).toBe('Complete');
}, 60_000);

describe('a Gerber-only board: BOM, then a placement file, then the customer’s choices', () => {
  let assembly: BoardAssembly;

  it('reads the BOM: one row per designator, matches with candidates, the populate-row message on rows without a part', async () => {
    expect(await getAssembly(owner.idToken, gerberBoard)).toMatchObject({
      version: 0,
      bom_state: 'NONE',
      quantity: 1,
      bom: null,
      elements: [],
    });
    assembly = await putBom(owner.idToken, gerberBoard, bomFixture(RVPC_BOM), 0);
    expect(assembly.bom).toMatchObject({
      file_name: 'RVPC_Rev_B_BOM.csv',
      needs_mapping: false,
      mapping_confirmed: false,
      mapping: { header_row: 0 },
    });
    expect(assembly.bom!.preview[0]).toEqual(['Quantity', 'Value', 'Footprint', 'Reference']);
    expect(assembly.lines).toHaveLength(13);
    expect(assembly.elements).toHaveLength(18);
    expect(assembly.elements.map((e) => e.designator).slice(0, 4)).toEqual(['C1', 'D1', 'PGM/DBG1', 'PS2_KBD1']);
    // Value strings without packages leave the parts to choose: every populated row says so in the words (docs/validation.md#populate-row-rule).
    const r7 = element(assembly, 'R7');
    expect(r7).toMatchObject({
      value: '100R/1/8W',
      footprint: 'R_0.125W_PTH',
      part_id: null,
      processing: 'Needs attention',
      message: NO_PART_SELECTED,
      x: null,
      overridden: [],
    });
    expect(r7.id).toMatch(/^[0-9a-z]{24}$/);
    expect(assembly.lines.find((l) => l.designators.includes('R7'))!.match.status).toBe('needs choice');
    expect(assembly.bom_state).toBe('NEEDS_ATTENTION');
    expect(assembly.summary).toEqual({ elements: 18, populated: 18, with_part: 0, needs_attention: 18 });
    // Claimed (CHECKING, +1) and settled (+1).
    expect(assembly.version).toBe(2);
    const board = await api('GET', `/api/boards/${gerberBoard}`, { token: owner.idToken });
    expect(board.json.bom_state).toBe('NEEDS_ATTENTION');
  });

  it('refuses a change made on an older version with 409', async () => {
    const ref = await uploadAssemblyFile(owner.idToken, gerberBoard, 'bom', bomFixture(RVPC_BOM));
    const res = await api('PUT', `/api/boards/${gerberBoard}/bom`, { token: owner.idToken, body: { file: ref, version: 0 } });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('version_conflict');
  });

  it('positions the rows from the placement file and lists what the BOM does not name', async () => {
    const before = assembly;
    assembly = await addPlacement(owner.idToken, gerberBoard, bomFixture(RVPC_POS), assembly.version);
    expect(assembly.placement_files).toEqual([
      expect.objectContaining({ file_name: 'RVPC_Rev_B-all-pos.csv', format: 'KiCad CSV', count: 32 }),
    ]);
    expect(element(assembly, 'R7')).toMatchObject({ x: 11.5, y: 17.5, rotation: 90, side: 'top', position_source: 'placement file' });
    // Ids stay with their designators.
    expect(element(assembly, 'R7').id).toBe(element(before, 'R7').id);
    const unlisted = assembly.mismatches.find((m) => m.kind === 'board_designator_not_in_bom')!;
    expect(unlisted).toMatchObject({ severity: 'Warning' });
    expect(unlisted.designators).toEqual(expect.arrayContaining(['FID1', 'MH1', 'GND1', 'RED1']));
    expect(element(assembly, 'FID1')).toMatchObject({ do_not_populate: true, message: null, footprint_check: { state: 'Need not check' } });
  });

  it('takes a part for a row: the message clears, the row settles Complete, and the choice survives a new quantity', async () => {
    const line = assembly.lines.find((l) => l.designators.includes('R7'))!;
    const candidate = line.match.candidates[0];
    const partId = candidate?.part_id ?? (await firstPartFor('100Ω'));
    const r7 = element(assembly, 'R7');
    const res = await updateElement(owner.idToken, gerberBoard, r7.id, { version: assembly.version, part_id: partId });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.version).toBe(assembly.version + 1);
    expect(res.json.element).toMatchObject({
      part_id: partId,
      message: null,
      processing: 'Complete',
      overridden: ['part_id'],
      footprint_check: { state: 'Missing footprint info' },
    });
    // The quote's seam: price breaks, stock and source of the chosen part.
    expect(res.json.element.part).toMatchObject({ id: partId, source: 'JLCPCB/LCSC catalogue' });
    expect(res.json.element.part!.price_breaks.length).toBeGreaterThan(0);
    expect(res.json.summary.with_part).toBe(1);

    const again = await getAssembly(owner.idToken, gerberBoard);
    expect(element(again, 'R7')).toMatchObject({ part_id: partId, message: null });
    const quantity = await api('PUT', `/api/boards/${gerberBoard}/quantity`, {
      token: owner.idToken,
      body: { quantity: 25, version: again.version },
    });
    expect(quantity.status, JSON.stringify(quantity.json)).toBe(200);
    assembly = quantity.json as unknown as BoardAssembly;
    expect(assembly.quantity).toBe(25);
    expect(element(assembly, 'R7')).toMatchObject({ part_id: partId, overridden: ['part_id'], message: null });
  });

  it('never loses one of two edits made at once: the loser gets 409, re-applies on the new version and both stay', async () => {
    const [c1, d1] = [element(assembly, 'C1'), element(assembly, 'D1')];
    const [a, b] = await Promise.all([
      updateElement(owner.idToken, gerberBoard, c1.id, { version: assembly.version, do_not_populate: true }),
      updateElement(owner.idToken, gerberBoard, d1.id, { version: assembly.version, is_consignment: true }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? { id: c1.id, body: { do_not_populate: true } } : { id: d1.id, body: { is_consignment: true } };
    expect((a.status === 409 ? a : b).json.code).toBe('version_conflict');
    const fresh = await getAssembly(owner.idToken, gerberBoard);
    expect((await updateElement(owner.idToken, gerberBoard, loser.id, { version: fresh.version, ...loser.body })).status).toBe(200);

    const after = await getAssembly(owner.idToken, gerberBoard);
    expect(element(after, 'C1')).toMatchObject({
      do_not_populate: true,
      message: null,
      processing: 'Complete',
      footprint_check: { state: 'Need not check' },
    });
    // Consigned but without a part: docs/validation.md#populate-row-rule checks the part before consignment.
    expect(element(after, 'D1')).toMatchObject({ is_consignment: true, message: NO_PART_SELECTED });
    expect(after.version).toBe(assembly.version + 2);
  });

  it('refuses unknown rows and parts, and a body that changes nothing', async () => {
    const fresh = await getAssembly(owner.idToken, gerberBoard);
    expect(
      (await updateElement(owner.idToken, gerberBoard, 'x'.repeat(24), { version: fresh.version, do_not_populate: true })).status,
    ).toBe(404);
    const unknownPart = await updateElement(owner.idToken, gerberBoard, element(fresh, 'R1').id, {
      version: fresh.version,
      part_id: 'y'.repeat(24),
    });
    expect([unknownPart.status, unknownPart.json.code]).toEqual([404, 'part_not_found']);
    expect((await updateElement(owner.idToken, gerberBoard, element(fresh, 'R1').id, { version: fresh.version })).status).toBe(400);
  });
});

async function firstPartFor(terms: string): Promise<string> {
  const res = await api('PUT', '/api/parts/search', {
    body: { search_terms: terms, category_ids: [], filters: {}, page: 1, in_stock_only: false },
  });
  return (res.json.results as { part: { id: string } }[])[0]!.part.id;
}

describe('the column-mapping step', () => {
  it('asks when the BOM has no header row, and reads the lines with the mapping the customer confirms', async () => {
    const boardId = await uploadBoard(
      owner.idToken,
      'RVPC_Rev_B-gerbers.zip',
      readFileSync(path.join(boardFixtures, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip')),
    );
    await waitForProcessed(owner.idToken, boardId);
    // The real BOM without its header line: detection can only guess from the cells.
    const full = bomFixture(RVPC_BOM);
    const headerless = { name: 'rvpc-no-header.csv', bytes: full.bytes.subarray(full.bytes.indexOf(10) + 1) };
    const guessed = await putBom(owner.idToken, boardId, headerless, 0);
    expect(guessed.bom).toMatchObject({ needs_mapping: true, mapping_confirmed: false, mapping: { header_row: -1 } });
    expect(guessed.bom!.detected.candidates.designator?.[0]?.column).toBe(3);
    expect(guessed.bom_state).toBe('NEEDS_ATTENTION');

    const bad = await api('PUT', `/api/boards/${boardId}/bom/mapping`, {
      token: owner.idToken,
      body: { version: guessed.version, mapping: { header_row: -1, columns: { value: 1 } } },
    });
    expect([bad.status, bad.json.code]).toEqual([400, 'invalid_mapping']);
    const mapping = { header_row: -1, columns: { quantity: 0, value: 1, footprint: 2, designator: 3 } };
    const res = await api('PUT', `/api/boards/${boardId}/bom/mapping`, {
      token: owner.idToken,
      body: { version: guessed.version, mapping },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const confirmed = res.json as unknown as BoardAssembly;
    expect(confirmed.bom).toMatchObject({ needs_mapping: false, mapping_confirmed: true, mapping });
    expect(confirmed.lines).toHaveLength(13);
    expect(element(confirmed, 'R2')).toMatchObject({ value: '470R/1/8W', footprint: 'R_0.125W_PTH' });
  });
});

/** Olimex RVPC rev A as a KiCad board file, uploaded and processed: its footprints position the rows. */
async function processedRvpcRevA(): Promise<string> {
  const file = readFileSync(path.join(boardFixtures, 'olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb'));
  const boardId = await uploadBoard(owner.idToken, 'RVPC_Rev_A.kicad_pcb', file, 'KiCad');
  await waitForProcessed(owner.idToken, boardId);
  return boardId;
}

describe('a KiCad board: rows come from the board’s footprints', () => {
  it('positions rows from the board, reports BOM designators the board lacks, and reads an .ods BOM', async () => {
    const boardId = await processedRvpcRevA();
    // The rev B BOM against the rev A board: a real revision mix-up.
    const assembly = await putBom(owner.idToken, boardId, bomFixture(RVPC_BOM), 0);
    expect(element(assembly, 'R7')).toMatchObject({ position_source: 'board', side: 'top', placement_method: 'Machine through hole' });
    expect(element(assembly, 'U1').x).not.toBeNull();
    expect(assembly.elements.every((e) => e.position_source === 'board')).toBe(true);
    const kinds = assembly.mismatches.map((m) => m.kind);
    expect(kinds).toContain('board_designator_not_in_bom');

    const ods = await putBom(owner.idToken, boardId, bomFixture('olimex-rt1010py-revC/RT1010Py_Rev_C-BOM.ods'), assembly.version);
    expect(ods.bom!.file_name).toBe('RT1010Py_Rev_C-BOM.ods');
    expect(ods.lines.length).toBeGreaterThan(20);
    expect(ods.mismatches.find((m) => m.kind === 'bom_designator_not_on_board')).toMatchObject({ severity: 'Error' });
    // Rows of the board keep their ids across BOMs; the customer's choices on the old BOM do not carry over.
    expect(element(ods, 'R7').id).toBe(element(assembly, 'R7').id);
  });
});

describe('files read once: later changes read what was kept', () => {
  it('sets a quantity from the kept board and BOM; a board whose files predate them answers 409 until a BOM arrives again', async () => {
    const boardId = await processedRvpcRevA();
    const first = await putBom(owner.idToken, boardId, bomFixture(RVPC_BOM), 0);
    const setQuantity = (quantity: number, version: number) =>
      api('PUT', `/api/boards/${boardId}/quantity`, { token: owner.idToken, body: { quantity, version } });

    // The quantity route has no board or BOM reader: positions still come from the board's kept footprints.
    const three = await setQuantity(3, first.version);
    expect(three.status, JSON.stringify(three.json)).toBe(200);
    const afterQuantity = three.json as unknown as BoardAssembly;
    expect(afterQuantity.elements.map((e) => [e.designator, e.x, e.y, e.position_source])).toEqual(
      first.elements.map((e) => [e.designator, e.x, e.y, e.position_source]),
    );
    expect(afterQuantity.lines.map((l) => l.designators)).toEqual(first.lines.map((l) => l.designators));

    // As for a board assembled before inputs were kept: nothing kept.
    Object.assign(process.env, stackEnv(inject('stack')));
    const { db } = await import('#lambdas/core/db/service.ts');
    const kept = await db().entities.parsedAssemblyInput.query.byBoard({ boardId }).go({ pages: 'all' });
    expect(kept.data.map((k) => k.input)).toContain('board');
    await db()
      .entities.parsedAssemblyInput.delete(kept.data.map(({ boardId: id, input, part }) => ({ boardId: id, input, part })))
      .go();
    const refused = await setQuantity(4, afterQuantity.version);
    expect([refused.status, refused.json.code]).toEqual([409, 'assembly_files_unread']);

    // The BOM route has the readers: it reads the board again and keeps it, and the quantity works again.
    const again = await putBom(owner.idToken, boardId, bomFixture(RVPC_BOM), afterQuantity.version);
    const four = await setQuantity(4, again.version);
    expect(four.status, JSON.stringify(four.json)).toBe(200);
    expect(element(four.json as unknown as BoardAssembly, 'R7')).toMatchObject({ position_source: 'board' });
  });
});

describe('refusals', () => {
  it('answers 400 for an unreadable BOM, 404 for a file never uploaded, 413 and 400 before signing an upload, 409 before the board is processed', async () => {
    const fresh = await getAssembly(owner.idToken, gerberBoard);
    const junk = await uploadAssemblyFile(owner.idToken, gerberBoard, 'bom', {
      name: 'junk.xlsx',
      bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
    });
    const unreadable = await api('PUT', `/api/boards/${gerberBoard}/bom`, {
      token: owner.idToken,
      body: { file: junk, version: fresh.version },
    });
    expect([unreadable.status, unreadable.json.code]).toEqual([400, 'bom_unreadable']);
    const missing = await api('PUT', `/api/boards/${gerberBoard}/bom`, {
      token: owner.idToken,
      body: { file: { file_id: 'm'.repeat(24), file_name: 'bom.csv' }, version: fresh.version },
    });
    expect([missing.status, missing.json.code]).toEqual([404, 'file_not_uploaded']);
    const big = await api('POST', `/api/boards/${gerberBoard}/assembly-files`, {
      token: owner.idToken,
      body: { purpose: 'bom', file_name: 'bom.csv', size: 6 * 1024 * 1024 },
    });
    expect(big.status).toBe(413);
    const wrongType = await api('POST', `/api/boards/${gerberBoard}/assembly-files`, {
      token: owner.idToken,
      body: { purpose: 'bom', file_name: 'bom.pdf', size: 100 },
    });
    expect(wrongType.status).toBe(400);
    // Nothing changed: the version is the same.
    expect((await getAssembly(owner.idToken, gerberBoard)).version).toBe(fresh.version);

    const unprocessed = await api('POST', '/api/boards', {
      token: owner.idToken,
      body: { file_name: 'later.zip', size: 100, cad_source: 'Gerber' },
    });
    const boardId = unprocessed.json.board_id as string;
    const ref = await uploadAssemblyFile(owner.idToken, boardId, 'bom', bomFixture(RVPC_BOM));
    const early = await api('PUT', `/api/boards/${boardId}/bom`, { token: owner.idToken, body: { file: ref, version: 0 } });
    expect([early.status, early.json.code]).toEqual([409, 'board_not_ready']);
  });
});
