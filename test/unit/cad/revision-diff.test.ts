import { describe, expect, it } from 'vitest';
import type { Finding } from '#contracts/board-report.ts';
import type { BomLine } from '#contracts/schemas/bom.ts';
import { REVISION_DIFF_MAX_LISTED, RevisionDiffSchema } from '#contracts/schemas/revision-diff.ts';
import type { BoardModel } from '#lambdas/cad/board-model.ts';
import { rectPolygon } from '#lambdas/cad/geometry/shapes.ts';
import { diffRevisions } from '#lambdas/cad/revision-diff/diff-revisions.ts';
import { AREA_CELL_MM, DRILL_MOVE_MM, POSITION_TOLERANCE_MM } from '#lambdas/cad/revision-diff/tolerances.ts';
import { layerOf, revisionBoard, TRACE_WIDTH_MM } from './revision-boards.ts';

// The revision diff on generated boards, one kind of change at a time (docs/revisions.md#the-diff).

const base = revisionBoard();
const copy = (): BoardModel => structuredClone(base);
/** The diff, checked against its schema. */
const diff = (before: BoardModel, after: BoardModel, options?: Parameters<typeof diffRevisions>[2]) =>
  RevisionDiffSchema.parse(diffRevisions(before, after, options));
/** One cell's worth of area error along a perimeter of `mm`: cells count when their centres are covered. */
const edgeError = (perimeterMm: number) => perimeterMm * AREA_CELL_MM;

