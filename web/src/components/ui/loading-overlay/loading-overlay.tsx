import { Spinner } from '../spinner/spinner.tsx';
import styles from './loading-overlay.module.css';

export type LoadingOverlayProps = {
  loading: boolean;
  text?: string;
};

/** Covers the page with a spinner and a text while `loading` is true. */
export function LoadingOverlay({ loading, text = 'Loading…' }: LoadingOverlayProps) {
  if (!loading) return null;
  return (
    <div className={styles.overlay} aria-busy="true">
      <div className={styles.panel}>
        <Spinner text={text} />
      </div>
    </div>
  );
}
