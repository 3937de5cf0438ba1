import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OutlineEdge, Point } from '#lambdas/cad/board-model.ts';
import { checkBoard } from '#lambdas/cad/check-board.ts';
import { pointInRings } from '#lambdas/cad/geometry/distance.ts';
import { plotGerber } from '#lambdas/cad/gerber/plot-gerber.ts';
import { duplicateEdges } from '#lambdas/cad/outline-fix.ts';
import { buildOutline, loopDepths, pairLooseEnds } from '#lambdas/cad/outline.ts';
import { makeZip } from '../helpers.ts';

// Outlines ten times the largest real one (a few thousand edges), drawn the ways that used to cost quadratic or
// exponential time: a fan of lines from one point (tracespace's outline path graph doubled each shared end's list:
// 22 lines took 43 s and 2 GB), thousands of stray segments (every loose end compared with every other), a panel of
// thousands of cut-outs and a sheet of thousands of pieces (every loop tested against every other).
// docs/board-limits.md#outlines

type Segment = [number, number, number, number];

const mm = (v: number) => Math.round(v * 1e6).toString();

function outlineFile(segments: Segment[]): string {
  const body = ['%FSLAX46Y46*%', '%MOMM*%', '%ADD10C,0.1*%', 'D10*'];
  for (const [x1, y1, x2, y2] of segments) body.push(`X${mm(x1)}Y${mm(y1)}D02*`, `X${mm(x2)}Y${mm(y2)}D01*`);
  body.push('M02*');
  return body.join('\n');
}

const COPPER = ['%FSLAX46Y46*%', '%MOMM*%', '%ADD10C,1*%', 'D10*', 'X5000000Y5000000D03*', 'M02*'].join('\n');

async function check(segments: Segment[]) {
  const { report, board } = await checkBoard({ name: 'b.zip', bytes: makeZip({ 'b.GKO': outlineFile(segments), 'b.GTL': COPPER }) });
  expect(report.status).toBe('Complete');
  return { report, board: board! };
}

const square = (x: number, y: number, side: number): Segment[] => [
  [x, y, x + side, y],
  [x + side, y, x + side, y + side],
  [x + side, y + side, x, y + side],
  [x, y + side, x, y],
];

const edgesOf = (segments: Segment[]): OutlineEdge[] => segments.map(([x1, y1, x2, y2]) => ({ x1, y1, x2, y2 }));

/** The pairing as it was first written: each loose end, in order, with the nearest end not yet paired. */
function pairedByScan(loose: Point[]): Array<[Point, Point]> {
  const paired = new Set<number>();
  const pairs: Array<[Point, Point]> = [];
  loose.forEach((point, i) => {
    if (paired.has(i)) return;
    let best = -1;
    let bestD = Infinity;
    loose.forEach((other, j) => {
      if (j === i || paired.has(j)) return;
      const d = Math.hypot(point[0] - other[0], point[1] - other[1]);
      if (d < bestD) {
        bestD = d;
        best = j;
      }
    });
    paired.add(i);
    if (best >= 0) paired.add(best);
    pairs.push([point, best >= 0 ? loose[best]! : point]);
  });
  return pairs;
}

