/**
 * What each design-rule check id is called where people read it: the review
 * page's findings list and the /capabilities page. One list, so a new check
 * gets its name once (docs/board-checks.md describes each).
 */
export const CHECK_NAMES: Readonly<Record<string, string>> = {
  'outline-missing': 'Board outline missing',
  'outline-gap': 'Gap in the board outline',
  'outline-duplicate': 'Board outline drawn twice',
  'outline-self-intersection': 'Board outline crosses itself',
  'outline-wrong-layer': 'Board outline on the wrong layer',
  'outline-pieces': 'Board outline in separate pieces',
  'board-size': 'Board size',
  'layer-count': 'Layer count',
  'min-trace-width': 'Trace width',
  'copper-clearance': 'Copper clearance',
  'min-drill': 'Smallest drill',
  'min-slot-width': 'Slot width',
  'max-drill': 'Largest drill',
  'annular-ring': 'Annular ring',
  'drill-to-drill': 'Hole to hole',
  'copper-to-edge': 'Copper to board edge',
  'silk-on-pad': 'Silkscreen on a pad',
  'silk-off-board': 'Silkscreen off the board',
  'solder-mask-sliver': 'Solder mask sliver',
  'unconnected-net': 'Unconnected net',
  'hole-to-copper': 'Hole to copper',
  'courtyard-overlap': 'Parts overlap',
  'part-over-hole': 'Part over a hole',
  'part-off-board': 'Part past the board edge',
  'part-near-edge': 'Part near the board edge (edge rails)',
  'fiducials-missing': 'Fiducials missing',
  'solder-mask-bridge': 'Solder mask between pads',
  'thermal-spokes': 'Thermal relief spokes',
  'thermal-spoke-width': 'Thermal relief spoke width',
  'acid-trap': 'Acid trap',
  'silk-text-height': 'Silkscreen text height',
  'silk-text-stroke': 'Silkscreen text stroke',
};

/** Checks whose findings make assembly add edge rails to the quote: parts too near the edge, fiducials to put on rails (docs/board-checks.md#part-to-edge). */
export const EDGE_RAIL_CHECKS: readonly string[] = ['part-near-edge', 'fiducials-missing'];

/** Checks whose `measured` and `limit` are counts, not millimetres. */
const COUNT_CHECKS: readonly string[] = ['layer-count', 'unconnected-net', 'fiducials-missing', 'thermal-spokes'];
/** Checks measuring an angle in degrees. */
const ANGLE_CHECKS: readonly string[] = ['acid-trap'];

/** What follows a check's `measured` and `limit` numbers: nothing for counts, `°` for angles, ` mm` for lengths. */
export function unitOf(check: string): '' | '°' | ' mm' {
  return COUNT_CHECKS.includes(check) ? '' : ANGLE_CHECKS.includes(check) ? '°' : ' mm';
}

/** The readable name of a check id; the id itself for one this list does not know (a newer report). */
export function checkName(check: string): string {
  return Object.hasOwn(CHECK_NAMES, check) ? CHECK_NAMES[check]! : check;
}
