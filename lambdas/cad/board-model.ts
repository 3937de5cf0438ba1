// The one board model every reader produces and every check reads.
// All lengths are millimetres; y grows upwards (Gerber convention), so KiCad's
// y-down coordinates are negated by its reader.

export type Point = [number, number];
export type Side = 'top' | 'bottom' | 'inner';
export type LayerKind = 'copper' | 'mask' | 'silk' | 'paste';
export type CadSource = 'Gerber' | 'KiCad' | 'Eagle';

/** Shared fields: `net` is a net name when the format has nets; `link` ties copper on several layers together (a via or a through-hole pad). */
interface PrimitiveBase {
  net?: string;
  link?: number;
  /** `designator.pad` when this copper belongs to a component pad. */
  pad?: string;
}

/** A round-capped stroke (trace, silkscreen line); arcs are flattened into segments. */
export interface SegmentPrimitive extends PrimitiveBase {
  kind: 'segment';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  /** Drawn as a track (not a pad or a graphic), so it counts for the minimum trace width. */
  trace?: boolean;
}

/** A filled disc (round pad, via land, drill mark). */
export interface CirclePrimitive extends PrimitiveBase {
  kind: 'circle';
  x: number;
  y: number;
  r: number;
}

/** A filled region: the first ring is the outer boundary, further rings are holes. */
export interface PolygonPrimitive extends PrimitiveBase {
  kind: 'polygon';
  rings: Point[][];
  /** An unpoured copper-pour outline (Eagle): it connects its net, but the fab cuts clearances into it, so clearance checks skip it. */
  pour?: boolean;
  /** A zone fill joining its net's pads by thermal spokes across a gap this wide (KiCad zones; docs/board-checks.md#thermal-relief). */
  thermalGap?: number;
}

export type Primitive = SegmentPrimitive | CirclePrimitive | PolygonPrimitive;

export interface Layer {
  /** Stable name used in findings and SVG ids, e.g. `top-copper`, `inner2-copper`, `bottom-mask`. */
  name: string;
  kind: LayerKind;
  side: Side;
  /** 1 = top copper … n = bottom copper; only for copper layers. */
  copperIndex?: number;
  primitives: Primitive[];
}

/** A hole; a slot has a second end point (x2, y2). */
export interface Drill {
  x: number;
  y: number;
  diameter: number;
  plated: boolean;
  x2?: number;
  y2?: number;
  /** Designator of the part whose footprint drills it (a pin or peg); vias and board holes have none. */
  part?: string;
}

export interface Pad {
  name: string;
  x: number;
  y: number;
  /** 'smd' pads sit on one copper layer; 'through-hole' pads are drilled. */
  mount: 'smd' | 'through-hole';
  net?: string;
}

export interface Component {
  designator: string;
  footprint: string;
  value: string;
  side: 'top' | 'bottom';
  x: number;
  y: number;
  /** Degrees, counter-clockwise, as seen from the top. */
  rotation: number;
  pads: Pad[];
  /** A net tie (KiCad `NetTie` footprint / `net_tie_pad_groups`): its pads join different nets on purpose. */
  netTie?: boolean;
  /** The design marks it "do not populate" (KiCad 7+ footprint attribute `dnp`). */
  dnp?: boolean;
  /** Drawn on the board but not placed by the line (KiCad attributes `board_only`, `exclude_from_pos_files`, KiCad 5 `virtual`). */
  boardOnly?: boolean;
  /** The area the part claims on the board (docs/board-checks.md#courtyards); absent when the file draws neither a courtyard nor pads. */
  courtyard?: Courtyard;
}

/** Closed rings in board coordinates, from the drawn courtyard or, lacking one, the box around the pads and package outline. */
export interface Courtyard {
  rings: Point[][];
  from: 'courtyard' | 'outline';
}

export interface OutlineEdge {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A gap between two loose ends of the outline, with the segment that would close it. */
export interface OutlineGap {
  from: Point;
  to: Point;
  lengthMm: number;
}

export interface Outline {
  /** Closed loops found by chaining the edges (the largest is the board edge, others cut-outs). */
  loops: Point[][];
  /** Raw edges as drawn (centre lines). */
  edges: OutlineEdge[];
  gaps: OutlineGap[];
}

/**
 * Text printed on a silkscreen layer, with the size the design file gives it:
 * the screen cannot print strokes or letters below a size
 * (docs/board-checks.md#silkscreen-text). Design files only: in a Gerber the
 * text is already strokes.
 */
export interface SilkText {
  text: string;
  /** Where the text is anchored, board coordinates (mm). */
  x: number;
  y: number;
  /** The letters' height and the pen's width (mm). */
  heightMm: number;
  strokeMm: number;
  /** `top-silk` or `bottom-silk`. */
  layer: string;
}

export interface BoardModel {
  source: CadSource;
  fileName: string;
  outline: Outline;
  layers: Layer[];
  drills: Drill[];
  components: Component[];
  /** Whether nets come from the design file (KiCad, Eagle) rather than from copper connectivity (Gerber). */
  hasNativeNets: boolean;
  /** Notes about things the reader skipped, e.g. unknown files in a zip. */
  notes: string[];
  /** Silkscreen text with its size (KiCad, Eagle); absent for Gerbers. */
  silkText?: SilkText[];
}

export function copperLayers(board: BoardModel): Layer[] {
  return board.layers.filter((l) => l.kind === 'copper').sort((a, b) => (a.copperIndex ?? 0) - (b.copperIndex ?? 0));
}
