import type { ShapeIndex } from '../geometry/shape-index.ts';
import { maxOf } from '../geometry/arrays.ts';
import type { Check } from './check-context.ts';
import { TOLERANCE_MM, finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';

const KEEPING: Keeping = { worst: 'smallest', placeMm: 0.01 };

const DIRECTIONS = 32;
/** Coarse march, then bisection to under a micrometre: a gap in a pad narrower than a step is not a real gap. */
const STEP_MM = 0.025;
const BISECTIONS = 10;

/** Pad pieces (aperture-macro parts, traces leaving the pad) around a hole, including those not covering its centre. */
function nearby(index: ShapeIndex, x: number, y: number, radius: number): number[] {
  return index.inBox(x - radius, y - radius, x + radius, y + radius).filter((i) => {
    const p = index.primitives[i]!;
    return !(p.kind === 'polygon' && p.pour);
  });
}

/**
 * Ring left by a pad made of several shapes (aperture macros, custom pads): how
 * far copper extends beyond the hole edge in the worst of 32 directions,
 * marched in 25 µm steps and refined by bisection, up to `upTo`.
 */
function unionRing(index: ShapeIndex, parts: number[], x: number, y: number, holeR: number, upTo: number): number {
  const covered = (px: number, py: number) => parts.some((i) => index.contains(i, px, py));
  let worst = upTo;
  for (let k = 0; k < DIRECTIONS; k++) {
    const ux = Math.cos((2 * Math.PI * k) / DIRECTIONS);
    const uy = Math.sin((2 * Math.PI * k) / DIRECTIONS);
    let inside = 0;
    let t = 0;
    while (t < Math.min(worst, upTo) && covered(x + ux * (holeR + t), y + uy * (holeR + t))) {
      inside = t;
      t += STEP_MM;
    }
    if (t >= Math.min(worst, upTo)) continue;
    let lo = inside;
    let hi = t;
    for (let i = 0; i < BISECTIONS; i++) {
      const mid = (lo + hi) / 2;
      if (covered(x + ux * (holeR + mid), y + uy * (holeR + mid))) lo = mid;
      else hi = mid;
    }
    worst = Math.min(worst, lo);
  }
  return worst;
}

/**
 * Copper left around each plated hole on the outer layers: the distance from the
 * hole's edge to the edge of the widest pad covering its centre.
 */
export const checkAnnularRing: Check = ({ board, rules, copper }, found) => {
  const outer = copper.layers.filter(({ layer }) => layer.side !== 'inner');
  for (const d of board.drills) {
    if (!d.plated || d.x2 !== undefined) continue;
    // Gerber drill files often mix mounting holes in with plated ones: a hole with no copper on any layer is taken as non-plated.
    if (board.source === 'Gerber' && copper.layers.every(({ index }) => index.covering(d.x, d.y).length === 0)) continue;
    for (const { layer, index } of outer) {
      const covering = index.covering(d.x, d.y).filter((i) => {
        const p = layer.primitives[i]!;
        return !(p.kind === 'polygon' && p.pour);
      });
      if (covering.length === 0) {
        found.add(
          finding({
            check: 'annular-ring',
            severity: 'Error',
            measured: 0,
            limit: rules.minAnnularRingMm,
            x: d.x,
            y: d.y,
            layer: layer.name,
            message: `A plated ${d.diameter.toFixed(2)} mm hole has no copper pad on ${layer.name}. Add a pad or make the hole non-plated.`,
          }),
          KEEPING,
        );
        continue;
      }
      // The widest single shape usually settles it; only multi-part pads (aperture macros) need the union.
      const enough = d.diameter / 2 + rules.minAnnularRingMm + 0.05;
      const single = maxOf(covering.map((i) => index.distanceToBoundary(i, d.x, d.y, enough))) - d.diameter / 2;
      const ring =
        single >= rules.minAnnularRingMm - TOLERANCE_MM
          ? single
          : Math.max(
              single,
              unionRing(
                index,
                nearby(index, d.x, d.y, d.diameter / 2 + rules.minAnnularRingMm + 0.1),
                d.x,
                d.y,
                d.diameter / 2,
                rules.minAnnularRingMm + 0.05,
              ),
            );
      if (ring < rules.minAnnularRingMm - TOLERANCE_MM) {
        found.add(
          finding({
            check: 'annular-ring',
            severity: 'Warning',
            measured: Math.max(0, ring),
            limit: rules.minAnnularRingMm,
            x: d.x,
            y: d.y,
            layer: layer.name,
            message:
              ring <= 0
                ? `The ${d.diameter.toFixed(2)} mm hole is as large as its pad, so no ring is left; we will treat it as an unplated hole. If it must be plated, make the pad bigger.`
                : `The pad around a ${d.diameter.toFixed(2)} mm hole leaves a ${ring.toFixed(3)} mm ring; we need ${rules.minAnnularRingMm} mm so a slightly off-centre drill does not break out.`,
          }),
          KEEPING,
        );
      }
    }
  }
};
