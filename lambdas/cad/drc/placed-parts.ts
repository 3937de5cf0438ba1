import Flatbush from 'flatbush';
import type { BoardModel, Component, Point } from '../board-model.ts';
import { pointInRings, pointSegmentDist2 } from '../geometry/distance.ts';
import { isPlacedPart } from '../part-kinds.ts';

/** A part the line places (part-kinds.ts) that has a courtyard. */
export interface PlacedPart {
  part: Component;
  rings: Point[][];
  box: [number, number, number, number];
}

function boxOf(rings: Point[][]): [number, number, number, number] {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const ring of rings) {
    for (const [x, y] of ring) {
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return [minX, minY, maxX, maxY];
}

const cache = new WeakMap<BoardModel, PlacedPart[]>();

/** The board's placed parts (logos, fiducials, mounting holes and do-not-populate parts left out), shared by the part checks. */
export function placedParts(board: BoardModel): PlacedPart[] {
  let parts = cache.get(board);
  if (!parts) {
    parts = [];
    for (const part of board.components) {
      if (!part.courtyard || !isPlacedPart(part)) continue;
      parts.push({ part, rings: part.courtyard.rings, box: boxOf(part.courtyard.rings) });
    }
    cache.set(board, parts);
  }
  return parts;
}

/** The parts' boxes in a spatial index (one entry per part, same order). */
export function partIndex(parts: PlacedPart[]): Flatbush | undefined {
  if (parts.length === 0) return undefined;
  const index = new Flatbush(parts.length);
  for (const { box } of parts) index.add(box[0], box[1], box[2], box[3]);
  index.finish();
  return index;
}

/** Distance from (x, y) to the nearest edge of `rings`. */
export function distanceToRings(x: number, y: number, rings: Point[][]): number {
  let best = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[j]!;
      const b = ring[i]!;
      best = Math.min(best, pointSegmentDist2(x, y, a[0], a[1], b[0], b[1]));
    }
  }
  return Math.sqrt(best);
}

export function insideRings(x: number, y: number, rings: Point[][]): boolean {
  return pointInRings(x, y, rings);
}
