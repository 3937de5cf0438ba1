import type { Layer, Point, Primitive } from '../board-model.ts';
import { maxOf, minOf, ringBoxCentre } from '../geometry/arrays.ts';
import type { ShapeIndex } from '../geometry/shape-index.ts';
import type { Check } from './check-context.ts';
import { TOLERANCE_MM, finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';

const FEW: Keeping = { worst: 'smallest', placeMm: 0.01 };
const NARROW: Keeping = { worst: 'smallest', placeMm: 0.01 };

/** Directions sampled around a pad: spoke widths are measured to about 1/180 of the ring. */
const SAMPLES = 180;
const BISECTIONS = 16;

function centreOf(pad: Primitive): [number, number] {
  if (pad.kind === 'circle') return [pad.x, pad.y];
  if (pad.kind === 'segment') return [(pad.x1 + pad.x2) / 2, (pad.y1 + pad.y2) / 2];
  return ringBoxCentre(pad.rings[0] ?? []);
}

/**
 * Where a ray from (cx, cy) along (ux, uy) leaves a one-ring polygon pad: at
 * the nearest edge it crosses (pads are convex and hold their centre). Exact,
 * and one pass over the pad's few edges instead of sixteen point-in-polygon
 * tests; undefined if the ray meets no edge.
 */
function polygonExit(ring: readonly Point[], cx: number, cy: number, ux: number, uy: number): number | undefined {
  // Infinity until an edge is met.
  let exit = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    // Indexed, not destructured: destructuring an array goes through its iterator, an object per point.
    const a = ring[j]!;
    const b = ring[i]!;
    const ax = a[0],
      ay = a[1],
      bx = b[0],
      by = b[1];
    const ex = bx - ax;
    const ey = by - ay;
    const denominator = ux * ey - uy * ex;
    if (denominator === 0) continue;
    // (cx, cy) + t·u = a + s·e, solved for t along the ray and s along the edge.
    const t = ((ax - cx) * ey - (ay - cy) * ex) / denominator;
    const s = ((ax - cx) * uy - (ay - cy) * ux) / denominator;
    if (t >= 0 && s >= 0 && s <= 1 && t < exit) exit = t;
  }
  return exit === Infinity ? undefined : exit;
}

