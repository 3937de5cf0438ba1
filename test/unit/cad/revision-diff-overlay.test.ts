import { describe, expect, it } from 'vitest';
import { ChangeGrid } from '#lambdas/cad/revision-diff/change-grid.ts';
import { AREA_CELL_MM, REGION_CELL_MM } from '#lambdas/cad/revision-diff/tolerances.ts';

// The overlay of a layer's changed squares (docs/revisions.md#the-diff-on-the-review-page): rows of squares merged
// into rectangles, in squares from the grid's corner, bounded by a number of rectangles.

/** Area cells per region square. */
const SQUARE = Math.round(REGION_CELL_MM / AREA_CELL_MM);

/** A grid of 8 × 8 squares from cell (100, 200), with the given squares changed (one cell each). */
function gridWith(added: Array<[number, number]>, removed: Array<[number, number]> = []): ChangeGrid {
  const grid = new ChangeGrid(100, 200, 100 + 8 * SQUARE, 200 + 8 * SQUARE);
  for (const [x, y] of added) grid.add(100 + x * SQUARE + 3, 200 + y * SQUARE + 3, true);
  for (const [x, y] of removed) grid.add(100 + x * SQUARE, 200 + y * SQUARE, false);
  return grid;
}

describe('the overlay of changed squares', () => {
  it('places the squares from the grid corner, in mm', () => {
    const made = gridWith([[0, 0]]).overlay('top-copper', 100)!;
    expect(made.overlay).toEqual({
      layer: 'top-copper',
      squareMm: REGION_CELL_MM,
      originX: 100 * AREA_CELL_MM,
      originY: 200 * AREA_CELL_MM,
      added: 'M0 0h1v1h-1z',
      removed: '',
    });
    expect(made.rects).toBe(1);
  });

  it('merges a row run, and the same run on the rows above, into one rectangle', () => {
    const block = [0, 1, 2].flatMap((y) => [2, 3, 4].map((x): [number, number] => [x, y]));
    expect(gridWith(block).overlay('l', 100)!.overlay.added).toBe('M2 0h3v3h-3z');
  });

  it('starts a new rectangle where a run changes, and keeps added and removed apart', () => {
    const made = gridWith(
      [
        [0, 0],
        [1, 0],
        [0, 1],
        [7, 7],
      ],
      [[5, 5]],
    ).overlay('l', 100)!;
    expect(made.overlay.added).toBe('M0 0h2v1h-2zM0 1h1v1h-1zM7 7h1v1h-1z');
    expect(made.overlay.removed).toBe('M5 5h1v1h-1z');
    expect(made.rects).toBe(4);
  });

  it('gives no overlay when it needs more rectangles than allowed, counting both colours', () => {
    const grid = gridWith(
      [
        [0, 0],
        [2, 0],
      ],
      [[4, 4]],
    );
    expect(grid.overlay('l', 3)!.rects).toBe(3);
    expect(grid.overlay('l', 2)).toBeNull();
    expect(grid.overlay('l', 1)).toBeNull();
  });
});
