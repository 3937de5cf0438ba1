import type { CirclePrimitive, PolygonPrimitive, Primitive, SegmentPrimitive } from '../board-model.ts';
import { AREA_CELL_MM, TILE_CELLS } from './tolerances.ts';

// One square tile of TILE_CELLS² cells, each covered (1) or not (0) where its
// centre is covered: shapes are drawn as row spans, so the cost is the rows
// a shape crosses, not its area. see docs/revisions.md#the-diff

const CELL = AREA_CELL_MM;

/** The first and last cell (global numbering) whose centre lies in [from, to] mm; last < first when none. */
function cellRange(from: number, to: number): [number, number] {
  return [Math.ceil(from / CELL - 0.5), Math.floor(to / CELL - 0.5)];
}

export class AreaTile {
  readonly cells = new Uint8Array(TILE_CELLS * TILE_CELLS);
  /** Global cell numbers of the tile's first column and row. */
  col0 = 0;
  row0 = 0;
  /** Crossings of a polygon's edges with each row, reused from shape to shape. */
  private readonly crossings: number[][] = Array.from({ length: TILE_CELLS }, () => []);

  /** Clears the tile and places it at tile (tx, ty). */
  reset(tx: number, ty: number): void {
    this.cells.fill(0);
    this.col0 = tx * TILE_CELLS;
    this.row0 = ty * TILE_CELLS;
  }

  /** The tile's rows (local numbers) whose centres lie in [from, to] mm. */
  private rows(from: number, to: number): [number, number] {
    const [first, last] = cellRange(from, to);
    return [Math.max(0, first - this.row0), Math.min(TILE_CELLS - 1, last - this.row0)];
  }

  private centreY(row: number): number {
    return (this.row0 + row + 0.5) * CELL;
  }

  /** Covers the cells of local row `row` whose centres lie in [from, to] mm. */
  private span(row: number, from: number, to: number): void {
    const [first, last] = cellRange(from, to);
    const start = Math.max(0, first - this.col0);
    const end = Math.min(TILE_CELLS - 1, last - this.col0);
    if (start <= end) this.cells.fill(1, row * TILE_CELLS + start, row * TILE_CELLS + end + 1);
  }

  draw(primitive: Primitive): void {
    if (primitive.kind === 'circle') this.circle(primitive);
    else if (primitive.kind === 'segment') this.stroke(primitive);
    else this.polygon(primitive);
  }

  private circle({ x, y, r }: CirclePrimitive): void {
    const [first, last] = this.rows(y - r, y + r);
    for (let row = first; row <= last; row++) {
      const dy = this.centreY(row) - y;
      const half = Math.sqrt(Math.max(0, r * r - dy * dy));
      this.span(row, x - half, x + half);
    }
  }

  /** A round-capped stroke is convex: per row, the union of its two end discs and its body is one span. */
  private stroke({ x1, y1, x2, y2, width }: SegmentPrimitive): void {
    const r = width / 2;
    const length = Math.hypot(x2 - x1, y2 - y1);
    const [first, last] = this.rows(Math.min(y1, y2) - r, Math.max(y1, y2) + r);
    for (let row = first; row <= last; row++) {
      const y = this.centreY(row);
      let from = Infinity;
      let to = -Infinity;
      for (let end = 0; end < 2; end++) {
        const dy = y - (end === 0 ? y1 : y2);
        if (Math.abs(dy) > r) continue;
        const half = Math.sqrt(r * r - dy * dy);
        const cx = end === 0 ? x1 : x2;
        from = Math.min(from, cx - half);
        to = Math.max(to, cx + half);
      }
      if (length > 0) {
        const body = strokeBodySpan(x1, y1, (x2 - x1) / length, (y2 - y1) / length, length, r, y);
        if (body) {
          from = Math.min(from, body[0]);
          to = Math.max(to, body[1]);
        }
      }
      if (from <= to) this.span(row, from, to);
    }
  }

  /** Even-odd over all rings: the crossings of each row with the edges, filled in pairs. */
  private polygon({ rings }: PolygonPrimitive): void {
    const touched: number[] = [];
    for (const ring of rings) {
      for (let i = 0; i < ring.length; i++) {
        const [ax, ay] = ring[i]!;
        const [bx, by] = ring[(i + 1) % ring.length]!;
        if (ay === by) continue;
        // Rows whose centre y satisfies min ≤ y < max: a vertex is counted once.
        const [first, lastIn] = this.rows(Math.min(ay, by), Math.max(ay, by));
        for (let row = first; row <= lastIn; row++) {
          const y = this.centreY(row);
          if (y >= Math.max(ay, by)) continue;
          const list = this.crossings[row]!;
          if (list.length === 0) touched.push(row);
          list.push(ax + ((y - ay) * (bx - ax)) / (by - ay));
        }
      }
    }
    for (const row of touched) {
      const list = this.crossings[row]!.sort((a, b) => a - b);
      for (let k = 0; k + 1 < list.length; k += 2) this.span(row, list[k]!, list[k + 1]!);
      list.length = 0;
    }
  }
}

/**
 * The x-span at height y of a stroke's body: the rectangle of points whose
 * projection on the centre line falls within it and whose distance is at most `radius`.
 * (ux, uy) is the unit direction from (x1, y1).
 */
function strokeBodySpan(
  x1: number,
  y1: number,
  ux: number,
  uy: number,
  length: number,
  radius: number,
  y: number,
): [number, number] | null {
  const dy = y - y1;
  // along = (x − x1)·ux + dy·uy ∈ [0, length]; across = −(x − x1)·uy + dy·ux ∈ [−radius, radius]
  let from = -Infinity;
  let to = Infinity;
  const limit = (slope: number, offset: number, lo: number, hi: number): boolean => {
    if (Math.abs(slope) < 1e-12) return offset >= lo && offset <= hi;
    const a = (lo - offset) / slope;
    const b = (hi - offset) / slope;
    from = Math.max(from, Math.min(a, b));
    to = Math.min(to, Math.max(a, b));
    return true;
  };
  if (!limit(ux, dy * uy, 0, length) || !limit(-uy, dy * ux, -radius, radius)) return null;
  return from <= to ? [x1 + from, x1 + to] : null;
}
