/** What `ContainmentGrid.at` answers. */
export const OUTSIDE = 0;
export const INSIDE = 1;
/** An edge passes within MARGIN of the point's cell: only the polygon's own test can tell. */
export const ASK = 2;

/**
 * Cells nearer an edge than this are left to the polygon's own test. Board coordinates are at most metres in
 * millimetres, where a double's rounding is below 1e-12 mm: a point a nanometre from every edge is on the side the
 * exact geometry says, in any floating-point test.
 */
const MARGIN = 1e-6;
/** Cells per edge, and the most cells of one grid (64 kB). */
const CELLS_PER_EDGE = 4;
const MOST_CELLS = 1 << 16;

/**
 * A coarse raster of one polygon's inside and outside (even-odd over all its rings), so that most point-in-polygon
 * questions about a big zone fill or board outline are one array read instead of a ray through its edges. A cell
 * that no edge comes within MARGIN of lies wholly on one side; its side is read from the crossings of the horizontal
 * line through the cell centres, computed as the ray cast computes them. Cells an edge comes near answer ASK.
 */
export class ContainmentGrid {
  private readonly cells: Uint8Array;
  private readonly columns: number;
  private readonly rows: number;
  private readonly cellWidth: number;
  private readonly cellHeight: number;

  /** The polygon's edges are `count` fat edges (ax, ay, bx, by, r) of `edges` from edge `first`; `box` holds them all. */
  constructor(
    edges: Float64Array,
    first: number,
    count: number,
    private readonly box: readonly [number, number, number, number],
  ) {
    const [minX, minY, maxX, maxY] = box;
    const width = Math.max(maxX - minX, MARGIN);
    const height = Math.max(maxY - minY, MARGIN);
    const target = Math.min(MOST_CELLS, count * CELLS_PER_EDGE);
    this.columns = Math.max(1, Math.min(target, Math.round(Math.sqrt((target * width) / height))));
    this.rows = Math.max(1, Math.min(Math.floor(MOST_CELLS / this.columns), Math.round(target / this.columns)));
    this.cellWidth = width / this.columns;
    this.cellHeight = height / this.rows;
    this.cells = new Uint8Array(this.columns * this.rows);
    this.markEdges(edges, first, count);
    this.fillSides(edges, first, count);
  }

  /** INSIDE, OUTSIDE, or ASK when an edge is near. */
  at(x: number, y: number): number {
    const [minX, minY, maxX, maxY] = this.box;
    if (x < minX - MARGIN || x > maxX + MARGIN || y < minY - MARGIN || y > maxY + MARGIN) return OUTSIDE;
    const column = Math.min(this.columns - 1, Math.max(0, Math.floor((x - minX) / this.cellWidth)));
    const row = Math.min(this.rows - 1, Math.max(0, Math.floor((y - minY) / this.cellHeight)));
    return this.cells[row * this.columns + column]!;
  }

  /** Every cell an edge comes within MARGIN of (separating axes: the cell's x and y, and the edge's normal). */
  private markEdges(edges: Float64Array, first: number, count: number): void {
    const [minX, minY] = this.box;
    const { columns, rows, cellWidth: w, cellHeight: h } = this;
    for (let k = 0; k < count; k++) {
      const o = (first + k) * 5;
      const ax = edges[o]!,
        ay = edges[o + 1]!,
        bx = edges[o + 2]!,
        by = edges[o + 3]!;
      const c0 = Math.max(0, Math.floor((Math.min(ax, bx) - MARGIN - minX) / w));
      const c1 = Math.min(columns - 1, Math.floor((Math.max(ax, bx) + MARGIN - minX) / w));
      const r0 = Math.max(0, Math.floor((Math.min(ay, by) - MARGIN - minY) / h));
      const r1 = Math.min(rows - 1, Math.floor((Math.max(ay, by) + MARGIN - minY) / h));
      const dx = bx - ax,
        dy = by - ay;
      for (let r = r0; r <= r1; r++) {
        const y0 = minY + r * h - MARGIN,
          y1 = minY + (r + 1) * h + MARGIN;
        for (let c = c0; c <= c1; c++) {
          if (this.cells[r * columns + c] === ASK) continue;
          const x0 = minX + c * w - MARGIN,
            x1 = minX + (c + 1) * w + MARGIN;
          // The cell's corners all strictly on one side of the edge's line: the line misses the cell.
          const s1 = dx * (y0 - ay) - dy * (x0 - ax);
          const s2 = dx * (y0 - ay) - dy * (x1 - ax);
          const s3 = dx * (y1 - ay) - dy * (x0 - ax);
          const s4 = dx * (y1 - ay) - dy * (x1 - ax);
          if ((s1 > 0 && s2 > 0 && s3 > 0 && s4 > 0) || (s1 < 0 && s2 < 0 && s3 < 0 && s4 < 0)) continue;
          this.cells[r * columns + c] = ASK;
        }
      }
    }
  }

  /**
   * The side of every other cell: along the horizontal line through a row's cell centres, a centre is inside when
   * an odd number of edges cross the line to its right (the ray cast's half-open rule, so a vertex on the line
   * counts once). No edge crosses within such a cell, so its centre speaks for all of it.
   */
  private fillSides(edges: Float64Array, first: number, count: number): void {
    const [minX, minY] = this.box;
    const { columns, rows, cellWidth: w, cellHeight: h } = this;
    const centreY = (r: number) => minY + (r + 0.5) * h;
    // Rows whose centre line an edge may cross: counted first, then filled, then sorted per row.
    const rowsOf = (offset: number): [number, number] => {
      const low = Math.min(edges[offset + 1]!, edges[offset + 3]!);
      const high = Math.max(edges[offset + 1]!, edges[offset + 3]!);
      return [Math.max(0, Math.floor((low - minY) / h - 0.5) - 1), Math.min(rows - 1, Math.ceil((high - minY) / h - 0.5) + 1)];
    };
    const crosses = (o: number, y: number) => edges[o + 1]! > y !== edges[o + 3]! > y;
    const perRow = new Int32Array(rows + 1);
    for (let k = 0; k < count; k++) {
      const o = (first + k) * 5;
      const [r0, r1] = rowsOf(o);
      for (let r = r0; r <= r1; r++) if (crosses(o, centreY(r))) perRow[r + 1]!++;
    }
    for (let r = 0; r < rows; r++) perRow[r + 1]! += perRow[r]!;
    const xs = new Float64Array(perRow[rows]!);
    const filled = perRow.slice(0, rows);
    for (let k = 0; k < count; k++) {
      const o = (first + k) * 5;
      const [r0, r1] = rowsOf(o);
      for (let r = r0; r <= r1; r++) {
        const y = centreY(r);
        if (!crosses(o, y)) continue;
        const ax = edges[o]!,
          ay = edges[o + 1]!,
          bx = edges[o + 2]!,
          by = edges[o + 3]!;
        xs[filled[r]!++] = ((bx - ax) * (y - ay)) / (by - ay) + ax;
      }
    }
    for (let r = 0; r < rows; r++) {
      const row = xs.subarray(perRow[r]!, perRow[r + 1]!).sort();
      let left = 0;
      for (let c = 0; c < columns; c++) {
        const x = minX + (c + 0.5) * w;
        while (left < row.length && row[left]! <= x) left++;
        const at = r * columns + c;
        if (this.cells[at] !== ASK) this.cells[at] = (row.length - left) % 2 === 1 ? INSIDE : OUTSIDE;
      }
    }
  }
}
