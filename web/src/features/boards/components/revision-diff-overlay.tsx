import type { CSSProperties } from 'react';
import type { ChangedRegion, LayerOverlay } from '#contracts/schemas/revision-diff.ts';
import type { Side } from '../board-layers.ts';
import { overlayTransform, regionOnSide, regionRect, regionTone } from '../revision-diff-regions.ts';
import styles from './revision-diff.module.css';

type Props = {
  regions: readonly ChangedRegion[];
  /** The changed squares per layer; a layer without one is shown by its region boxes, filled. */
  overlays: readonly LayerOverlay[];
  side: Side;
  visibleLayers: ReadonlySet<string>;
  /** View-box units per mm. */
  k: number;
  /** The region the list zoomed to, drawn thicker. */
  focusedIndex: number | null;
  /** The render's zoom, which the boxes' strokes undo to stay thin. */
  zoom: number;
};

/**
 * The revision's changes drawn on one side's render, inside the markers' SVG (same viewBox): the changed squares of
 * each layer shown, in the added and the removed colour; the region boxes of a shown layer without squares; and the
 * box of the region picked in the list (docs/revisions.md#the-diff-on-the-review-page).
 */
export function RevisionDiffOverlay({ regions, overlays, side, visibleLayers, k, focusedIndex, zoom }: Props) {
  const withSquares = new Set(overlays.map((overlay) => overlay.layer));
  return (
    <g
      className={styles.overlay}
      data-testid={`revision-diff-overlay-${side}`}
      data-focusing={focusedIndex !== null || undefined}
      style={{ '--zoom': zoom } as CSSProperties}
      aria-hidden="true"
    >
      {overlays.map((overlay) =>
        regionOnSide(overlay, side) && visibleLayers.has(overlay.layer) ? (
          <g key={overlay.layer} transform={overlayTransform(overlay, k)} data-layer={overlay.layer}>
            <path d={overlay.added} data-tone="added" />
            <path d={overlay.removed} data-tone="removed" />
          </g>
        ) : null,
      )}
      {regions.map((region, index) => {
        // A region's box: where its layer has no squares, and around the one picked in the list (even on a hidden layer).
        const focused = index === focusedIndex;
        if (!regionOnSide(region, side) || (!focused && (withSquares.has(region.layer) || !visibleLayers.has(region.layer)))) return null;
        return (
          <rect
            key={index}
            {...regionRect(region, k)}
            data-region-index={index}
            data-tone={regionTone(region)}
            data-filled={!withSquares.has(region.layer) || undefined}
            data-focused={focused || undefined}
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
    </g>
  );
}
