import styles from './spinner.module.css';

export type SpinnerProps = {
  /** Optional text next to the icon; without it the spinner is labelled "Loading". */
  text?: string;
  /** Icon size in pixels; 24 by default (docs/screens.md#modals-and-spinners). */
  size?: number;
  className?: string;
};

export function Spinner({ text, size = 24, className }: SpinnerProps) {
  return (
    <span role="status" className={[styles.spinner, className].filter(Boolean).join(' ')}>
      <svg className={styles.icon} width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={styles.track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {text ? <span>{text}</span> : <span className="visually-hidden">Loading</span>}
    </span>
  );
}
