import { describe, expect, it } from 'vitest';
import type { BoardModel, Layer, OutlineEdge, Point } from '../../../../lambdas/cad/board-model.ts';
import { ringArea } from '../../../../lambdas/cad/geometry/distance.ts';
import { buildOutline } from '../../../../lambdas/cad/outline.ts';
import { proposeOutlineFix } from '../../../../lambdas/cad/outline-fix.ts';

/** Edges joining the corners in order, closed back to the first. */
function polygon(corners: Point[]): OutlineEdge[] {
  return corners.map(([x1, y1], i) => {
    const [x2, y2] = corners[(i + 1) % corners.length]!;
    return { x1, y1, x2, y2 };
  });
}

function board(edges: OutlineEdge[], layers: Layer[] = []): BoardModel {
  return {
    source: 'KiCad',
    fileName: 'generated.kicad_pcb',
    outline: buildOutline(edges),
    layers,
    drills: [],
    components: [],
    hasNativeNets: true,
    notes: [],
  };
}

const rect = (x: number, y: number, width: number, height: number): Point[] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
];

describe('proposed fix for a broken outline (docs/board-checks.md#outline-fix)', () => {
  it('proposes nothing for a closed rectangle', () => {
    expect(proposeOutlineFix(board(polygon(rect(0, 0, 50, 30))))).toBeUndefined();
  });

  it('closes a 0.05 mm gap, naming both ends', () => {
    const edges = polygon(rect(0, 0, 12, 30));
    // Cut the bottom edge short: it ends 0.05 mm before the corner at (12, 0).
    edges[0] = { x1: 0, y1: 0, x2: 11.95, y2: 0 };
    const fix = proposeOutlineFix(board(edges))!;
    expect(fix.check).toBe('outline-gap');
    expect(fix.steps).toEqual(['Close the 0.050 mm gap between (11.950, 0.000) and (12.000, 0.000) mm.']);
    expect(fix.proposal!.kind).toBe('close-gap');
    expect(fix.proposal!.outline).toHaveLength(5);
    expect(fix.proposal!.outline).toContainEqual([11.95, 0]);
    expect(fix.proposal!.outline).toContainEqual([12, 0]);
  });

  it('removes a segment drawn twice, and one drawn inside a longer edge', () => {
    const edges = polygon(rect(0, 0, 40, 20));
    edges.push({ x1: 40, y1: 0, x2: 40, y2: 20 }, { x1: 10, y1: 20, x2: 20, y2: 20 });
    const fix = proposeOutlineFix(board(edges))!;
    expect(fix.check).toBe('outline-duplicate');
    expect(fix.steps).toEqual([
      'Remove the duplicate segment from (40.000, 0.000) to (40.000, 20.000) mm.',
      'Remove the duplicate segment from (10.000, 20.000) to (20.000, 20.000) mm.',
    ]);
    expect(fix.proposal!.outline).toHaveLength(4);
    expect(new Set(fix.proposal!.outline.map(String))).toEqual(new Set(rect(0, 0, 40, 20).map(String)));
  });

  it('uncrosses a bow-tie by reconnecting the corners either side of the crossing', () => {
    // Corners 1 and 2 swapped: the sides (0,0)→(30,20) and (30,0)→(0,20) cross at (15, 10).
    const fix = proposeOutlineFix(
      board(
        polygon([
          [0, 0],
          [30, 20],
          [30, 0],
          [0, 20],
        ]),
      ),
    )!;
    expect(fix.check).toBe('outline-self-intersection');
    expect(fix.at).toEqual([15, 10]);
    expect(fix.steps[0]).toContain('crosses itself at (15.000, 10.000) mm');
    expect(fix.proposal!.kind).toBe('uncross');
    expect(new Set(fix.proposal!.outline.map(String))).toEqual(new Set(rect(0, 0, 30, 20).map(String)));
    // The fixed ring encloses the full rectangle, not the bow-tie's two triangles.
    expect(ringArea(fix.proposal!.outline)).toBeCloseTo(600);
  });

  it('uses the 46 × 75 mm rectangle drawn on F.SilkS when the outline layer is empty', () => {
    const segments = (corners: Point[]) => polygon(corners).map((e) => ({ kind: 'segment' as const, ...e, width: 0.15 }));
    const silk: Layer = {
      name: 'top-silk',
      kind: 'silk',
      side: 'top',
      // A part's 3 × 2 mm outline beside the board edge must not win.
      primitives: segments(rect(5, 5, 3, 2)).concat(segments(rect(2, 1, 46, 75))),
    };
    const fix = proposeOutlineFix(board([], [silk]))!;
    expect(fix.check).toBe('outline-wrong-layer');
    expect(fix.steps).toEqual(['Use the 46 × 75 mm rectangle drawn on F.SilkS as the outline.']);
    expect(fix.proposal!.outline).toHaveLength(4);
  });

  it('joins separate pieces by the outline around them', () => {
    const edges = polygon(rect(0, 0, 20, 10)).concat(polygon(rect(30, 0, 20, 10)));
    const fix = proposeOutlineFix(board(edges))!;
    expect(fix.check).toBe('outline-pieces');
    expect(fix.steps[0]).toContain('2 separate pieces');
    expect(fix.steps[0]).toContain('50 × 10 mm outline');
    expect(new Set(fix.proposal!.outline.map(String))).toEqual(new Set(rect(0, 0, 50, 10).map(String)));
  });

  it('leaves a cut-out inside the board alone', () => {
    const edges = polygon(rect(0, 0, 50, 50)).concat(polygon(rect(10, 10, 5, 5)));
    expect(proposeOutlineFix(board(edges))).toBeUndefined();
  });
});