describe('outlines at scale', () => {
  it('reads a fan of 2,000 lines from one point as 2,000 loose ends, in the file order', () => {
    const fan = Array.from({ length: 2_000 }, (_, i): Segment => {
      const angle = (2 * Math.PI * i) / 2_000;
      return [50, 50, 50 + 40 * Math.cos(angle), 50 + 40 * Math.sin(angle)];
    });
    const image = plotGerber(outlineFile(fan), { outline: true });
    expect(image.edges).toHaveLength(2_000);
    expect(image.edges[1]![1][0]).toBeCloseTo(50 + 40 * Math.cos((2 * Math.PI) / 2_000), 6);
    const outline = buildOutline(edgesOf(fan));
    expect(outline.loops).toEqual([]);
    expect(outline.gaps).toHaveLength(1_000);
  });

  it('pairs 40,000 loose ends of 20,000 stray segments as the scan over every pair did (checked on a sample)', async () => {
    const strays = Array.from({ length: 20_000 }, (_, i): Segment => {
      const x = (i % 141) * 0.7;
      const y = Math.floor(i / 141) * 0.7;
      return [x, y, x + 0.3, y + 0.2];
    });
    const { report, board } = await check(strays);
    expect(board.outline.gaps).toHaveLength(20_000);
    expect(report.findings.some((f) => f.check === 'outline-gap')).toBe(true);
    const ends = strays.slice(0, 2_000).flatMap(([x1, y1, x2, y2]): Point[] => [
      [x1, y1],
      [x2, y2],
    ]);
    expect(pairLooseEnds(ends).map((g) => [g.from, g.to])).toEqual(pairedByScan(ends));
  });

  it('pairs loose ends as the scan does, ties and ends drawn twice included, on generated ends', () => {
    const end = fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }));
    fc.assert(
      fc.property(fc.array(end, { minLength: 1, maxLength: 80 }), (lattice) => {
        // Lattice points: many ends equally near, some at the same place.
        const ends = lattice.map(([x, y]): Point => [x * 0.7, y * 0.3]);
        expect(pairLooseEnds(ends).map((g) => [g.from, g.to])).toEqual(pairedByScan(ends));
      }),
      { numRuns: 500 },
    );
  });

  it('measures a panel with 5,000 cut-outs: one board, the cut-outs subtracted', async () => {
    const cutOuts = Array.from({ length: 5_000 }, (_, i) => square(1 + (i % 70) * 1.4, 1 + Math.floor(i / 70) * 1.35, 0.5));
    const { report, board } = await check([...square(0, 0, 100), ...cutOuts.flat()]);
    expect(board.outline.loops).toHaveLength(5_001);
    expect(report.metrics!.areaMm2).toBeCloseTo(100 * 100 - 5_000 * 0.25, 3);
    expect(report.findings.filter((f) => f.check.startsWith('outline'))).toEqual([]);
  });

  it('finds 5,000 separate pieces and proposes one outline around them', async () => {
    const pieces = Array.from({ length: 5_000 }, (_, i) => square((i % 70) * 1.4, Math.floor(i / 70) * 1.4, 1));
    const { report } = await check(pieces.flat());
    const found = report.findings.find((f) => f.check === 'outline-pieces');
    expect(found?.message).toContain('5000 separate pieces');
  });

  it('takes neither a curve of 20,000 short chords nor a chain of collinear pieces for a doubled outline', () => {
    const chords = Array.from({ length: 20_000 }, (_, i): Segment => {
      const [a, b] = [(2 * Math.PI * i) / 20_000, (2 * Math.PI * (i + 1)) / 20_000];
      return [40 * Math.cos(a), 40 * Math.sin(a), 40 * Math.cos(b), 40 * Math.sin(b)];
    });
    expect(duplicateEdges(edgesOf(chords))).toEqual([]);
    const doubled = [...chords.slice(0, 100), ...chords.slice(0, 100)];
    expect(duplicateEdges(edgesOf(doubled))).toEqual(Array.from({ length: 100 }, (_, i) => 100 + i));
    const pieces = Array.from({ length: 100 }, (_, i): Segment => [i * 0.01, 0, (i + 1) * 0.01, 0]);
    expect(duplicateEdges(edgesOf(pieces))).toEqual([]);
  });

  it('counts the loops around each loop as testing every pair does', () => {
    const box = fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 30 }));
    fc.assert(
      fc.property(fc.array(box, { minLength: 1, maxLength: 40 }), (boxes) => {
        const loops = boxes.map(([x, y, side]): Point[] => [
          [x + 0.1, y],
          [x + side, y + 0.2],
          [x + side, y + side],
          [x, y + side],
        ]);
        const brute = loops.map((loop, i) => loops.filter((other, j) => j !== i && pointInRings(loop[0]![0], loop[0]![1], [other])).length);
        expect(Array.from(loopDepths(loops))).toEqual(brute);
      }),
      { numRuns: 300 },
    );
  });
});
