import Flatbush from 'flatbush';
import type { DrillChange, DrillChangeKind, DrillFacts } from '#contracts/schemas/revision-diff.ts';
import { DRILL_CHANGES } from '#contracts/schemas/revision-diff.ts';
import type { Drill } from '../board-model.ts';
import { CappedList } from './capped-list.ts';
import { QuantisedHash } from './quantised-hash.ts';
import { DRILL_MOVE_MM, POSITION_TOLERANCE_MM } from './tolerances.ts';
import { unmatchedItems, type Unmatched } from './unmatched-items.ts';

// Holes and slots of two revisions: the same (within the tolerance, a slot by
// both ends either way round), else at the same place with another size or
// plating, else the same hole moved a little (nearest first), else removed
// and added. see docs/revisions.md#the-diff

const TOLERANCE = POSITION_TOLERANCE_MM + 1e-9;
const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE;
const hasher = new QuantisedHash();

const endX = (d: Drill) => d.x2 ?? d.x;
const endY = (d: Drill) => d.y2 ?? d.y;

function samePlace(first: Drill, second: Drill): boolean {
  if ((first.x2 === undefined) !== (second.x2 === undefined)) return false;
  if (near(first.x, second.x) && near(first.y, second.y) && near(endX(first), endX(second)) && near(endY(first), endY(second))) return true;
  return near(first.x, endX(second)) && near(first.y, endY(second)) && near(endX(first), second.x) && near(endY(first), second.y);
}

const sameSize = (a: Drill, b: Drill) => near(a.diameter, b.diameter) && a.plated === b.plated;
const centre = (d: Drill): [number, number] => [(d.x + endX(d)) / 2, (d.y + endY(d)) / 2];

const drillKeys = {
  hash(drill: Drill): number {
    // Slot ends are hashed by their centre and extent, which do not depend on the order of the ends.
    const [cx, cy] = centre(drill);
    return hasher
      .start(drill.plated ? 5 : 4)
      .add(drill.diameter)
      .add(cx)
      .add(cy)
      .add(Math.abs(endX(drill) - drill.x))
      .add(Math.abs(endY(drill) - drill.y))
      .end();
  },
  same: (a: Drill, b: Drill) => sameSize(a, b) && samePlace(a, b),
  anchor: centre,
};

const round3 = (x: number) => Math.round(x * 1000) / 1000;
function facts(drill: Drill): DrillFacts {
  const slot = drill.x2 !== undefined;
  return {
    x: round3(drill.x),
    y: round3(drill.y),
    x2: slot ? round3(endX(drill)) : null,
    y2: slot ? round3(endY(drill)) : null,
    diameterMm: round3(drill.diameter),
    plated: drill.plated,
  };
}

function indexOf(drills: readonly Drill[], which: readonly number[]): Flatbush | undefined {
  if (which.length === 0) return undefined;
  const index = new Flatbush(which.length);
  for (const i of which) {
    const [x, y] = centre(drills[i]!);
    index.add(x, y, x, y);
  }
  index.finish();
  return index;
}

/** Pairs each left `after` drill with a left `before` one `fits` accepts within `reach` (nearest first); returns the rest. */
function pairUp(
  drills: { before: readonly Drill[]; after: readonly Drill[] },
  left: Unmatched,
  reach: number,
  fits: (a: Drill, b: Drill) => boolean,
  pair: (before: Drill, after: Drill) => void,
): Unmatched {
  const index = indexOf(drills.before, left.before);
  if (!index) return left;
  const taken = new Uint8Array(left.before.length);
  const afterLeft: number[] = [];
  for (const j of left.after) {
    const [x, y] = centre(drills.after[j]!);
    const found = index.neighbors(x, y, 1, reach, (k) => !taken[k] && fits(drills.before[left.before[k]!]!, drills.after[j]!));
    if (found.length === 0) afterLeft.push(j);
    else {
      taken[found[0]!] = 1;
      pair(drills.before[left.before[found[0]!]!]!, drills.after[j]!);
    }
  }
  return { before: left.before.filter((_, k) => !taken[k]), after: afterLeft };
}

export function diffDrills(before: readonly Drill[], after: readonly Drill[]) {
  const list = new CappedList<DrillChange>();
  const counts = Object.fromEntries(DRILL_CHANGES.map((k) => [k, 0])) as Record<DrillChangeKind, number>;
  const note = (change: DrillChangeKind, was: Drill | null, now: Drill | null) => {
    counts[change]++;
    list.push({ change, before: was && facts(was), after: now && facts(now) });
  };
  const drills = { before, after };
  let left = unmatchedItems(before, after, drillKeys);
  left = pairUp(drills, left, 2 * TOLERANCE, samePlace, (was, now) =>
    note(near(was.diameter, now.diameter) ? 'plating' : 'resized', was, now),
  );
  const sameLength = (a: Drill, b: Drill) => near(Math.hypot(endX(a) - a.x, endY(a) - a.y), Math.hypot(endX(b) - b.x, endY(b) - b.y));
  left = pairUp(
    drills,
    left,
    DRILL_MOVE_MM,
    (a, b) => sameSize(a, b) && sameLength(a, b),
    (was, now) => note('moved', was, now),
  );
  for (const i of left.before) note('removed', before[i]!, null);
  for (const j of left.after) note('added', null, after[j]!);
  return { ...list.toJSON(), counts };
}
