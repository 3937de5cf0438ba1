import type { ChangedRegion, LayerOverlay } from '#contracts/schemas/revision-diff.ts';
import { AREA_CELL_MM, MAX_REGION_CELLS, REGION_CELL_MM, REGION_MAX_MM } from './tolerances.ts';

// Changed cells of one layer counted per region square, then joined into
// regions: squares touching (also at a corner) and within one block of
// REGION_MAX_MM, so a routed board is a list of places, not one box around
// everything. Memory: two counters per square, at most MAX_REGION_CELLS squares.
// see docs/revisions.md#the-diff

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export class ChangeGrid {
  /** Area cells per region square side. */
  private readonly step: number;
  private readonly columns: number;
  private readonly rows: number;
  private readonly added: Int32Array;
  private readonly removed: Int32Array;

  /** Over the area cells [col0, col1) × [row0, row1) (global numbering). */
  constructor(
    private readonly col0: number,
    private readonly row0: number,
    col1: number,
    row1: number,
  ) {
    const cells = (col1 - col0) * (row1 - row0);
    this.step = Math.max(Math.round(REGION_CELL_MM / AREA_CELL_MM), Math.ceil(Math.sqrt(cells / MAX_REGION_CELLS)));
    this.columns = Math.ceil((col1 - col0) / this.step);
    this.rows = Math.ceil((row1 - row0) / this.step);
    this.added = new Int32Array(this.columns * this.rows);
    this.removed = new Int32Array(this.columns * this.rows);
  }

  /** Counts one changed area cell. */
  add(col: number, row: number, added: boolean): void {
    const square = Math.floor((row - this.row0) / this.step) * this.columns + Math.floor((col - this.col0) / this.step);
    if (added) this.added[square]!++;
    else this.removed[square]!++;
  }

  /** Calls `visit` with each region of changed squares. */
  regions(layer: string, visit: (region: ChangedRegion) => void): void {
    const seen = new Uint8Array(this.columns * this.rows);
    const stack = new Int32Array(this.columns * this.rows);
    for (let start = 0; start < seen.length; start++) {
      if (seen[start] || !this.changed(start)) continue;
      visit(this.fill(layer, start, seen, stack));
    }
  }

  /**
   * The changed squares as an overlay (docs/revisions.md#the-diff-on-the-review-page), each colour at most `maxRects`
   * rectangles, and how many it used; null when it needs more.
   */
  overlay(layer: string, maxRects: number): { overlay: LayerOverlay; rects: number } | null {
    const added = this.rectangles(this.added, maxRects);
    const removed = added && this.rectangles(this.removed, maxRects - added.count);
    if (!added || !removed) return null;
    const mm = (cells: number) => round3(cells * AREA_CELL_MM);
    const overlay = {
      layer,
      squareMm: mm(this.step),
      originX: mm(this.col0),
      originY: mm(this.row0),
      added: added.path,
      removed: removed.path,
    };
    return { overlay, rects: added.count + removed.count };
  }

  /**
   * The squares with a count as path data: each row's runs, a run continuing the same run of the row below as one
   * rectangle. Memory: the open rectangles (one row's runs) and at most `maxRects` path parts.
   */
  private rectangles(counts: Int32Array, maxRects: number): { path: string; count: number } | null {
    const parts: string[] = [];
    /** Open rectangles by first column: [end column, first row]. */
    let open = new Map<number, [number, number]>();
    for (let row = 0; row <= this.rows; row++) {
      const next = new Map<number, [number, number]>();
      for (let col = 0; row < this.rows && col < this.columns; col++) {
        if (!counts[row * this.columns + col]) continue;
        const start = col;
        while (col + 1 < this.columns && counts[row * this.columns + col + 1]) col++;
        const below = open.get(start);
        if (below && below[0] === col + 1) open.delete(start);
        next.set(start, below && below[0] === col + 1 ? below : [col + 1, row]);
      }
      for (const [x0, [x1, y0]] of open) parts.push(`M${x0} ${y0}h${x1 - x0}v${row - y0}h${x0 - x1}z`);
      if (parts.length > maxRects) return null;
      open = next;
    }
    return { path: parts.join(''), count: parts.length };
  }

  private changed(square: number): boolean {
    return this.added[square]! > 0 || this.removed[square]! > 0;
  }

  /** The region holding `start`: a flood fill over changed squares of start's block (an explicit stack, no recursion). */
  private fill(layer: string, start: number, seen: Uint8Array, stack: Int32Array): ChangedRegion {
    const block = Math.max(1, Math.floor(REGION_MAX_MM / (this.step * AREA_CELL_MM)));
    const blockOf = (square: number) => [
      Math.floor((square % this.columns) / block),
      Math.floor(Math.floor(square / this.columns) / block),
    ];
    const [bx, by] = blockOf(start);
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    const box = [Infinity, Infinity, -Infinity, -Infinity];
    let added = 0;
    let removed = 0;
    while (top > 0) {
      const square = stack[--top]!;
      const sx = square % this.columns;
      const sy = Math.floor(square / this.columns);
      box[0] = Math.min(box[0]!, sx);
      box[1] = Math.min(box[1]!, sy);
      box[2] = Math.max(box[2]!, sx);
      box[3] = Math.max(box[3]!, sy);
      added += this.added[square]!;
      removed += this.removed[square]!;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = sx + dx;
          const ny = sy + dy;
          if (nx < 0 || ny < 0 || nx >= this.columns || ny >= this.rows) continue;
          const next = ny * this.columns + nx;
          if (seen[next] || !this.changed(next) || Math.floor(nx / block) !== bx || Math.floor(ny / block) !== by) continue;
          seen[next] = 1;
          stack[top++] = next;
        }
      }
    }
    return this.region(layer, box, added, removed);
  }

  private region(layer: string, [minSx, minSy, maxSx, maxSy]: number[], added: number, removed: number): ChangedRegion {
    const mm = (cells: number) => round3(cells * AREA_CELL_MM);
    const cellArea = AREA_CELL_MM * AREA_CELL_MM;
    return {
      layer,
      minX: mm(this.col0 + minSx! * this.step),
      minY: mm(this.row0 + minSy! * this.step),
      maxX: mm(this.col0 + (maxSx! + 1) * this.step),
      maxY: mm(this.row0 + (maxSy! + 1) * this.step),
      addedMm2: round3(added * cellArea),
      removedMm2: round3(removed * cellArea),
    };
  }
}
