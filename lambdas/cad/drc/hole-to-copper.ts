import type { Drill } from '../board-model.ts';
import type { CopperAnalysis } from '../copper-analysis.ts';
import type { Check } from './check-context.ts';
import { TOLERANCE_MM, finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';

const KEEPING: Keeping = { worst: 'smallest', placeMm: 0.01 };

/** The nets of the copper the hole passes through (its own pad or via land, on any layer): copper of these nets may touch it. */
function ownNets(copper: CopperAnalysis, hole: Drill): Set<string> {
  const own = new Set<string>();
  const cx = (hole.x + (hole.x2 ?? hole.x)) / 2;
  const cy = (hole.y + (hole.y2 ?? hole.y)) / 2;
  copper.layers.forEach(({ index }, layerNo) => {
    for (const i of index.covering(cx, cy)) own.add(copper.netOf(layerNo, i));
  });
  return own;
}

/**
 * Hole wall to copper of another net: the drill wanders and the plating
 * spreads, so copper too near a hole it does not belong to can be bared or
 * shorted to the hole. One finding per hole, at its closest copper.
 * docs/board-checks.md#hole-to-copper
 */
export const checkHoleToCopper: Check = ({ board, rules, copper }, found) => {
  const reach = Math.max(rules.minPlatedHoleToCopperMm, rules.minNonPlatedHoleToCopperMm) - TOLERANCE_MM;
  for (const d of board.drills) {
    const limit = d.plated ? rules.minPlatedHoleToCopperMm : rules.minNonPlatedHoleToCopperMm;
    let own: Set<string> | undefined;
    let worst = reach;
    let worstLayer = '';
    let worstNet = '';
    copper.layers.forEach(({ layer, index }, layerNo) => {
      index.near(d.x, d.y, d.x2 ?? d.x, d.y2 ?? d.y, d.diameter / 2, limit - TOLERANCE_MM, (owner, gap) => {
        if (gap >= worst) return;
        const p = layer.primitives[owner]!;
        if ((p.kind === 'polygon' && p.pour) || copper.isArtwork(layerNo, owner)) return;
        // Net-less copper in a design file is artwork, as for the clearance check.
        if (board.hasNativeNets && p.net === undefined) return;
        own ??= ownNets(copper, d);
        const net = copper.netOf(layerNo, owner);
        if (own.has(net)) return;
        worst = gap;
        worstLayer = layer.name;
        worstNet = net;
      });
    });
    if (worstLayer === '') continue;
    const hole = `${d.plated ? 'a plated' : 'an unplated'} ${d.diameter.toFixed(2)} mm ${d.x2 === undefined ? 'hole' : 'slot'}`;
    const of = board.hasNativeNets ? ` of net ${worstNet}` : '';
    found.add(
      finding({
        check: 'hole-to-copper',
        // Nearer than copper may come to other copper, it will be bared; between the two limits the shop can often still make it.
        severity: worst < rules.minClearanceMm - TOLERANCE_MM ? 'Error' : 'Warning',
        measured: worst,
        limit,
        x: d.x,
        y: d.y,
        layer: worstLayer,
        message:
          worst === 0
            ? `Copper${of} runs into ${hole}: it would be drilled through and shorted to the hole. Move the copper or the hole.`
            : `Copper${of} is ${worst.toFixed(3)} mm from the wall of ${hole}; we need ${limit} mm so the drill cannot bare or short it.`,
      }),
      KEEPING,
    );
  }
};
