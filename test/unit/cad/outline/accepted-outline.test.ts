import { describe, expect, it } from 'vitest';
import type { OutlineEdge, Point } from '#lambdas/cad/board-model.ts';
import { outlineWithAcceptedEdge } from '#lambdas/cad/accepted-outline.ts';
import { buildOutline } from '#lambdas/cad/outline.ts';

// The accepted ring replaces the file's broken edge; cut-outs inside it stay (docs/board-checks.md#outline-fix).

const ring = (points: Point[]): OutlineEdge[] =>
  points.map(([x1, y1], i) => ({ x1, y1, x2: points[(i + 1) % points.length]![0], y2: points[(i + 1) % points.length]![1] }));

const EDGE: Point[] = [
  [0, 0],
  [40, 0],
  [40, 20],
  [0, 20],
];
const HOLE: Point[] = [
  [10, 5],
  [14, 5],
  [14, 9],
  [10, 9],
];

describe('the outline with the accepted edge', () => {
  it('closes a gapped edge with the accepted ring and keeps the cut-out inside it', () => {
    // The bottom edge stops 0.05 mm short of the corner.
    const gapped = ring(EDGE).map((e, i) => (i === 0 ? { ...e, x2: 39.95 } : e));
    const file = buildOutline(gapped.concat(ring(HOLE)));
    expect(file.gaps).toHaveLength(1);
    const fixed = outlineWithAcceptedEdge(file, EDGE);
    expect(fixed.gaps).toEqual([]);
    expect(fixed.loops).toHaveLength(2);
    expect(fixed.edges).toHaveLength(8);
  });

  it('drops the file loops that are part of the old edge or outside the ring', () => {
    const outside: Point[] = [
      [50, 0],
      [60, 0],
      [60, 10],
    ];
    const file = buildOutline(ring(EDGE).concat(ring(outside)));
    const fixed = outlineWithAcceptedEdge(file, EDGE);
    expect(fixed.loops).toHaveLength(1);
    expect(fixed.edges).toHaveLength(4);
  });
});
