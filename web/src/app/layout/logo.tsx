import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import styles from './logo.module.css';

/** The small header logo: a copper-trace "C" mark and the wordmark, 226×30, linking home. */
export function Logo() {
  return (
    <Link to={paths.home.getHref()} className={styles.logo} aria-label="Copperline home">
      <svg width="226" height="30" viewBox="0 0 226 30" role="img" aria-hidden="true">
        <rect x="1" y="1" width="28" height="28" rx="6" fill="none" stroke="#e51601" strokeWidth="2" />
        <path d="M20.5 9.2a8 8 0 1 0 0 11.6" fill="none" stroke="#e51601" strokeWidth="3" strokeLinecap="round" />
        <circle cx="20.5" cy="9.2" r="2.4" fill="#f2f2f2" />
        <circle cx="20.5" cy="20.8" r="2.4" fill="#f2f2f2" />
        <text
          x="40"
          y="23.5"
          fill="#f2f2f2"
          fontFamily="'Space Grotesk', 'Manrope', sans-serif"
          fontSize="24"
          fontWeight="700"
          textLength="184"
          lengthAdjust="spacingAndGlyphs"
        >
          Copperline
        </text>
      </svg>
    </Link>
  );
}
