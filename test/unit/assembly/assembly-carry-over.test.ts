import { describe, expect, it } from 'vitest';
import { ID_PATTERN } from '#contracts/ids.ts';
import type { BomLine } from '#contracts/schemas/bom.ts';
import { CARRY_OVER_MAX_LISTED } from '#contracts/schemas/revision-carry-over.ts';
import type { ElementOverrides, StoredLine } from '#contracts/schemas/stored-assembly.ts';
import type { Component } from '#lambdas/cad/board-model.ts';
import {
  DESIGNATOR_GONE,
  PART_NOT_OFFERED,
  carryAssemblyOver,
  footprintChanged,
  type AssemblyCarryInput,
  type CarriedPart,
} from '#lambdas/core/assembly/assembly-carry-over.ts';
import { computeAssembly } from '#lambdas/core/assembly/compute-assembly.ts';
import { carryOverRecord } from '#lambdas/core/boards/revision-carry-over.ts';

// The assembly a new revision takes over, matched by designator, on generated
// boards of resistors (docs/revisions.md#carry-over): a part that fits the
// small footprint (pads ±0.5 mm) fails the large one (±1.5 mm).

const SMALL = 'R_0402';
const LARGE = 'R_1206';
const DESIGNATORS_PER_LINE = 4;
/** The largest real KiCad board of the dev set (bitaxe-gamma) has 147 footprints. */
const REAL_BOARD_PARTS = 147;

/** A 24-character id: the prefix, then the number zero-padded. */
const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;
const linePart = (line: number) => id('line', line);
const choicePart = (i: number) => id('choice', i);
const revAId = (i: number) => id('reva', i);
const part = (mpn: string): CarriedPart => ({ package: '0402', source: 'JLCPCB/LCSC catalogue', mpn });

function resistor(i: number, footprint: string): Component {
  const half = footprint === SMALL ? 0.5 : 1.5;
  return {
    designator: `R${i}`,
    footprint,
    value: '10k',
    side: 'top',
    x: i * 3,
    y: 0,
    rotation: 0,
    pads: [
      { name: '1', x: i * 3 - half, y: 0, mount: 'smd' },
      { name: '2', x: i * 3 + half, y: 0, mount: 'smd' },
    ],
  };
}

type Plan = {
  count: number;
  chosen: (i: number) => boolean;
  dnp: (i: number) => boolean;
  consigned: (i: number) => boolean;
  gone: (i: number) => boolean;
  larger: (i: number) => boolean;
  notOffered: (i: number) => boolean;
  added: number;
};

const range = (count: number) => Array.from({ length: count }, (_, k) => k + 1);

function bomLines(count: number): BomLine[] {
  const lines: BomLine[] = [];
  for (let first = 1; first <= count; first += DESIGNATORS_PER_LINE) {
    const designators = range(Math.min(DESIGNATORS_PER_LINE, count - first + 1)).map((k) => `R${first + k - 1}`);
    lines.push({
      row: lines.length + 2,
      designators,
      quantity: designators.length,
      value: '10k',
      mpn: `MPN-${lines.length + 1}`,
      manufacturer: 'Yageo',
      supplier_codes: { lcsc: null, digikey: null, mouser: null },
      footprint: SMALL,
      description: '',
      do_not_populate: false,
    });
  }
  return lines;
}

/** Rev A with the plan's choices stored on its rows, and rev B's input to the carry-over. */
function generated(plan: Plan): AssemblyCarryInput {
  const lines = bomLines(plan.count);
  const storedLines: StoredLine[] = lines.map((line, index) => ({
    row: line.row,
    line,
    match: { status: 'matched', part_id: linePart(index + 1), candidates: [], wanted: [], reason: null },
  }));
  const parts = new Map<string, CarriedPart>();
  lines.forEach((_, n) => parts.set(linePart(n + 1), part(`MPN-${n + 1}`)));
  const previous = new Map<string, { elementId: string; overrides: ElementOverrides; processing: 'Unprocessed' }>();
  for (const i of range(plan.count)) {
    const overrides: ElementOverrides = {};
    if (plan.chosen(i)) overrides.part_id = choicePart(i);
    if (plan.dnp(i)) overrides.do_not_populate = true;
    if (plan.consigned(i)) overrides.is_consignment = true;
    if (plan.chosen(i)) parts.set(choicePart(i), part(`CHOSEN-${i}`));
    previous.set(`R${i}`, { elementId: revAId(i), overrides, processing: 'Unprocessed' });
  }
  const revA = computeAssembly({
    board: { name: 'rev-a.kicad_pcb', components: range(plan.count).map((i) => resistor(i, SMALL)), date: null },
    lines,
    placements: [],
    matches: storedLines.map((l) => ({ ...l.match, row: l.row, designators: l.line.designators })),
    parts,
    previous,
    keepOverrides: true,
    needsMapping: false,
    newId: () => 'unused'.padEnd(24, '0'),
  });
  const components = [...range(plan.count).filter((i) => !plan.gone(i)), ...range(plan.added).map((k) => plan.count + k)].map((i) =>
    resistor(i, plan.larger(i) ? LARGE : SMALL),
  );
  for (const i of range(plan.count)) if (plan.notOffered(i)) parts.delete(choicePart(i));
  return {
    boardId: id('revb', 0),
    board: { name: 'rev-b.kicad_pcb', components, date: null },
    previousLines: storedLines,
    previousElements: revA.elements,
    lines,
    placements: [],
    parts,
    needsMapping: false,
  };
}

