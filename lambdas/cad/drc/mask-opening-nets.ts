import type { BoardModel, Layer, Primitive } from '../board-model.ts';
import type { CopperAnalysis } from '../copper-analysis.ts';

/** A point inside an opening: a disc's centre, a stroke's middle, a polygon's first vertex nudged toward its second-next. */
function insidePoint(opening: Primitive): [number, number] | undefined {
  if (opening.kind === 'circle') return [opening.x, opening.y];
  if (opening.kind === 'segment') return [(opening.x1 + opening.x2) / 2, (opening.y1 + opening.y2) / 2];
  const ring = opening.rings[0];
  if (!ring || ring.length < 3) return undefined;
  // The middle of a diagonal of a convex pad shape (rectangles, rounded rectangles, ovals) lies inside it.
  const a = ring[0]!;
  const b = ring[Math.floor(ring.length / 2)]!;
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

const cache = new WeakMap<Layer, Map<number, string | null>>();

/**
 * The net of the pad a mask opening exposes: of the copper on the same side
 * under the opening's inside point; null for an opening over no copper (a
 * fiducial's keep-out, a logo). Looked up once per opening and board.
 */
export function maskOpeningNet(board: BoardModel, copper: CopperAnalysis, mask: Layer, opening: number): string | null {
  let nets = cache.get(mask);
  if (!nets) {
    nets = new Map();
    cache.set(mask, nets);
  }
  const known = nets.get(opening);
  if (known !== undefined) return known;
  let net: string | null = null;
  const layerNo = copper.layers.findIndex(({ layer }) => layer.side === mask.side);
  const at = insidePoint(mask.primitives[opening]!);
  if (layerNo >= 0 && at) {
    const { layer, index } = copper.layers[layerNo]!;
    for (const i of index.covering(at[0], at[1])) {
      const p = layer.primitives[i]!;
      if (p.kind === 'polygon' && p.pour) continue;
      if (board.hasNativeNets && p.net === undefined) continue;
      net = copper.netOf(layerNo, i);
      if (p.pad !== undefined) break;
    }
  }
  nets.set(opening, net);
  return net;
}

/** Whether two openings expose pads of different nets: the dam between them is the bridge check's, not the sliver check's. */
export function openingsOfDifferentNets(board: BoardModel, copper: CopperAnalysis, mask: Layer, first: number, second: number): boolean {
  const netA = maskOpeningNet(board, copper, mask, first);
  if (netA === null) return false;
  const netB = maskOpeningNet(board, copper, mask, second);
  return netB !== null && netA !== netB;
}
