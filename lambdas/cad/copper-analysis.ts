import type { BoardModel, Layer } from './board-model.ts';
import { copperLayers } from './board-model.ts';
import type { ShapeIndex } from './geometry/shape-index.ts';
import { shapeIndexOf } from './geometry/shape-index.ts';
import { UnionFind } from './geometry/union-find.ts';

/** Copper closer than this is one piece of metal. */
export const TOUCH_MM = 1e-4;
/** Clearances are measured up to this far (or the clearance rule, if larger), so the metric reports the smallest gap even when it is fine. */
const CLEARANCE_SEARCH_MM = 0.2;

export interface ClearancePair {
  layer: Layer;
  a: number;
  b: number;
  gap: number;
  x: number;
  y: number;
  /** The net, or for a pad no one gave a net (checked as a net of its own) its `designator.pad` and no net. */
  netA: string | undefined;
  netB: string | undefined;
  padA: string | undefined;
  padB: string | undefined;
}

export interface CopperAnalysis {
  layers: Array<{ layer: Layer; index: ShapeIndex; offset: number }>;
  /** Connected piece of copper each primitive belongs to (global id = offset + primitive index). */
  group: (global: number) => number;
  /** The net a primitive belongs to: its name in native files, its connected piece otherwise. */
  netOf: (layerNo: number, i: number) => string;
  /** Gerber copper not connected to any pad or plated hole: copper text and logos. */
  isArtwork: (layerNo: number, i: number) => boolean;
  /** A stroke with copper right alongside it: part of a wider area (Eagle vector pours, hatched fills), not a trace. */
  isFillStroke: (layerNo: number, i: number) => boolean;
  /**
   * Visits each pair of copper items of different nets nearer than
   * `reportBelowMm`, once per pair (each is a violation a customer must find),
   * net-tie pads excluded. Visited from the pairs found while analysing, not
   * collected: the findings keep the worst few and count the rest
   * (docs/board-limits.md#findings-kept-while-checking).
   */
  forEachClearance: (visit: (pair: ClearancePair) => void) => void;
  /** Smallest gap between different nets (touching excluded); null when none is nearer than 0.2 mm. */
  minClearanceMm: number | null;
}

/**
 * Connectivity and clearances over all copper layers at once: touching copper on
 * one layer, vias and through-hole pads (shared `link`), and for Gerbers any
 * plated hole through copper on several layers. Pairs of nets nearer than
 * `reportBelowMm` (the clearance rule) are kept for the findings.
 */
export function analyseCopper(board: BoardModel, reportBelowMm = CLEARANCE_SEARCH_MM): CopperAnalysis {
  const layers: Layers = [];
  let total = 0;
  for (const layer of copperLayers(board)) {
    const index = shapeIndexOf(layer.primitives);
    layers.push({ layer, index, offset: total });
    total += layer.primitives.length;
  }
  const uf = new UnionFind(total);
  const native = board.hasNativeNets;
  joinConsecutiveStrokes(layers, uf, native);
  // A shop whose clearance rule is above the usual search distance needs pairs that far apart too.
  const near = nearPairs(layers, uf, native, Math.max(CLEARANCE_SEARCH_MM, reportBelowMm));
  joinLinks(layers, uf);
  if (!native) joinThroughPlatedHoles(board, layers, uf);
  const group = (global: number) => uf.find(global);
  // Net-less copper (graphics, unnamed pads) takes the net of whatever named copper it touches.
  const groupNet = native ? netsOfGroups(layers, group) : new Map<number, string>();
  const netOf = (layerNo: number, i: number) => {
    const entry = layers[layerNo]!;
    const net = native ? entry.layer.primitives[i]!.net : undefined;
    if (net !== undefined) return net;
    const piece = group(entry.offset + i);
    return groupNet.get(piece) ?? `piece ${piece}`;
  };
  // Gerber copper pieces holding no pad and no plated hole are artwork (copper text, logos): not checked against each other.
  const anchored = native ? new Set<number>() : anchoredGroups(board, layers, group);
  const { forEachClearance, minClearance } = clearancesOf(board, layers, near, { native, group, anchored, netOf, reportBelowMm });
  const isArtwork = (layerNo: number, i: number) => !native && !anchored.has(group(layers[layerNo]!.offset + i));
  return {
    layers,
    group,
    netOf,
    isArtwork,
    isFillStroke: fillStrokeTest(layers),
    forEachClearance,
    minClearanceMm: Number.isFinite(minClearance) ? minClearance : null,
  };
}

type Layers = CopperAnalysis['layers'];

