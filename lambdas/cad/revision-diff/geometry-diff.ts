import type { ChangedRegion, LayerAreaChange, LayerOverlay } from '#contracts/schemas/revision-diff.ts';
import { REVISION_DIFF_MAX_LISTED, REVISION_DIFF_MAX_OVERLAY_RECTS } from '#contracts/schemas/revision-diff.ts';
import type { BoardModel, Layer, Primitive } from '../board-model.ts';
import { BoundedWorst } from '../drc/bounded-worst.ts';
import type { ChangeGrid } from './change-grid.ts';
import { diffLayerArea } from './layer-area-diff.ts';

// Area added and removed per layer, and the changed regions of all layers, largest first.
// The outline counts as a layer: the board's shape (loops even-odd, so cut-outs are holes) as one polygon.

export interface GeometryDiff {
  layers: LayerAreaChange[];
  regions: { listed: ChangedRegion[]; total: number };
  overlays: LayerOverlay[];
}

/** The layers' overlays, in layer order, while they fit in REVISION_DIFF_MAX_OVERLAY_RECTS; a layer that does not fit is left out. */
class OverlayBudget {
  readonly overlays: LayerOverlay[] = [];
  private left = REVISION_DIFF_MAX_OVERLAY_RECTS;

  offer(layer: string, grid: ChangeGrid): void {
    const made = grid.overlay(layer, this.left);
    if (!made) return;
    this.left -= made.rects;
    this.overlays.push(made.overlay);
  }
}

function outlineShape(board: BoardModel): Primitive[] {
  return board.outline.loops.length === 0 ? [] : [{ kind: 'polygon', rings: board.outline.loops }];
}

/** Every layer name of either revision, the earlier revision's order first. */
function layerPairs(
  before: BoardModel,
  after: BoardModel,
): Array<{ name: string; kind: Layer['kind']; before: Primitive[]; after: Primitive[] }> {
  const byName = new Map<string, { name: string; kind: Layer['kind']; before: Primitive[]; after: Primitive[] }>();
  for (const layer of before.layers) byName.set(layer.name, { name: layer.name, kind: layer.kind, before: layer.primitives, after: [] });
  for (const layer of after.layers) {
    const pair = byName.get(layer.name);
    if (pair) pair.after = layer.primitives;
    else byName.set(layer.name, { name: layer.name, kind: layer.kind, before: [], after: layer.primitives });
  }
  return [...byName.values()];
}

export function diffGeometry(before: BoardModel, after: BoardModel): GeometryDiff {
  const regions = new BoundedWorst<ChangedRegion>(REVISION_DIFF_MAX_LISTED);
  const offer = (region: ChangedRegion) => regions.offer(region, -(region.addedMm2 + region.removedMm2));
  const overlays = new OverlayBudget();
  const layers: LayerAreaChange[] = [];
  for (const pair of layerPairs(before, after)) {
    const change = diffLayerArea(pair.name, pair.before, pair.after, offer, (grid) => overlays.offer(pair.name, grid));
    if (change && (change.addedMm2 > 0 || change.removedMm2 > 0)) layers.push({ layer: pair.name, kind: pair.kind, ...change });
  }
  const outline = diffLayerArea('outline', outlineShape(before), outlineShape(after), offer, (grid) => overlays.offer('outline', grid));
  if (outline && (outline.addedMm2 > 0 || outline.removedMm2 > 0)) layers.push({ layer: 'outline', kind: 'outline', ...outline });
  return { layers, regions: { listed: regions.items(), total: regions.offered }, overlays: overlays.overlays };
}