/** How far from (cx, cy) along (ux, uy) the pad's copper ends (pads are convex). */
function boundaryAlong(index: ShapeIndex, pad: number, cx: number, cy: number, ux: number, uy: number, reach: number): number {
  const p = index.primitives[pad]!;
  const exact = p.kind === 'polygon' && p.rings.length === 1 ? polygonExit(p.rings[0]!, cx, cy, ux, uy) : undefined;
  if (exact !== undefined) return Math.min(exact, reach);
  let lo = 0;
  let hi = reach;
  for (let i = 0; i < BISECTIONS; i++) {
    const mid = (lo + hi) / 2;
    if (index.contains(pad, cx + ux * mid, cy + uy * mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

interface Spokes {
  count: number;
  narrowest: number;
  /** The ring's length between samples: widths are known to about this. */
  step: number;
}

/**
 * The copper of the pad's net crossing the middle of the thermal gap around
 * it (the zone's spokes, and tracks leaving the pad, which KiCad counts as
 * spokes too), as runs of covered samples on that ring: each run is a spoke,
 * its length along the ring its width. Null when the ring is all covered (a
 * solid connection) or not at all (not joined to the zone here).
 */
function spokesAround(layer: Layer, index: ShapeIndex, pad: number, gap: number): Spokes | null {
  const net = layer.primitives[pad]!.net;
  // The zone's fill, and tracks: other pads and vias of the net crossing the ring are not spokes.
  const ofNet = (j: number) => {
    const q = layer.primitives[j]!;
    return q.net === net && ((q.kind === 'polygon' && q.thermalGap !== undefined) || (q.kind === 'segment' && q.trace === true));
  };
  const p = index.primitives[pad]!;
  const [cx, cy] = centreOf(p);
  const [minX, minY, maxX, maxY] = boxOf(index, pad);
  // The copper that can cross the ring, found once: each sample tests only these.
  const crossing = index.inBox(minX - gap, minY - gap, maxX + gap, maxY + gap).filter(ofNet);
  const reach = Math.hypot(maxX - minX, maxY - minY) + 0.01;
  const covered = new Uint8Array(SAMPLES);
  const xs = new Float64Array(SAMPLES);
  const ys = new Float64Array(SAMPLES);
  for (let k = 0; k < SAMPLES; k++) {
    const angle = (2 * Math.PI * k) / SAMPLES;
    const ux = Math.cos(angle);
    const uy = Math.sin(angle);
    const r = (p.kind === 'circle' ? p.r : boundaryAlong(index, pad, cx, cy, ux, uy, reach)) + gap / 2;
    xs[k] = cx + ux * r;
    ys[k] = cy + uy * r;
  }
  // Polygons (zone fills) are walked around the ring, flipping at each crossing of their boundary; strokes are tested per point.
  const ringBox = [minOf(xs), minOf(ys), maxOf(xs), maxOf(ys)] as const;
  const flips = new Uint8Array(SAMPLES);
  for (const j of crossing) {
    let inside = index.contains(j, xs[0]!, ys[0]!);
    if (index.primitives[j]!.kind === 'polygon') {
      flips.fill(0);
      index.markCrossedSteps(index.edgesWithin(j, ...ringBox), cx, cy, xs, ys, flips);
      for (let k = 0; k < SAMPLES; k++) {
        if (flips[k]) inside = !inside;
        if (inside) covered[k] = 1;
      }
    } else {
      for (let k = 0; k < SAMPLES; k++) {
        if (k > 0) inside = index.contains(j, xs[k]!, ys[k]!);
        if (inside) covered[k] = 1;
      }
    }
  }
  let any = 0;
  for (let k = 0; k < SAMPLES; k++) any += covered[k]!;
  if (any === 0 || any === SAMPLES) return null;
  // Start just after an uncovered sample so no run wraps around.
  let start = 0;
  while (covered[start]) start++;
  let count = 0;
  let narrowest = Infinity;
  let run = 0;
  let perimeter = 0;
  for (let n = 1; n <= SAMPLES; n++) {
    const k = (start + n) % SAMPLES;
    const prev = (k + SAMPLES - 1) % SAMPLES;
    const length = Math.hypot(xs[k]! - xs[prev]!, ys[k]! - ys[prev]!);
    perimeter += length;
    // A run's width: the ring's length over its samples, half a step beyond each end.
    if (covered[k]) run += length;
    else if (covered[prev]) {
      count++;
      narrowest = Math.min(narrowest, run);
      run = 0;
    }
  }
  return { count, narrowest, step: perimeter / SAMPLES };
}

function boxOf(index: ShapeIndex, i: number): [number, number, number, number] {
  const p = index.primitives[i]!;
  if (p.kind === 'circle') return [p.x - p.r, p.y - p.r, p.x + p.r, p.y + p.r];
  if (p.kind === 'segment') {
    const w = p.width / 2;
    return [Math.min(p.x1, p.x2) - w, Math.min(p.y1, p.y2) - w, Math.max(p.x1, p.x2) + w, Math.max(p.y1, p.y2) + w];
  }
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const [x, y] of p.rings[0] ?? []) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX, maxY];
}

/** Zone fills of the pad's net with thermal spokes whose box comes near the pad. */
function fillsNear(layer: Layer, index: ShapeIndex, pad: number, net: string): { fills: number[]; gap: number } {
  const [minX, minY, maxX, maxY] = boxOf(index, pad);
  const fills: number[] = [];
  let gap = 0;
  for (const j of index.inBox(minX - 1, minY - 1, maxX + 1, maxY + 1)) {
    const q = layer.primitives[j]!;
    if (q.kind !== 'polygon' || q.thermalGap === undefined || q.net !== net || q.pad !== undefined) continue;
    fills.push(j);
    gap = Math.max(gap, q.thermalGap);
  }
  return { fills, gap };
}

/**
 * Pads joined to a zone fill by spokes: too few or too narrow spokes starve
 * the joint of copper (a hot, unreliable connection). Only where the file
 * holds the fill (KiCad zones). docs/board-checks.md#thermal-relief
 */
export const checkThermalRelief: Check = ({ rules, copper }, found) => {
  const { minThermalSpokes, minThermalSpokeWidthMm } = rules;
  for (const { layer, index } of copper.layers) {
    if (!layer.primitives.some((p) => p.kind === 'polygon' && p.thermalGap !== undefined)) continue;
    // Pads drawn as several shapes (custom and multi-part pads) have no one ring around them: left out.
    const pieces = new Map<string, number>();
    for (const p of layer.primitives) if (p.pad !== undefined) pieces.set(p.pad, (pieces.get(p.pad) ?? 0) + 1);
    layer.primitives.forEach((pad, i) => {
      if (pad.pad === undefined || pad.net === undefined || pieces.get(pad.pad) !== 1) return;
      const { fills, gap } = fillsNear(layer, index, i, pad.net);
      if (fills.length === 0) return;
      const spokes = spokesAround(layer, index, i, gap);
      if (!spokes) return;
      const [x, y] = centreOf(pad);
      if (spokes.count < minThermalSpokes) {
        found.add(
          finding({
            check: 'thermal-spokes',
            severity: 'Warning',
            measured: spokes.count,
            limit: minThermalSpokes,
            x,
            y,
            layer: layer.name,
            message: `Pad ${pad.pad} joins the ${pad.net} zone by ${spokes.count} thermal spoke${spokes.count === 1 ? '' : 's'}; we need ${minThermalSpokes}, or the joint may crack or starve of current. Add spokes, or clear what blocks them.`,
          }),
          FEW,
        );
      }
      // Only spokes surely narrower: the width is known to one step along the ring.
      if (spokes.narrowest < minThermalSpokeWidthMm - spokes.step - TOLERANCE_MM) {
        found.add(
          finding({
            check: 'thermal-spoke-width',
            severity: 'Warning',
            measured: spokes.narrowest,
            limit: minThermalSpokeWidthMm,
            x,
            y,
            layer: layer.name,
            message: `A thermal spoke of pad ${pad.pad} to the ${pad.net} zone is about ${spokes.narrowest.toFixed(2)} mm wide; we need ${minThermalSpokeWidthMm} mm so it etches reliably and carries the current. Widen the zone's spokes.`,
          }),
          NARROW,
        );
      }
    });
  }
};
