import type { ChangedRegion } from '#contracts/schemas/revision-diff.ts';
import { regionInView, regionTone } from '../revision-diff-regions.ts';
import { moreText, regionText } from '../revision-diff-text.ts';
import styles from './revision-diff.module.css';

type Props = {
  previousRevision: string;
  regions: { listed: readonly ChangedRegion[]; total: number };
  viewBox: readonly [number, number, number, number];
  /** View-box units per mm. */
  k: number;
  focusedIndex: number | null;
  onZoom: (index: number) => void;
};

/**
 * Under the renders: the overlay's legend and the changed regions, largest first, each a button that zooms the render
 * to it (docs/revisions.md#the-diff-on-the-review-page). The overlay's switch is among the layers'.
 */
export function ChangedRegions({ previousRevision, regions, viewBox, k, focusedIndex, onZoom }: Props) {
  const more = moreText(regions.listed.length, regions.total);
  // Regions this render shows come first; the rest are listed after them, still largest first.
  const ordered = regions.listed.map((region, index) => ({ region, index, inView: regionInView(region, viewBox, k) }));
  ordered.sort((a, b) => Number(b.inView) - Number(a.inView));
  return (
    <section className={styles.changes} aria-labelledby="changed-regions-heading" data-testid="changed-regions">
      <h2 id="changed-regions-heading">Changed regions since rev {previousRevision}</h2>
      <ul className={styles.legend} aria-label="Colours of the changes">
        <li>
          <span className={styles.swatch} data-tone="added" aria-hidden="true" /> Added in this revision
        </li>
        <li>
          <span className={styles.swatch} data-tone="removed" aria-hidden="true" /> Removed since rev {previousRevision}
        </li>
        <li>
          <span className={styles.swatch} data-tone="both" aria-hidden="true" /> Both
        </li>
      </ul>
      {regions.total === 0 ? (
        <p className={styles.muted}>No copper, mask, silkscreen, paste or outline changed.</p>
      ) : (
        <ol className={styles.regionList}>
          {ordered.map(({ region, index, inView }) => (
            <li key={index}>
              {inView ? (
                <button type="button" aria-pressed={index === focusedIndex} data-tone={regionTone(region)} onClick={() => onZoom(index)}>
                  <span className={styles.swatch} data-tone={regionTone(region)} aria-hidden="true" />
                  <span className={styles.numbers}>{regionText(region)}</span>
                </button>
              ) : (
                <span className={styles.outside}>
                  <span className={styles.swatch} data-tone={regionTone(region)} aria-hidden="true" />
                  <span className={styles.numbers}>
                    {regionText(region)} (outside this revision&apos;s drawing: the board moved on the sheet)
                  </span>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {more && <p className={styles.muted}>{more} (the largest are listed)</p>}
    </section>
  );
}
