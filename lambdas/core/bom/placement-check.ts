import type { BomMismatch, Placement, PlacementFile } from '#contracts/schemas/bom.ts';
import { compareDesignators } from './designators.ts';

// A placement file against the board (or against another placement file):
// designators on one side only, positions and rotations that disagree (after
// taking out a shared origin offset, which is legitimate: KiCad can export
// against the auxiliary origin), sides, and a file older than the board.

export const POSITION_TOLERANCE_MM = 0.5;
export const ROTATION_TOLERANCE_DEG = 1;
/** Dates in placement files carry no time zone: only a day or more counts as older. */
const STALE_MARGIN_MS = 24 * 3600 * 1000;
const LISTED = 8;

type Located = Pick<Placement, 'designator' | 'x' | 'y' | 'rotation' | 'side'>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function angleDifference(first: number, second: number): number {
  const d = Math.abs((((first - second) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
}

function list(designators: readonly string[]): string {
  const sorted = [...designators].sort(compareDesignators);
  return sorted.length > LISTED ? `${sorted.slice(0, LISTED).join(', ')} and ${sorted.length - LISTED} more` : sorted.join(', ');
}

const mm = (v: number) => `${Math.round(v * 1000) / 1000} mm`;

/** The offset (dx, dy) most common designators share, when most of them do; else none. */
export function sharedOffset(pairs: ReadonlyArray<[Located, Located]>): { dx: number; dy: number } | null {
  if (pairs.length < 3) return null;
  const dx = median(pairs.map(([ref, p]) => p.x - ref.x));
  const dy = median(pairs.map(([ref, p]) => p.y - ref.y));
  if (Math.hypot(dx, dy) <= POSITION_TOLERANCE_MM) return null;
  const agreeing = pairs.filter(([ref, p]) => Math.hypot(p.x - ref.x - dx, p.y - ref.y - dy) <= POSITION_TOLERANCE_MM).length;
  return agreeing >= 0.6 * pairs.length ? { dx, dy } : null;
}

export interface PlacementComparison {
  mismatches: BomMismatch[];
  /** Per designator, how far the placement is from the reference (after any shared offset), mm. */
  distances: Map<string, number>;
}

/**
 * Compares `placement` with `reference`: the board's components (`against:
 * 'board'`) or another placement file (then every difference is one
 * `placement_files_disagree` finding naming both files).
 */
export function comparePlacement(
  reference: { name: string; items: readonly Located[] },
  placement: PlacementFile,
  against: 'board' | 'file',
): PlacementComparison {
  const byDesignator = new Map(reference.items.map((item) => [item.designator, item]));
  const placed = new Map(placement.placements.map((p) => [p.designator, p]));
  const pairs: Array<[Located, Located]> = [];
  for (const p of placement.placements) {
    const ref = byDesignator.get(p.designator);
    if (ref) pairs.push([ref, p]);
  }
  const offset = sharedOffset(pairs);
  const distances = new Map<string, number>();
  const moved: string[] = [];
  const turned: string[] = [];
  const flipped: string[] = [];
  let farthest = 0;
  for (const [ref, p] of pairs) {
    const d = Math.hypot(p.x - ref.x - (offset?.dx ?? 0), p.y - ref.y - (offset?.dy ?? 0));
    distances.set(p.designator, d);
    if (d > POSITION_TOLERANCE_MM) {
      moved.push(p.designator);
      farthest = Math.max(farthest, d);
    }
    if (angleDifference(p.rotation, ref.rotation) > ROTATION_TOLERANCE_DEG) turned.push(p.designator);
    if (p.side !== ref.side) flipped.push(p.designator);
  }
  // KiCad lists logos and other reference-less footprints as `G***`, `REF**`: nothing to place.
  const extra = [
    ...new Set(placement.placements.filter((p) => !byDesignator.has(p.designator) && !/[*#?]/.test(p.designator)).map((p) => p.designator)),
  ];
  const missing = reference.items.filter((item) => !placed.has(item.designator)).map((item) => item.designator);

  const file = placement.file_name;
  if (against === 'file') {
    const parts = [
      extra.length ? `${extra.length} only in ${file} (${list(extra)})` : '',
      missing.length ? `${missing.length} only in ${reference.name} (${list(missing)})` : '',
      moved.length ? `${moved.length} placed differently, up to ${mm(farthest)} apart (${list(moved)})` : '',
      turned.length ? `${turned.length} rotated differently (${list(turned)})` : '',
      flipped.length ? `${flipped.length} on the other side (${list(flipped)})` : '',
      offset ? `positions shifted by (${mm(offset.dx)}, ${mm(offset.dy)})` : '',
    ].filter((s) => s !== '');
    if (parts.length === 0) return { mismatches: [], distances };
    const designators = [...new Set([...extra, ...missing, ...moved, ...turned, ...flipped])].sort(compareDesignators);
    return {
      mismatches: [
        {
          kind: 'placement_files_disagree',
          severity: 'Warning',
          designators,
          message: `${file} and ${reference.name} disagree: ${parts.join('; ')}.`,
        },
      ],
      distances,
    };
  }

  const mismatches: BomMismatch[] = [];
  const add = (kind: BomMismatch['kind'], severity: BomMismatch['severity'], designators: string[], message: string) => {
    if (designators.length > 0) mismatches.push({ kind, severity, designators: [...designators].sort(compareDesignators), message });
  };
  if (offset)
    add(
      'placement_offset',
      'Warning',
      pairs.map(([, p]) => p.designator),
      `${file} uses another origin: its positions are shifted by (${mm(offset.dx)}, ${mm(offset.dy)}) from the board's; compared after removing the shift.`,
    );
  add('placement_not_on_board', 'Error', extra, `${file} places ${list(extra)}, which the board does not have.`);
  add('board_designator_not_in_placement', 'Warning', missing, `${file} has no position for ${list(missing)}.`);
  add(
    'placement_position_differs',
    'Warning',
    moved,
    `${file} places ${list(moved)} up to ${mm(farthest)} from where the board has them (more than ${mm(POSITION_TOLERANCE_MM)}).`,
  );
  add('placement_rotation_differs', 'Warning', turned, `${file} rotates ${list(turned)} differently from the board.`);
  add('placement_side_differs', 'Error', flipped, `${file} puts ${list(flipped)} on the other side of the board.`);
  return { mismatches, distances };
}

/** A placement file written a day or more before the board files. */
export function stalePlacement(placement: PlacementFile, boardDate: string | null, boardName: string): BomMismatch | null {
  if (!placement.created_at || !boardDate) return null;
  const age = Date.parse(boardDate) - Date.parse(placement.created_at);
  if (!(age >= STALE_MARGIN_MS)) return null;
  return {
    kind: 'placement_older_than_board',
    severity: 'Warning',
    designators: [],
    message: `${placement.file_name} was written on ${placement.created_at.slice(0, 10)}, before ${boardName} (${boardDate.slice(0, 10)}): it may describe an older layout.`,
  };
}
