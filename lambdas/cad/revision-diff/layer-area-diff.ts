import Flatbush from 'flatbush';
import type { ChangedRegion } from '#contracts/schemas/revision-diff.ts';
import type { Primitive } from '../board-model.ts';
import { AreaTile } from './area-tile.ts';
import { ChangeGrid } from './change-grid.ts';
import { changedBoxes } from './changed-boxes.ts';
import { primitiveBox, type Box } from './primitive-box.ts';
import { primitiveHash } from './primitive-hash.ts';
import { samePrimitive } from './same-primitive.ts';
import { AREA_CELL_MM, TILE_CELLS } from './tolerances.ts';
import { unmatchedItems } from './unmatched-items.ts';

// The area one layer gained and lost between two revisions. Shapes both
// revisions have are set aside first (unmatched-items.ts); only the tiles the
// other shapes touch are drawn, each revision's shapes there in full, so a
// shape removed under copper that stays is no change. Memory: the two tiles,
// a box index per revision, the region grid. see docs/revisions.md#the-diff

const TILE_MM = TILE_CELLS * AREA_CELL_MM;
/** Tile keys: tile numbers offset to stay positive, packed into one double (boards up to ±800 m). */
const KEY_OFFSET = 1 << 15;
const KEY_SPAN = 1 << 16;

const primitiveKeys = {
  hash: primitiveHash,
  same: samePrimitive,
  anchor: (primitive: Primitive): [number, number] => {
    const [minX, minY, maxX, maxY] = primitiveBox(primitive);
    return [(minX + maxX) / 2, (minY + maxY) / 2];
  },
};

export interface AreaChange {
  addedMm2: number;
  removedMm2: number;
}

function boxIndex(primitives: readonly Primitive[]): Flatbush | undefined {
  if (primitives.length === 0) return undefined;
  const index = new Flatbush(primitives.length);
  const box: Box = [0, 0, 0, 0];
  for (const p of primitives) {
    primitiveBox(p, box);
    index.add(box[0], box[1], box[2], box[3]);
  }
  index.finish();
  return index;
}

/** The tiles the changed shapes touch, as packed keys. */
function dirtyTiles(boxes: readonly Box[]): Set<number> {
  const tiles = new Set<number>();
  for (const [minX, minY, maxX, maxY] of boxes) {
    if (!(minX <= maxX)) continue;
    for (let ty = Math.floor(minY / TILE_MM); ty <= Math.floor(maxY / TILE_MM); ty++)
      for (let tx = Math.floor(minX / TILE_MM); tx <= Math.floor(maxX / TILE_MM); tx++)
        tiles.add((ty + KEY_OFFSET) * KEY_SPAN + tx + KEY_OFFSET);
  }
  return tiles;
}

const tileOf = (key: number) => [(key % KEY_SPAN) - KEY_OFFSET, Math.floor(key / KEY_SPAN) - KEY_OFFSET] as const;

/** A grid over every dirty tile's cells. */
function gridOver(tiles: Set<number>): ChangeGrid {
  let minTx = Infinity,
    minTy = Infinity,
    maxTx = -Infinity,
    maxTy = -Infinity;
  for (const key of tiles) {
    const [tx, ty] = tileOf(key);
    minTx = Math.min(minTx, tx);
    minTy = Math.min(minTy, ty);
    maxTx = Math.max(maxTx, tx);
    maxTy = Math.max(maxTy, ty);
  }
  return new ChangeGrid(minTx * TILE_CELLS, minTy * TILE_CELLS, (maxTx + 1) * TILE_CELLS, (maxTy + 1) * TILE_CELLS);
}

function drawTile(
  tile: AreaTile,
  primitives: readonly Primitive[],
  index: Flatbush | undefined,
  [tx, ty]: readonly [number, number],
): void {
  tile.reset(tx, ty);
  if (!index) return;
  for (const i of index.search(tx * TILE_MM, ty * TILE_MM, (tx + 1) * TILE_MM, (ty + 1) * TILE_MM)) tile.draw(primitives[i]!);
}

/**
 * The area `after` covers that `before` did not (added) and the reverse
 * (removed), in mm², and each changed region (to `visit`) and the grid of
 * changed squares (to `onGrid`, for the overlay); null when every shape of one
 * revision has its equal in the other.
 */
export function diffLayerArea(
  layer: string,
  before: readonly Primitive[],
  after: readonly Primitive[],
  visit: (region: ChangedRegion) => void,
  onGrid: (grid: ChangeGrid) => void = () => undefined,
): AreaChange | null {
  const unmatched = unmatchedItems(before, after, primitiveKeys);
  if (unmatched.before.length === 0 && unmatched.after.length === 0) return null;
  const tiles = dirtyTiles(changedBoxes(before, after, unmatched));
  if (tiles.size === 0) return null;
  const grid = gridOver(tiles);
  const indexes = { before: boxIndex(before), after: boxIndex(after) };
  const tile = { before: new AreaTile(), after: new AreaTile() };
  let added = 0;
  let removed = 0;
  for (const key of tiles) {
    const at = tileOf(key);
    drawTile(tile.before, before, indexes.before, at);
    drawTile(tile.after, after, indexes.after, at);
    const was = tile.before.cells;
    const now = tile.after.cells;
    for (let c = 0; c < was.length; c++) {
      if (was[c] === now[c]) continue;
      if (now[c]) added++;
      else removed++;
      grid.add(tile.after.col0 + (c % TILE_CELLS), tile.after.row0 + Math.floor(c / TILE_CELLS), now[c] === 1);
    }
  }
  grid.regions(layer, visit);
  onGrid(grid);
  const cellArea = AREA_CELL_MM * AREA_CELL_MM;
  return { addedMm2: Math.round(added * cellArea * 1000) / 1000, removedMm2: Math.round(removed * cellArea * 1000) / 1000 };
}
