import type { PricingVersionSummary } from '#contracts/schemas/pricing.ts';
import styles from './pricing-page.module.css';

export const formatSavedAt = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every saved version, newest first: what changed, when and by whom. */
export function PricingHistory({ history }: { history: readonly PricingVersionSummary[] }) {
  return (
    <section aria-labelledby="pricing-history" className={styles.section}>
      <h2 id="pricing-history">Version history</h2>
      <ol className={styles.history} aria-label="Versions, newest first">
        {history.map((entry) => (
          <li key={entry.version} className={styles.historyItem}>
            <span className={styles.historyVersion}>Version {entry.version}</span>
            <span className={styles.historyMeta}>
              {formatSavedAt(entry.saved_at)} · {entry.saved_by}
            </span>
            {entry.note && <span className={styles.historyNote}>{entry.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
