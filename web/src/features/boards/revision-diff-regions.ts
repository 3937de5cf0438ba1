import type { ChangedRegion, LayerOverlay } from '#contracts/schemas/revision-diff.ts';
import type { Side } from './board-layers.ts';

// The changed regions of a revision's diff on the renders (docs/revisions.md#the-diff-on-the-review-page): which
// side's render shows each, its colour, and its box in the renders' viewBox units (mm with y up, drawn at (x·k, −y·k)
// like the findings and part markers).

/** Added only, removed only, or both inside one region. */
export type RegionTone = 'added' | 'removed' | 'both';

export type RegionRect = { x: number; y: number; width: number; height: number };

/** A side's layer ("top-copper", "bottom-silk") shows on that side only; inner copper, drills and the outline on both. */
export function regionOnSide(region: Pick<ChangedRegion, 'layer'>, side: Side): boolean {
  const other = side === 'top' ? 'bottom-' : 'top-';
  return !region.layer.startsWith(other);
}

/** The side a region is best seen from: its own layer's side, the top when it is on both. */
export function regionSide(region: Pick<ChangedRegion, 'layer'>): Side {
  return region.layer.startsWith('bottom-') ? 'bottom' : 'top';
}

export function regionTone(region: Pick<ChangedRegion, 'addedMm2' | 'removedMm2'>): RegionTone {
  if (region.addedMm2 > 0 && region.removedMm2 > 0) return 'both';
  return region.removedMm2 > 0 ? 'removed' : 'added';
}

export function regionRect(region: ChangedRegion, unitsPerMm: number): RegionRect {
  return {
    x: region.minX * unitsPerMm,
    y: -region.maxY * unitsPerMm,
    width: (region.maxX - region.minX) * unitsPerMm,
    height: (region.maxY - region.minY) * unitsPerMm,
  };
}

/**
 * Whether a region touches this revision's render. Both revisions are compared in their own coordinates, so when the
 * board moved on the drawing sheet, what the earlier revision had lies outside the later one's render.
 */
export function regionInView(region: ChangedRegion, viewBox: readonly [number, number, number, number], unitsPerMm: number): boolean {
  const rect = regionRect(region, unitsPerMm);
  const [left, top, width, height] = viewBox;
  return rect.x <= left + width && rect.x + rect.width >= left && rect.y <= top + height && rect.y + rect.height >= top;
}

/** The SVG transform that draws an overlay's squares (x right, y up from its origin) in the renders' viewBox units. */
export function overlayTransform(overlay: Pick<LayerOverlay, 'squareMm' | 'originX' | 'originY'>, unitsPerMm: number): string {
  const scale = overlay.squareMm * unitsPerMm;
  return `matrix(${scale} 0 0 ${-scale} ${overlay.originX * unitsPerMm} ${-overlay.originY * unitsPerMm})`;
}
