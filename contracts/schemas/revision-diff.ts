import * as z from 'zod/mini';
import { boardComponentSchema, boardMetricsSchema, findingSchema } from '../board-report.ts';

// The difference between two revisions of a board (docs/revisions.md#the-diff), as the processing computes it,
// `npm run check-board -- --compare OLD NEW --json` prints it and the API will return it. Millimetres, y up, degrees
// counter-clockwise seen from the top, like the board report. Every list is capped: `listed` holds at most
// REVISION_DIFF_MAX_LISTED entries and `total` counts them all ("and N more").

export const REVISION_DIFF_SCHEMA_VERSION = 1;

/** The most entries one list of the diff holds; the rest are only counted. */
export const REVISION_DIFF_MAX_LISTED = 200;

/** A capped list: the first (or, for regions, the largest) entries and how many there are in all. */
export function capped<T extends z.core.SomeType>(item: T) {
  return z.object({ listed: z.array(item), total: z.number().check(z.int(), z.gte(0)) });
}

export const DiffTolerancesSchema = z.object({
  /** Positions and sizes closer than this are the same. */
  positionMm: z.number(),
  /** Rotations closer than this are the same. */
  angleDeg: z.number(),
  /** Side of the square cells areas are measured in. */
  areaCellMm: z.number(),
  /** A drill of the same size no farther than this from a removed one has moved (farther: removed and added). */
  drillMoveMm: z.number(),
});

/** The report's metrics of size and copper layers (contracts/board-report.ts), with the outline and the layers. */
export const BoardFactsSchema = z.extend(z.pick(boardMetricsSchema, { widthMm: true, heightMm: true, areaMm2: true, copperLayers: true }), {
  /** Closed outline loops: the board edge and its cut-outs. */
  outlineLoops: z.number().check(z.int()),
  layers: z.array(z.string()),
});
export type BoardFacts = z.infer<typeof BoardFactsSchema>;

export const BOARD_FACT_CHANGES = ['widthMm', 'heightMm', 'areaMm2', 'copperLayers', 'outlineLoops'] as const;
export const BoardFactChangeSchema = z.object({ fact: z.enum(BOARD_FACT_CHANGES), before: z.number(), after: z.number() });

export const BoardChangesSchema = z.object({
  before: BoardFactsSchema,
  after: BoardFactsSchema,
  changes: z.array(BoardFactChangeSchema),
  layersAdded: z.array(z.string()),
  layersRemoved: z.array(z.string()),
});

export const LAYER_DIFF_KINDS = ['copper', 'mask', 'silk', 'paste', 'outline'] as const;
export const LayerAreaChangeSchema = z.object({
  layer: z.string(),
  kind: z.enum(LAYER_DIFF_KINDS),
  addedMm2: z.number(),
  removedMm2: z.number(),
});
export type LayerAreaChange = z.infer<typeof LayerAreaChangeSchema>;

/** A place that changed, to zoom to: its box and the area added and removed inside it. */
export const ChangedRegionSchema = z.object({
  layer: z.string(),
  minX: z.number(),
  minY: z.number(),
  maxX: z.number(),
  maxY: z.number(),
  addedMm2: z.number(),
  removedMm2: z.number(),
});
export type ChangedRegion = z.infer<typeof ChangedRegionSchema>;

/**
 * The most rectangles the overlays of one diff hold, over all layers (about 16 bytes each): a layer whose changed
 * squares need more than what is left gets no overlay, and the renders show its region boxes only.
 */
export const REVISION_DIFF_MAX_OVERLAY_RECTS = 8000;

/**
 * One layer's changed squares, to draw over the renders: SVG path data in squares (x right, y up from the origin),
 * adjacent squares of a row and equal runs of the rows above merged into rectangles.
 */
export const LayerOverlaySchema = z.object({
  layer: z.string(),
  /** Side of one square, mm. */
  squareMm: z.number(),
  /** The board position (mm) of the squares' (0, 0) corner. */
  originX: z.number(),
  originY: z.number(),
  /** The squares where the later revision covers area the earlier did not. */
  added: z.string(),
  /** The squares where the earlier revision covered area the later does not. */
  removed: z.string(),
});
export type LayerOverlay = z.infer<typeof LayerOverlaySchema>;

export const DrillFactsSchema = z.object({
  x: z.number(),
  y: z.number(),
  /** The other end of a slot; null for a round hole. */
  x2: z.nullable(z.number()),
  y2: z.nullable(z.number()),
  diameterMm: z.number(),
  plated: z.boolean(),
});
export type DrillFacts = z.infer<typeof DrillFactsSchema>;