describe('the revision diff of generated boards', () => {
  it('finds nothing between a board and its copy, or a copy moved by less than the tolerance', () => {
    const same = diff(base, copy());
    expect(same.identical).toBe(true);
    expect(same).toMatchObject({ layers: [], regions: { listed: [], total: 0 }, drills: { total: 0 }, components: { total: 0 } });
    const nudged = copy();
    const shift = POSITION_TOLERANCE_MM * 0.6;
    for (const l of nudged.layers)
      for (const p of l.primitives) {
        if (p.kind === 'circle') p.x += shift;
        else if (p.kind === 'segment') [p.x1, p.x2] = [p.x1 + shift, p.x2 + shift];
        else for (const ring of p.rings) for (const point of ring) point[0] += shift;
      }
    for (const d of nudged.drills) d.x += shift;
    expect(diff(base, nudged).identical).toBe(true);
  });

  it('measures copper added and removed in mm², with a region around each place', () => {
    const after = copy();
    // 2 × 1 mm on cell boundaries, in empty top copper: exactly 800 cells.
    layerOf(after, 'top-copper').primitives.push({ kind: 'polygon', rings: [rectPolygon(92, 30.5, 2, 1, 0)] });
    const trace = layerOf(after, 'bottom-copper').primitives.findIndex((p) => p.kind === 'segment');
    const removed = layerOf(after, 'bottom-copper').primitives.splice(trace, 1)[0]!;
    const result = diff(base, after);
    expect(result.identical).toBe(false);
    const top = result.layers.find((l) => l.layer === 'top-copper')!;
    expect(top).toMatchObject({ kind: 'copper', removedMm2: 0 });
    expect(top.addedMm2).toBeCloseTo(2, 6);
    const bottom = result.layers.find((l) => l.layer === 'bottom-copper')!;
    expect(bottom.addedMm2).toBe(0);
    // The trace less what its end discs share with the pad and via still there: positive, below the whole stroke's area.
    if (removed.kind !== 'segment') throw new Error('expected a trace');
    const length = Math.hypot(removed.x2 - removed.x1, removed.y2 - removed.y1);
    expect(bottom.removedMm2).toBeGreaterThan(length * TRACE_WIDTH_MM * 0.5);
    expect(bottom.removedMm2).toBeLessThan(length * TRACE_WIDTH_MM + Math.PI * 0.01 + edgeError(2 * length));
    expect(result.layers.map((l) => l.layer).sort()).toEqual(['bottom-copper', 'top-copper']);
    const region = result.regions.listed.find((r) => r.layer === 'top-copper')!;
    expect(region.minX).toBeLessThanOrEqual(91);
    expect(region.maxX).toBeGreaterThanOrEqual(93);
    expect(region.maxX - region.minX).toBeLessThan(4);
    expect(region.addedMm2).toBeCloseTo(2, 6);
    expect(result.regions.listed[0]).toEqual(region);
  });

  it('counts no area where changed copper lies under copper that stays', () => {
    // A dot inside the first pad (0.4 × 0.6 mm at 4.2, 5) moved within it: drawn differently, no copper gained or lost.
    const before = copy();
    const after = copy();
    layerOf(before, 'top-copper').primitives.push({ kind: 'circle', x: 4.2, y: 5, r: 0.1 });
    layerOf(after, 'top-copper').primitives.push({ kind: 'circle', x: 4.25, y: 5.1, r: 0.1 });
    expect(diff(before, after).layers).toEqual([]);
  });

  it('states an outline resize with numbers and measures the board area gained', () => {
    const after = copy();
    const [loop] = after.outline.loops;
    loop![1]![0] += 5;
    loop![2]![0] += 5;
    const [bottom, right, top] = after.outline.edges;
    bottom!.x2 += 5;
    right!.x1 += 5;
    right!.x2 += 5;
    top!.x1 += 5;
    const result = diff(base, after);
    expect(result.board.changes).toEqual([
      { fact: 'widthMm', before: 94, after: 99 },
      { fact: 'areaMm2', before: 94 * 64, after: 99 * 64 },
    ]);
    const outline = result.layers.find((l) => l.layer === 'outline')!;
    expect(outline).toMatchObject({ kind: 'outline', removedMm2: 0 });
    expect(outline.addedMm2).toBeCloseTo(5 * 64, 6);
  });

  it('states a layer count change and the layers that went', () => {
    const result = diff(base, revisionBoard({ copperLayers: 2 }));
    expect(result.board.changes).toEqual([{ fact: 'copperLayers', before: 4, after: 2 }]);
    expect(result.board.layersRemoved).toEqual(['inner1-copper', 'inner2-copper']);
    expect(result.board.layersAdded).toEqual([]);
    const inner = result.layers.find((l) => l.layer === 'inner2-copper')!;
    expect(inner.addedMm2).toBe(0);
    expect(inner.removedMm2).toBeCloseTo(93 * 63, -1);
  });

  it('finds drills added, removed, moved, resized and re-plated, and slots by both ends', () => {
    const before = copy();
    before.drills.push({ x: 2, y: 2, diameter: 1, plated: false, x2: 2, y2: 4 }, { x: 90, y: 2, diameter: 3.2, plated: false });
    const after = structuredClone(before);
    const [first, second, third, fourth] = after.drills;
    first!.x += 0.5; // moved
    second!.diameter = 0.4; // resized
    third!.plated = false; // plating
    fourth!.x += DRILL_MOVE_MM + 1; // too far: removed and added
    const slot = after.drills.find((d) => d.x2 !== undefined)!;
    [slot.x, slot.y, slot.x2, slot.y2] = [slot.x2!, slot.y2!, slot.x, slot.y]; // drawn the other way: the same slot
    after.drills.push({ x: 92, y: 60, diameter: 0.8, plated: true }); // added
    after.drills.splice(after.drills.indexOf(after.drills.find((d) => d.diameter === 3.2)!), 1); // removed
    const result = diff(before, after);
    expect(result.drills.counts).toEqual({ added: 2, removed: 2, moved: 1, resized: 1, plating: 1 });
    const moved = result.drills.listed.find((d) => d.change === 'moved')!;
    expect(moved.after!.x - moved.before!.x).toBeCloseTo(0.5, 6);
    expect(result.drills.listed.find((d) => d.change === 'resized')).toMatchObject({
      before: { diameterMm: 0.3 },
      after: { diameterMm: 0.4 },
    });
  });

  it('finds a slot moved by one end as moved, keeping its length', () => {
    const before = copy();
    before.drills.push({ x: 2, y: 2, diameter: 1, plated: false, x2: 2, y2: 4 });
    const after = structuredClone(before);
    after.drills.at(-1)!.y += 0.2;
    after.drills.at(-1)!.y2! += 0.2;
    const result = diff(before, after);
    expect(result.drills.counts).toMatchObject({ moved: 1, added: 0, removed: 0 });
    expect(result.drills.listed[0]!.after).toMatchObject({ x: 2, y: 2.2, x2: 2, y2: 4.2 });
  });

  it('finds components added, removed, moved, rotated, flipped, with a new footprint, value or nets', () => {
    const after = copy();
    const part = (designator: string) => after.components.find((c) => c.designator === designator)!;
    part('R1').x += 1.5;
    part('R2').rotation = 350; // from 0: −10°
    part('R3').side = 'bottom';
    part('R4').footprint = 'R_0805';
    part('R5').value = '4k7';
    part('R6').pads[1]!.net = 'GND';
    after.components.push({ ...structuredClone(part('R7')), designator: 'R999', x: 50 });
    after.components.splice(after.components.indexOf(part('R8')), 1);
    const result = diff(base, after);
    const changes = Object.fromEntries(result.components!.listed.map((c) => [c.designator, c]));
    expect(changes.R1).toMatchObject({ changes: ['moved'], moved: { dxMm: 1.5, dyMm: 0 } });
    expect(changes.R2).toMatchObject({ changes: ['rotated'], rotatedDeg: -10 });
    expect(changes.R3).toMatchObject({ changes: ['flipped'], before: { side: 'top' }, after: { side: 'bottom' } });
    expect(changes.R4).toMatchObject({ changes: ['footprint'], before: { footprint: 'R_0603' }, after: { footprint: 'R_0805' } });
    expect(changes.R5).toMatchObject({ changes: ['value'], after: { value: '4k7' } });
    expect(changes.R6).toMatchObject({ changes: ['nets'], nets: { listed: [{ pad: '2', before: 'N-R6-2', after: 'GND' }], total: 1 } });
    expect(changes.R999).toMatchObject({ changes: ['added'], before: null });
    expect(changes.R8).toMatchObject({ changes: ['removed'], after: null });
    expect(result.components!.counts).toEqual({ added: 1, removed: 1, moved: 1, rotated: 1, flipped: 1, footprint: 1, value: 1, nets: 1 });
    expect(result.components!.total).toBe(8);
  });

  it('compares pad nets only when both revisions have them from a design file', () => {
    const after = copy();
    after.components[0]!.pads[0]!.net = 'GND';
    after.hasNativeNets = false;
    const result = diff(base, after);
    expect(result.components).toMatchObject({ netsCompared: false, total: 0 });
  });

  it('leaves components out when neither revision has any (Gerbers without placement)', () => {
    const gerber = { ...copy(), source: 'Gerber' as const, components: [] };
    expect(diff(gerber, structuredClone(gerber)).components).toBeNull();
  });

  it('lists BOM lines added, removed and changed in part, value and quantity', () => {
    const line = (row: number, designators: string[], value: string, mpn = ''): BomLine => ({
      row,
      designators,
      quantity: designators.length,
      value,
      mpn,
      manufacturer: '',
      supplier_codes: { lcsc: null, digikey: null, mouser: null },
      footprint: '0603',
      description: '',
      do_not_populate: false,
    });
    const before = [
      line(2, ['R1', 'R2'], '10k'),
      line(3, ['C1'], '100nF', 'CL10B104KB8NNNC'),
      line(4, ['U1'], 'LM358'),
      line(5, ['D1'], 'LED'),
    ];
    const after = [
      line(2, ['R1', 'R2', 'R3'], '10k'),
      line(3, ['C1'], '100nF', 'GRM188R71C104KA01D'),
      line(4, ['U1'], 'LM324'),
      line(5, ['J1'], 'USB-C'),
    ];
    const result = diff(base, copy(), { bom: { before, after } }).bom!;
    expect(result.counts).toEqual({ added: 1, removed: 1, part: 1, value: 1, quantity: 1, designators: 1, populate: 0 });
    const byRow = (row: number) => result.listed.filter((l) => (l.after ?? l.before)!.row === row);
    expect(byRow(2)[0]).toMatchObject({ changes: ['quantity', 'designators'], before: { quantity: 2 }, after: { quantity: 3 } });
    expect(byRow(3)[0]).toMatchObject({ changes: ['part'], after: { mpn: 'GRM188R71C104KA01D' } });
    expect(byRow(4)[0]).toMatchObject({ changes: ['value'], before: { value: 'LM358' }, after: { value: 'LM324' } });
    expect(byRow(5).map((l) => l.changes)).toEqual([['removed'], ['added']]);
  });

  it('sorts findings into new, fixed and unchanged by check, layer and place', () => {
    const finding = (check: string, x: number, layer = 'top-copper'): Finding => ({
      check,
      severity: 'Error',
      measured: 0.1,
      limit: 0.127,
      x,
      y: 10,
      layer,
      message: check,
    });
    const before = [finding('copper-clearance', 10), finding('copper-clearance', 20), finding('min-drill', 5, 'drill')];
    const after = [
      finding('copper-clearance', 10 + POSITION_TOLERANCE_MM / 2),
      finding('copper-clearance', 30),
      finding('min-drill', 5, 'drill'),
    ];
    const result = diff(base, copy(), { findings: { before, after } });
    expect(result.findings).toEqual({ new: { listed: [after[1]], total: 1 }, fixed: { listed: [before[1]], total: 1 }, unchanged: 2 });
    expect(result.identical).toBe(false);
  });

  it('caps every list and counts the rest', () => {
    const before = revisionBoard({ columns: 25 });
    const after = structuredClone(before);
    for (const c of after.components) c.value = 'changed';
    for (const d of after.drills) d.diameter = 0.35;
    const result = diff(before, after);
    expect(result.components!.listed).toHaveLength(REVISION_DIFF_MAX_LISTED);
    expect(result.components!.total).toBe(250);
    expect(result.drills.listed).toHaveLength(REVISION_DIFF_MAX_LISTED);
    expect(result.drills.total).toBe(249);
  });
});
