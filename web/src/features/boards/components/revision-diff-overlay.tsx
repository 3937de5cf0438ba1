import type { ChangedRegion } from '#contracts/schemas/revision-diff.ts';
import type { Side } from '../board-layers.ts';
import { regionOnSide, regionRect, regionTone } from '../revision-diff-regions.ts';
import styles from './revision-diff.module.css';

type Props = {
  regions: readonly ChangedRegion[];
  side: Side;
  /** View-box units per mm. */
  k: number;
  /** The region the list zoomed to, drawn thicker. */
  focusedIndex: number | null;
};

/**
 * The changed regions of the revision's diff drawn on one side's render, inside the markers' SVG (same viewBox): each
 * a box in the added or removed colour, or outlined in both when it holds both (docs/revisions.md#the-diff-on-the-review-page).
 */
export function RevisionDiffOverlay({ regions, side, k, focusedIndex }: Props) {
  return (
    <g
      className={styles.overlay}
      data-testid={`revision-diff-overlay-${side}`}
      data-focusing={focusedIndex !== null || undefined}
      aria-hidden="true"
    >
      {regions.map((region, index) => {
        if (!regionOnSide(region, side)) return null;
        const rect = regionRect(region, k);
        return (
          <rect
            key={index}
            {...rect}
            data-region-index={index}
            data-tone={regionTone(region)}
            data-focused={index === focusedIndex || undefined}
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
    </g>
  );
}
