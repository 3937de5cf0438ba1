import type { BoardMetrics } from '#contracts/board-report.ts';
import type { BoardModel } from './board-model.ts';
import { copperLayers } from './board-model.ts';
import type { CopperAnalysis } from './copper-analysis.ts';
import { minOf } from './geometry/arrays.ts';
import { ringArea } from './geometry/distance.ts';
import { loopDepths, outerLoops, outlineBox } from './outline.ts';

type Box = [number, number, number, number];

function copperBox(board: BoardModel): Box | undefined {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  const add = (x: number, y: number, radius = 0) => {
    minX = Math.min(minX, x - radius);
    minY = Math.min(minY, y - radius);
    maxX = Math.max(maxX, x + radius);
    maxY = Math.max(maxY, y + radius);
  };
  for (const layer of copperLayers(board)) {
    for (const p of layer.primitives) {
      if (p.kind === 'circle') add(p.x, p.y, p.r);
      else if (p.kind === 'segment') {
        add(p.x1, p.y1, p.width / 2);
        add(p.x2, p.y2, p.width / 2);
      } else for (const [x, y] of p.rings[0] ?? []) add(x, y);
    }
  }
  return minX <= maxX ? [minX, minY, maxX, maxY] : undefined;
}

/** Board size from the outline (centre of the edge lines), or from the copper when there is no outline. */
export function boardSize(board: BoardModel): { widthMm: number; heightMm: number; box: Box; fromOutline: boolean } | undefined {
  const outline = outlineBox(board.outline);
  const box = outline ?? copperBox(board);
  if (!box) return undefined;
  return { widthMm: box[2] - box[0], heightMm: box[3] - box[1], box, fromOutline: outline !== undefined };
}

/** The board's area: its outer loops less the cut-outs inside them. */
export function boardArea(board: BoardModel, fallback: number): number {
  const outer = outerLoops(board.outline);
  if (outer.length === 0) return fallback;
  let area = 0;
  const depth = loopDepths(board.outline.loops);
  board.outline.loops.forEach((loop, i) => {
    area += depth[i]! % 2 === 0 ? ringArea(loop) : -ringArea(loop);
  });
  return area;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function computeMetrics(board: BoardModel, copper: CopperAnalysis): BoardMetrics {
  const size = boardSize(board);
  const widthMm = size?.widthMm ?? 0;
  const heightMm = size?.heightMm ?? 0;
  let minTrace = Infinity;
  const nets = new Set<string>();
  copper.layers.forEach(({ layer }, layerNo) => {
    layer.primitives.forEach((primitive, i) => {
      // Copper text, logos and fill hatching are not traces (the same rules as the trace-width check).
      if (
        primitive.kind === 'segment' &&
        primitive.trace &&
        primitive.width >= 0.001 &&
        primitive.width < minTrace &&
        !copper.isArtwork(layerNo, i) &&
        (board.hasNativeNets || !copper.isFillStroke(layerNo, i))
      ) {
        minTrace = primitive.width;
      }
      if (primitive.net) nets.add(primitive.net);
    });
  });
  const minClearance = copper.minClearanceMm ?? Infinity;
  const drills = board.drills;
  const pads = board.components.flatMap((c) => c.pads);
  const finite = (x: number) => (Number.isFinite(x) ? round(x) : null);
  return {
    widthMm: round(widthMm),
    heightMm: round(heightMm),
    areaMm2: round(boardArea(board, widthMm * heightMm)),
    layerCount: board.layers.filter((l) => l.primitives.length > 0 || l.kind === 'copper').length,
    copperLayers: copperLayers(board).length,
    drillCount: drills.length,
    platedDrillCount: drills.filter((d) => d.plated).length,
    slotCount: drills.filter((d) => d.x2 !== undefined).length,
    minDrillMm: finite(minOf(drills.map((d) => d.diameter))),
    minTraceMm: finite(minTrace),
    minClearanceMm: finite(minClearance),
    componentsTop: board.components.filter((c) => c.side === 'top').length,
    componentsBottom: board.components.filter((c) => c.side === 'bottom').length,
    smdPads: pads.filter((p) => p.mount === 'smd').length,
    throughHolePads: pads.filter((p) => p.mount === 'through-hole').length,
    netCount: board.hasNativeNets ? nets.size : null,
  };
}
