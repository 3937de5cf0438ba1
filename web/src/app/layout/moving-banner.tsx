import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { hasSeenMovingBanner, seenMovingBannerCookie } from './moving-banner-memory.ts';
import styles from './moving-banner.module.css';
import { CloseIcon } from '#web/components/ui/close-icon/close-icon.tsx';

// The cookie changes only through dismiss(), which re-renders by itself.
const noChanges = () => () => undefined;

/** "We are moving!" until dismissed; the dismissal is remembered for a year. */
export function MovingBanner() {
  // A prerendered page shows the banner (no cookies at build time); the app hides it once hydrated if it was dismissed.
  const seen = useSyncExternalStore(
    noChanges,
    () => hasSeenMovingBanner(document.cookie),
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);
  if (seen || dismissed) return null;

  function dismiss() {
    document.cookie = seenMovingBannerCookie();
    setDismissed(true);
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
        <CloseIcon size={18} strokeWidth={2.5} />
      </button>
    </aside>
  );
}