export const DRILL_CHANGES = ['added', 'removed', 'moved', 'resized', 'plating'] as const;
export type DrillChangeKind = (typeof DRILL_CHANGES)[number];
export const DrillChangeSchema = z.object({
  change: z.enum(DRILL_CHANGES),
  before: z.nullable(DrillFactsSchema),
  after: z.nullable(DrillFactsSchema),
});
export type DrillChange = z.infer<typeof DrillChangeSchema>;

const countsOf = <const K extends readonly string[]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().check(z.int(), z.gte(0))])) as Record<K[number], z.ZodMiniNumber>);

export const DrillDiffSchema = z.extend(capped(DrillChangeSchema), { counts: countsOf(DRILL_CHANGES) });

/** A component as the report lists it (contracts/board-report.ts), its designator said once beside both revisions. */
export const ComponentFactsSchema = z.omit(boardComponentSchema, { designator: true });
export type ComponentFacts = z.infer<typeof ComponentFactsSchema>;

export const PadNetChangeSchema = z.object({ pad: z.string(), before: z.nullable(z.string()), after: z.nullable(z.string()) });

export const COMPONENT_CHANGES = ['added', 'removed', 'moved', 'rotated', 'flipped', 'footprint', 'value', 'nets'] as const;
export type ComponentChangeKind = (typeof COMPONENT_CHANGES)[number];
export const ComponentChangeSchema = z.object({
  designator: z.string(),
  /** What changed: `added` or `removed` alone, else one or more of the others. */
  changes: z.array(z.enum(COMPONENT_CHANGES)),
  before: z.nullable(ComponentFactsSchema),
  after: z.nullable(ComponentFactsSchema),
  /** after − before, when moved. */
  moved: z.nullable(z.object({ dxMm: z.number(), dyMm: z.number() })),
  /** after − before in (−180, 180], when rotated. */
  rotatedDeg: z.nullable(z.number()),
  /** Pads whose net changed (both revisions have nets from the design file), capped like every list. */
  nets: capped(PadNetChangeSchema),
});
export type ComponentChange = z.infer<typeof ComponentChangeSchema>;

export const ComponentDiffSchema = z.extend(capped(ComponentChangeSchema), {
  counts: countsOf(COMPONENT_CHANGES),
  /** Both revisions' nets come from their design files, so pad nets were compared. */
  netsCompared: z.boolean(),
});

export const BomLineFactsSchema = z.object({
  row: z.number(),
  designators: z.array(z.string()),
  quantity: z.nullable(z.number()),
  value: z.string(),
  mpn: z.string(),
  manufacturer: z.string(),
  footprint: z.string(),
  doNotPopulate: z.boolean(),
});
export type BomLineFacts = z.infer<typeof BomLineFactsSchema>;

export const BOM_LINE_CHANGES = ['added', 'removed', 'part', 'value', 'quantity', 'designators', 'populate'] as const;
export type BomLineChangeKind = (typeof BOM_LINE_CHANGES)[number];
export const BomLineChangeSchema = z.object({
  changes: z.array(z.enum(BOM_LINE_CHANGES)),
  before: z.nullable(BomLineFactsSchema),
  after: z.nullable(BomLineFactsSchema),
});
export type BomLineChange = z.infer<typeof BomLineChangeSchema>;

export const BomDiffSchema = z.extend(capped(BomLineChangeSchema), { counts: countsOf(BOM_LINE_CHANGES) });

export const FindingDiffSchema = z.object({
  new: capped(findingSchema),
  fixed: capped(findingSchema),
  unchanged: z.number().check(z.int(), z.gte(0)),
});

export const RevisionDiffSchema = z.object({
  schemaVersion: z.literal(REVISION_DIFF_SCHEMA_VERSION),
  /** Nothing differs within the tolerances (the BOM and findings too, when given). */
  identical: z.boolean(),
  before: z.object({ fileName: z.string(), source: z.enum(['Gerber', 'KiCad', 'Eagle']) }),
  after: z.object({ fileName: z.string(), source: z.enum(['Gerber', 'KiCad', 'Eagle']) }),
  tolerances: DiffTolerancesSchema,
  board: BoardChangesSchema,
  /** Layers (and the board's outline) whose area changed, in board order. */
  layers: z.array(LayerAreaChangeSchema),
  /** The places that changed, largest first. */
  regions: capped(ChangedRegionSchema),
  /** The changed squares per layer, within REVISION_DIFF_MAX_OVERLAY_RECTS; absent from diffs stored before overlays. */
  overlays: z.optional(z.array(LayerOverlaySchema)),
  drills: DrillDiffSchema,
  /** Null when neither revision has components (Gerbers without placement). */
  components: z.nullable(ComponentDiffSchema),
  /** Null when no BOMs were given. */
  bom: z.nullable(BomDiffSchema),
  /** Null when no findings were given. */
  findings: z.nullable(FindingDiffSchema),
});
export type RevisionDiff = z.infer<typeof RevisionDiffSchema>;