const among =
  (...values: number[]) =>
  (i: number) =>
    values.includes(i);

describe('carrying the assembly to a new revision', () => {
  const plan: Plan = {
    count: 40,
    chosen: among(1, 2, 3, 4),
    dnp: among(5, 6),
    consigned: among(7),
    gone: among(2, 5),
    larger: among(3, 8),
    notOffered: among(4),
    added: 2,
  };
  const input = generated(plan);
  const result = carryAssemblyOver(input);
  const row = (designator: string) => result.elements.find((e) => e.designator === designator)!;

  it('keeps each choice on the designators that remain, on the same row ids', () => {
    expect([...result.carried].sort()).toEqual(['consigned:R7', 'do_not_populate:R6', 'part:R1']);
    expect(row('R1')).toMatchObject({ elementId: revAId(1), overrides: { part_id: choicePart(1) } });
    expect(row('R1').element).toMatchObject({ part_id: choicePart(1), footprint_check: { state: 'Passed' } });
    expect(row('R6').element.do_not_populate).toBe(true);
    expect(row('R7').element.is_consignment).toBe(true);
    expect(result.elements).toHaveLength(plan.count - 2 + plan.added);
    expect(result.lines.map((l) => l.match.part_id)).toEqual(input.previousLines.map((l) => l.match.part_id));
  });

  it('lists what could not carry, with the reason: designator gone, footprint changed, part no longer offered', () => {
    const byDesignator = Object.fromEntries(result.notCarried.map((n) => [n.designator, n]));
    expect(result.notCarried).toHaveLength(5);
    expect(byDesignator.R2).toEqual({ what: 'part', designator: 'R2', was: 'CHOSEN-2', reason: DESIGNATOR_GONE });
    expect(byDesignator.R5).toEqual({ what: 'do_not_populate', designator: 'R5', was: 'not populated', reason: DESIGNATOR_GONE });
    expect(byDesignator.R4).toEqual({ what: 'part', designator: 'R4', was: choicePart(4), reason: PART_NOT_OFFERED });
    expect(byDesignator.R3).toEqual({ what: 'part', designator: 'R3', was: 'CHOSEN-3', reason: footprintChanged(SMALL, LARGE) });
    // R8 had the BOM's own part, which no longer fits either: listed, and its row asks for attention.
    expect(byDesignator.R8).toMatchObject({ what: 'part', was: 'MPN-2', reason: footprintChanged(SMALL, LARGE) });
    expect(row('R8').element).toMatchObject({ part_id: linePart(2), processing: 'Needs attention' });
  });

  it('drops a chosen part that no longer fits: the row falls back to the BOM’s match', () => {
    expect(row('R3').overrides).toEqual({});
    expect(row('R3').element.part_id).toBe(linePart(1));
    expect(row('R4').overrides).toEqual({});
    expect(row('R4').element.part_id).toBe(linePart(1));
  });

  it('gives new designators ids of their own, the same on a retry', () => {
    const added = row(`R${plan.count + 1}`).elementId;
    expect(added).toMatch(ID_PATTERN);
    expect(new Set(result.elements.map((e) => e.elementId)).size).toBe(result.elements.length);
    expect(carryAssemblyOver(input)).toEqual(result);
  });

  it(`carries ${10 * REAL_BOARD_PARTS} parts, ten times the largest real board`, () => {
    const large: Plan = {
      count: 10 * REAL_BOARD_PARTS,
      chosen: (i) => i % 3 === 0,
      dnp: (i) => i % 5 === 0,
      consigned: () => false,
      gone: (i) => i % 50 === 0,
      larger: (i) => i % 70 === 0,
      notOffered: () => false,
      added: 30,
    };
    const started = performance.now();
    const carried = carryAssemblyOver(generated(large));
    const elapsed = performance.now() - started;
    const all = range(large.count);
    const kept = all.filter((i) => !large.gone(i));
    // A row not populated needs no footprint check, so its part stays even on the larger footprint.
    const fits = (i: number) => !large.larger(i) || large.dnp(i);
    expect(carried.elements).toHaveLength(kept.length + large.added);
    expect(carried.carried.filter((c) => c.startsWith('part:'))).toHaveLength(kept.filter((i) => large.chosen(i) && fits(i)).length);
    expect(carried.carried.filter((c) => c.startsWith('do_not_populate:'))).toHaveLength(kept.filter(large.dnp).length);
    const gone = carried.notCarried.filter((n) => n.reason === DESIGNATOR_GONE);
    expect(gone).toHaveLength(all.filter((i) => large.gone(i)).reduce((n, i) => n + Number(large.chosen(i)) + Number(large.dnp(i)), 0));
    // Linear: a few thousand rows take milliseconds; a quadratic pass would take seconds.
    expect(elapsed).toBeLessThan(5_000);

    const record = carryOverRecord(id('reva', 0), carried.carried, carried.notCarried);
    expect(record.carried).toHaveLength(CARRY_OVER_MAX_LISTED);
    expect(record.carried_total).toBe(carried.carried.length);
    expect(record.not_carried_total).toBe(carried.notCarried.length);
  });
});