/**
 * Consecutive strokes of one drawn path share an end point: join them up front, so the
 * spatial pass skips most pairs of a stroked fill as already one piece.
 */
function joinConsecutiveStrokes(layers: Layers, uf: UnionFind, native: boolean): void {
  for (const { layer, offset } of layers) {
    const prims = layer.primitives;
    for (let i = 1; i < prims.length; i++) {
      const a = prims[i - 1]!;
      const b = prims[i]!;
      if (a.kind !== 'segment' || b.kind !== 'segment' || a.x2 !== b.x1 || a.y2 !== b.y1) continue;
      if (native && a.net !== b.net && a.net !== undefined && b.net !== undefined) continue;
      uf.union(offset + i - 1, offset + i);
    }
  }
}

/**
 * One spatial pass per layer collects every near pair (as runs of first, second, gap, x, y);
 * touching ones join, the rest are clearances.
 */
function nearPairs(layers: Layers, uf: UnionFind, native: boolean, searchMm: number): number[][] {
  return layers.map(({ layer, index, offset }) => {
    const prims = layer.primitives;
    const pairs: number[] = [];
    // Copper already known to be one piece needs no distance: same net, nothing to join (most pairs in stroked fills).
    const unknown = (a: number, b: number) => uf.find(offset + a) !== uf.find(offset + b);
    index.closePairs(searchMm, unknown, (first, second, gap, x, y) => {
      // Touching Gerber copper is one net by definition: only design files can have shorts.
      if (native || gap > TOUCH_MM) pairs.push(first, second, gap, x, y);
      if (gap > TOUCH_MM) return;
      const na = prims[first]!.net;
      const nb = prims[second]!.net;
      if (!native || na === undefined || nb === undefined || na === nb) uf.union(offset + first, offset + second);
    });
    return pairs;
  });
}

/** Vias and through-hole pads: copper sharing a `link` is one piece across layers. */
function joinLinks(layers: Layers, uf: UnionFind): void {
  const links = new Map<number, number>();
  for (const { layer, offset } of layers) {
    layer.primitives.forEach((primitive, i) => {
      if (primitive.link === undefined) return;
      const first = links.get(primitive.link);
      if (first === undefined) links.set(primitive.link, offset + i);
      else uf.union(first, offset + i);
    });
  }
}

/** In Gerbers, a plated hole joins the copper it passes through on every layer. */
function joinThroughPlatedHoles(board: BoardModel, layers: Layers, uf: UnionFind): void {
  for (const drill of board.drills) {
    if (!drill.plated) continue;
    let first: number | undefined;
    for (const { index, offset } of layers) {
      for (const i of index.covering(drill.x, drill.y)) {
        if (first === undefined) first = offset + i;
        else uf.union(first, offset + i);
      }
    }
  }
}

/** The first named net met in each connected piece. */
function netsOfGroups(layers: Layers, group: (global: number) => number): Map<number, string> {
  const groupNet = new Map<number, string>();
  for (const { layer, offset } of layers) {
    layer.primitives.forEach((primitive, i) => {
      if (primitive.net === undefined) return;
      const piece = group(offset + i);
      if (!groupNet.has(piece)) groupNet.set(piece, primitive.net);
    });
  }
  return groupNet;
}

/** The pieces of Gerber copper holding a pad or a plated hole. */
function anchoredGroups(board: BoardModel, layers: Layers, group: (global: number) => number): Set<number> {
  const anchored = new Set<number>();
  for (const { layer, offset } of layers) {
    layer.primitives.forEach((primitive, i) => {
      if (primitive.pad !== undefined) anchored.add(group(offset + i));
    });
  }
  for (const drill of board.drills) {
    if (!drill.plated) continue;
    for (const { index, offset } of layers) for (const i of index.covering(drill.x, drill.y)) anchored.add(group(offset + i));
  }
  return anchored;
}

type ClearanceRules = {
  native: boolean;
  group: (global: number) => number;
  anchored: ReadonlySet<number>;
  netOf: (layerNo: number, i: number) => string;
  reportBelowMm: number;
};

/**
 * Whether two near copper items must be kept apart: different nets (in a
 * design file a pad with no net counts as a net of its own: KiCad 5 leaves
 * mounting and unused pads net-less, and copper next to one can still short
 * it), pours left out. The smallest such gap of the board, and a visitor over
 * those nearer than the rule.
 */
