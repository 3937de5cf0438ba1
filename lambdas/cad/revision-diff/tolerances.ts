// The tolerances and caps of the revision diff, each defined once (docs/revisions.md#the-diff).

/** Positions and sizes closer than this are the same (Gerber rounding, re-exported files). */
export const POSITION_TOLERANCE_MM = 0.01;

/** Rotations closer than this are the same. */
export const ANGLE_TOLERANCE_DEG = 0.1;

/** Areas are measured on square cells of this side: a cell counts as covered when its centre is. */
export const AREA_CELL_MM = 0.05;

/** Cells per side of the tile drawn at once (3.2 mm): only tiles a changed shape touches are drawn, and two tiles are all the drawing memory a layer needs. */
export const TILE_CELLS = 64;

/** Changed cells are gathered into squares of this side before they are joined into regions. */
export const REGION_CELL_MM = 0.5;

/** The most region squares per layer; a larger board gets larger squares, so memory does not grow with its size. */
export const MAX_REGION_CELLS = 1 << 20;

/** No changed region is wider or taller than this: a region of a routed board is a place to zoom to, not the whole board. */
export const REGION_MAX_MM = 10;

/** A removed and an added drill of the same size and plating at most this far apart are one drill moved. */
export const DRILL_MOVE_MM = 1;

/** Changes listed per component's pads; the rest are counted. */
export const MAX_NET_CHANGES_LISTED = 16;
