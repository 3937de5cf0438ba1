import type { ChangedRegion, LayerAreaChange } from '#contracts/schemas/revision-diff.ts';
import { REVISION_DIFF_MAX_LISTED } from '#contracts/schemas/revision-diff.ts';
import type { BoardModel, Layer, Primitive } from '../board-model.ts';
import { BoundedWorst } from '../drc/bounded-worst.ts';
import { diffLayerArea } from './layer-area-diff.ts';

// Area added and removed per layer, and the changed regions of all layers, largest first.
// The outline counts as a layer: the board's shape (loops even-odd, so cut-outs are holes) as one polygon.

export interface GeometryDiff {
  layers: LayerAreaChange[];
  regions: { listed: ChangedRegion[]; total: number };
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
  const layers: LayerAreaChange[] = [];
  for (const pair of layerPairs(before, after)) {
    const change = diffLayerArea(pair.name, pair.before, pair.after, offer);
    if (change && (change.addedMm2 > 0 || change.removedMm2 > 0)) layers.push({ layer: pair.name, kind: pair.kind, ...change });
  }
  const outline = diffLayerArea('outline', outlineShape(before), outlineShape(after), offer);
  if (outline && (outline.addedMm2 > 0 || outline.removedMm2 > 0)) layers.push({ layer: 'outline', kind: 'outline', ...outline });
  return { layers, regions: { listed: regions.items(), total: regions.offered } };
}
