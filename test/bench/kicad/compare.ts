import type { Finding } from '#contracts/board-report.ts';
import type { Capabilities } from '#contracts/capabilities.ts';
import type { KicadItem, KicadRules, KicadViolation } from './kicad-drc.ts';

/** KiCad 6's manufacturing-relevant violation types and the check ids of ours that find the same thing. */
export const CLASSES: ReadonlyArray<{ name: string; kicad: string[]; ours: string[] }> = [
  { name: 'clearance', kicad: ['clearance'], ours: ['copper-clearance'] },
  { name: 'hole clearance', kicad: ['hole_clearance'], ours: ['hole-to-copper'] },
  { name: 'hole to hole', kicad: ['hole_to_hole'], ours: ['drill-to-drill'] },
  { name: 'copper to edge', kicad: ['copper_edge_clearance'], ours: ['copper-to-edge'] },
  { name: 'annular ring', kicad: ['annular_width'], ours: ['annular-ring'] },
  { name: 'track width', kicad: ['track_width'], ours: ['min-trace-width'] },
  { name: 'drill size', kicad: ['drill_out_of_range'], ours: ['min-drill', 'max-drill'] },
  { name: 'courtyard overlap', kicad: ['courtyards_overlap'], ours: ['courtyard-overlap'] },
  { name: 'unconnected items', kicad: ['unconnected_items'], ours: ['unconnected-net'] },
];

/** "Same place": within this of the KiCad items (docs/performance.md#kicad-as-the-yardstick). */
export const SAME_PLACE_MM = 0.1;

/**
 * Ours with the board's own design rules in place of the shop's, where the two
 * mean the same thing: KiCad's default net class clearance (KiCad checks each
 * net class's own; the dev boards have one clearance, or say so), track width,
 * via annular width, through-drill, hole clearance (both plated and unplated
 * holes), hole to hole and copper to edge.
 */
export function kicadLimitsAsOurs(shop: Capabilities, kicad: KicadRules): Capabilities {
  return {
    ...shop,
    minClearanceMm: Math.max(kicad.minClearanceMm, kicad.defaultNetClassClearanceMm),
    minTraceMm: kicad.minTraceMm,
    minAnnularRingMm: kicad.minAnnularRingMm,
    minDrillMm: kicad.minDrillMm,
    minPlatedHoleToCopperMm: kicad.holeClearanceMm,
    minNonPlatedHoleToCopperMm: kicad.holeClearanceMm,
    minDrillToDrillMm: kicad.minDrillToDrillMm,
    minCopperToEdgeMm: kicad.minCopperToEdgeMm,
  };
}

/** Distance from (x, y) to a KiCad item's copper (a track's edge, else its bounding box); KiCad's frame. */
function distanceTo(item: KicadItem, x: number, y: number): number {
  if (item.segment) {
    const [x1, y1, x2, y2] = item.segment;
    const vx = x2 - x1;
    const vy = y2 - y1;
    const len2 = vx * vx + vy * vy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * vx + (y - y1) * vy) / len2));
    return Math.max(0, Math.hypot(x1 + t * vx - x, y1 + t * vy - y) - (item.width ?? 0) / 2);
  }
  const box = item.box ?? [item.at[0], item.at[1], item.at[0], item.at[1]];
  const dx = Math.max(box[0] - x, 0, x - box[2]);
  const dy = Math.max(box[1] - y, 0, y - box[3]);
  return Math.hypot(dx, dy);
}

/** Half the extent of an item: ours may mark its middle (a hole's centre) rather than its edge. */
function halfSize(item: KicadItem): number {
  if (item.segment) return (item.width ?? 0) / 2;
  const box = item.box ?? [0, 0, 0, 0];
  return Math.hypot(box[2] - box[0], box[3] - box[1]) / 2;
}

/** The net KiCad names in an item ("Track [GND] on F.Cu" → GND). */
const netOf = (item: KicadItem | undefined) => /\[([^\]]*)\]/.exec(item?.what ?? '')?.[1];

/**
 * Violations of one item's own size. KiCad 9's report names a second item
 * for them too, unrelated and often far away (a zone, a rule area): only the
 * first is the place.
 */
const ONE_ITEM = new Set(['track_width', 'annular_width', 'drill_out_of_range']);

/**
 * Whether our finding is at the place of KiCad's violation: in the gap between
 * the two items KiCad names (its distances to them add up to no more than the
 * gap plus 0.1 mm), or on (within 0.1 mm of) one of them and no farther from
 * the other than the gap
 * KiCad measured plus 0.1 mm plus the first item's half-size (ours marks a
 * hole at its centre, KiCad names the whole pad). A missing connection has no
 * one place (either tool picks a pair of pads between the two islands): it
 * matches one of ours on the same net. Our y is KiCad's negated.
 */
export function samePlace(violation: KicadViolation, finding: Finding): boolean {
  const first = violation.items[0];
  const second = ONE_ITEM.has(violation.type) ? undefined : violation.items[1];
  if (!first) return false;
  if (violation.type === 'unconnected_items') return finding.message.includes(`Net ${netOf(first)} is`);
  const x = finding.x;
  const y = -finding.y;
  const on = (item: KicadItem) => distanceTo(item, x, y) <= SAME_PLACE_MM;
  if (!second) return on(first);
  const gap = violation.actual ?? 0;
  const facing = (item: KicadItem, from: KicadItem) => distanceTo(item, x, y) <= SAME_PLACE_MM + gap + halfSize(from);
  // Ours marks the middle of a gap: 0.15 mm from either side of a 0.3 mm gap, yet in it.
  const inGap = distanceTo(first, x, y) + distanceTo(second, x, y) <= gap + SAME_PLACE_MM;
  return inGap || (on(first) && facing(second, first)) || (on(second) && facing(first, second));
}

/**
 * KiCad violations against a limit one item sets for itself (a pad's own
 * clearance, e.g. a fiducial's keep-out) rather than the board's rules: a
 * design intent, not a manufacturing limit, so outside the share.
 */
export function itemOwnLimit(violation: KicadViolation): boolean {
  return /\((pad|footprint|zone) clearance/.test(violation.text);
}

export interface ClassComparison {
  name: string;
  kicad: number;
  /** KiCad's violations against an item's own limit (itemOwnLimit), outside `kicad`. */
  itemOwn: KicadViolation[];
  foundByOurs: number;
  ours: number;
  oursNotInKicad: Finding[];
  kicadNotInOurs: KicadViolation[];
}

/** KiCad's violations and ours side by side, per class both tools check. */
export function compareClasses(violations: KicadViolation[], ours: Finding[]): ClassComparison[] {
  return CLASSES.map(({ name, kicad, ours: ids }) => {
    const all = violations.filter((v) => kicad.includes(v.type));
    const theirs = all.filter((v) => !itemOwnLimit(v));
    const mine = ours.filter((f) => ids.includes(f.check));
    const kicadNotInOurs = theirs.filter((v) => !mine.some((f) => samePlace(v, f)));
    const oursNotInKicad = mine.filter((f) => !all.some((v) => samePlace(v, f)));
    return {
      name,
      kicad: theirs.length,
      itemOwn: all.filter(itemOwnLimit),
      foundByOurs: theirs.length - kicadNotInOurs.length,
      ours: mine.length,
      oursNotInKicad,
      kicadNotInOurs,
    };
  });
}
