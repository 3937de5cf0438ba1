import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { hasSeenMovingBanner, seenMovingBannerCookie } from './moving-banner-memory.ts';
import styles from './moving-banner.module.css';

/** "We are moving!" until dismissed; the dismissal is remembered for a year. */
export function MovingBanner() {
  const [visible, setVisible] = useState(() => !hasSeenMovingBanner(document.cookie));
  if (!visible) return null;

  function dismiss() {
    document.cookie = seenMovingBannerCookie();
    setVisible(false);
  }

  return (
    <aside className={styles.banner} aria-label="Announcement">
      <p className={styles.text}>
        <strong>We are moving!</strong> Copperline has a new home for building your boards.{' '}
        <Link to={paths.pressWeAreMoving.getHref()} className={styles.link}>
          Read the announcement
        </Link>
      </p>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label="Dismiss announcement">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