function clearancesOf(
  board: BoardModel,
  layers: Layers,
  near: readonly number[][],
  { native, group, anchored, netOf, reportBelowMm }: ClearanceRules,
): { forEachClearance: CopperAnalysis['forEachClearance']; minClearance: number } {
  // Pads of one net-tie footprint join different nets on purpose.
  const ties = new Set(board.components.filter((c) => c.netTie).map((c) => c.designator));
  const tieOf = (pad: string | undefined) => (pad === undefined ? undefined : pad.slice(0, pad.lastIndexOf('.')));
  const apart = (layerNo: number, first: number, second: number, gap: number) => {
    const { layer, offset } = layers[layerNo]!;
    const pa = layer.primitives[first]!;
    const pb = layer.primitives[second]!;
    if ((pa.kind === 'polygon' && pa.pour) || (pb.kind === 'polygon' && pb.pour)) return false;
    if (!native) {
      const ga = group(offset + first);
      const gb = group(offset + second);
      return ga !== gb && (anchored.has(ga) || anchored.has(gb));
    }
    if (pa.net !== undefined && pb.net !== undefined) return pa.net !== pb.net;
    // Other net-less copper is artwork or a deliberate jumper/net-tie bridge; touching copper is joined to it.
    const loose = (p: typeof pa) => p.net === undefined && p.pad !== undefined;
    return (loose(pa) || loose(pb)) && pa.pad !== pb.pad && gap > TOUCH_MM;
  };
  let minClearance = Infinity;
  near.forEach((pairs, layerNo) => {
    for (let k = 0; k < pairs.length; k += 5) {
      const gap = pairs[k + 2]!;
      if (gap > TOUCH_MM && gap < minClearance && apart(layerNo, pairs[k]!, pairs[k + 1]!, gap)) minClearance = gap;
    }
  });
  const forEachClearance = (visit: (pair: ClearancePair) => void) =>
    near.forEach((pairs, layerNo) => {
      const { layer } = layers[layerNo]!;
      for (let k = 0; k < pairs.length; k += 5) {
        const a = pairs[k]!;
        const b = pairs[k + 1]!;
        const gap = pairs[k + 2]!;
        if (gap >= reportBelowMm || !apart(layerNo, a, b, gap)) continue;
        const pa = layer.primitives[a]!;
        const pb = layer.primitives[b]!;
        const tie = tieOf(pa.pad);
        if (tie !== undefined && ties.has(tie) && tie === tieOf(pb.pad)) continue;
        const netA = pa.net === undefined && pa.pad !== undefined ? undefined : netOf(layerNo, a);
        const netB = pb.net === undefined && pb.pad !== undefined ? undefined : netOf(layerNo, b);
        visit({ layer, a, b, gap, x: pairs[k + 3]!, y: pairs[k + 4]!, netA, netB, padA: pa.pad, padB: pb.pad });
      }
    });
  return { forEachClearance, minClearance };
}

/**
 * Whether a stroke has copper right alongside it, other than a pour. Known
 * once per stroke: the trace-width check asks again at each option's limit.
 * Each point asks the cheap tests first and stops at the first copper over
 * it: a zone fill's containment test is the costly one.
 */
function fillStrokeTest(layers: Layers): (layerNo: number, i: number) => boolean {
  // Per layer, per primitive: 0 not asked yet, 1 no, 2 yes.
  const known: Array<Uint8Array | undefined> = [];
  return (layerNo, i) => {
    const { layer, index } = layers[layerNo]!;
    const memo = (known[layerNo] ??= new Uint8Array(layer.primitives.length));
    if (memo[i] === 0) memo[i] = strokeBesideCopper(layer, index, i) ? 2 : 1;
    return memo[i] === 2;
  };
}

function strokeBesideCopper(layer: Layer, index: ShapeIndex, i: number): boolean {
  const p = layer.primitives[i]!;
  if (p.kind !== 'segment') return false;
  const len = Math.hypot(p.x2 - p.x1, p.y2 - p.y1);
  if (len === 0) return false;
  const off = p.width / 2 + 0.01;
  const mx = (p.x1 + p.x2) / 2;
  const my = (p.y1 + p.y2) / 2;
  const nx = (-(p.y2 - p.y1) / len) * off;
  const ny = ((p.x2 - p.x1) / len) * off;
  const besideAt = (x: number, y: number) => {
    const under = index.inBox(x, y, x, y);
    const covers = (polygons: boolean) => (j: number) => {
      const q = layer.primitives[j]!;
      return j !== i && (q.kind === 'polygon') === polygons && !(q.kind === 'polygon' && q.pour) && index.contains(j, x, y);
    };
    return under.some(covers(false)) || under.some(covers(true));
  };
  return besideAt(mx + nx, my + ny) || besideAt(mx - nx, my - ny);
}
