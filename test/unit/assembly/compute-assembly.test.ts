import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeAssembly, type ComputeAssemblyInput } from '#lambdas/core/assembly/compute-assembly.ts';
import { matchLines, NO_CATALOGUE } from '#lambdas/core/assembly/match-lines.ts';
import { readBoard } from '#lambdas/cad/read-board.ts';
import { CatalogueLookup } from '#lambdas/core/bom/catalogue-lookup.ts';
import { readBom } from '#lambdas/core/bom/read-bom-file.ts';
import { readPlacement } from '#lambdas/core/bom/read-placement.ts';
import { DEMO_CATALOGUE, bomFixture, catalogue, loadFile, repoRoot } from '../bom/helpers.ts';

// The rows a recomputation stores, from the real RVPC rev B BOM and its
// placement file on the Gerber-only board, and the rev A KiCad board.

const { lines } = await readBom(bomFixture('olimex-rvpc-revB/RVPC_Rev_B_BOM.csv'));
const placement = await readPlacement(bomFixture('olimex-rvpc-revB/RVPC_Rev_B-all-pos.csv'));
const gerberBoard = { name: 'RVPC_Rev_B-gerbers.zip', components: [], date: null };

let counter = 0;
function input(overrides: Partial<ComputeAssemblyInput> = {}): ComputeAssemblyInput {
  return {
    board: gerberBoard,
    lines,
    placements: [placement],
    matches: matchLines(lines, null, 1, []),
    parts: new Map(),
    previous: new Map(),
    keepOverrides: true,
    needsMapping: false,
    newId: () => `new${String(++counter).padStart(21, '0')}`,
    ...overrides,
  };
}

describe('recomputing a board’s rows', () => {
  it('without a catalogue, leaves populated lines unmatched with the reason and rows needing a part', () => {
    const matches = matchLines(lines, null, 1, []);
    expect(matches.every((m) => m.status === 'unmatched' && m.reason === NO_CATALOGUE && m.candidates.length === 0)).toBe(true);
    const result = computeAssembly(input());
    expect(result.elements).toHaveLength(32);
    expect(result.bomState).toBe('NEEDS_ATTENTION');
    expect(result.mismatches.map((m) => m.kind)).toEqual(['board_designator_not_in_bom']);
  });

  it('keeps each designator’s id and the customer’s choices, and gives new designators new ids', () => {
    const previous = new Map([
      ['R7', { elementId: 'r7'.padEnd(24, 'x'), overrides: { do_not_populate: true }, processing: 'Complete' as const }],
    ]);
    const result = computeAssembly(input({ previous }));
    const r7 = result.elements.find((e) => e.designator === 'R7')!;
    expect(r7).toMatchObject({
      elementId: 'r7'.padEnd(24, 'x'),
      overrides: { do_not_populate: true },
      element: { id: 'r7'.padEnd(24, 'x'), do_not_populate: true, processing: 'Complete' },
    });
    const r6 = result.elements.find((e) => e.designator === 'R6')!;
    expect(r6.elementId).toMatch(/^new\d{21}$/);
    expect(r6.element).toMatchObject({ do_not_populate: false, processing: 'Needs attention', x: 14, y: 17.5 });
  });

  it('drops the customer’s choices when the BOM itself is new', () => {
    const previous = new Map([
      ['R7', { elementId: 'r7'.padEnd(24, 'x'), overrides: { do_not_populate: true }, processing: 'Complete' as const }],
    ]);
    const r7 = computeAssembly(input({ previous, keepOverrides: false })).elements.find((e) => e.designator === 'R7')!;
    expect(r7).toMatchObject({ elementId: 'r7'.padEnd(24, 'x'), overrides: {}, element: { do_not_populate: false } });
  });

  it('matches against the catalogue for the board quantity and checks a chosen part on a row', async () => {
    const lookup = new CatalogueLookup(await catalogue(DEMO_CATALOGUE));
    const matches = matchLines(lines, lookup, 10, []);
    expect(matches).toHaveLength(lines.length);
    const withCandidates = matches.filter((m) => m.candidates.length > 0);
    expect(withCandidates.length).toBeGreaterThan(0);
    // Stock reasons are about designators × boards.
    const r1 = matches.find((m) => m.designators.includes('R1'))!;
    for (const c of r1.candidates) expect(c.reasons.join(' ')).toMatch(/needed/);
  });

  it('stores the pads of a KiCad board’s footprints, so a later part choice is checked without the board', async () => {
    const board = await readBoard(loadFile(path.join(repoRoot, 'test/fixtures/boards/olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb')));
    const result = computeAssembly(input({ board: { name: board.fileName, components: board.components, date: null }, placements: [] }));
    const u1 = result.elements.find((e) => e.designator === 'U1')!;
    expect(u1.pads).toHaveLength(8);
    expect(u1.element.position_source).toBe('board');
    expect(u1.pads.every((p) => p.mount === 'smd')).toBe(true);
  });
});
