import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '#web/lib/auth/use-auth.ts';
import { pageCookies } from '#web/lib/cookies.ts';
import { POPUP_DELAY_MS, shouldShowPopup } from '../popup-rules.ts';
import { useMenuOpen } from '../use-menu-open.ts';

// The dialog, and its form with the form library, load when the pop-up opens, not with every page
// (docs/performance.md#code-splitting).
const NewsletterPopupDialog = lazy(() => import('./newsletter-popup-dialog.tsx').then((m) => ({ default: m.NewsletterPopupDialog })));

/** Ticks once the pop-up delay has passed on the page (docs/states.md#newsletter-pop-up, docs/limits.md#timing: more than 10 s). */
function useDelayPassed(): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), POPUP_DELAY_MS + 1);
    return () => window.clearTimeout(timer);
  }, []);
  return passed;
}

/**
 * The newsletter pop-up, mounted once in the app layout. Once it has appeared
 * it stays until closed; closing (or signing up) sets didSeeEmailPopUp for a year.
 * Only this gate comes with every page; the dialog loads when it opens (docs/performance.md#code-splitting).
 */
export function NewsletterPopup() {
  const { pathname } = useLocation();
  const auth = useAuth();
  const menuOpen = useMenuOpen();
  const delayPassed = useDelayPassed();
  const [state, setState] = useState<'waiting' | 'open' | 'closed'>('waiting');

  const eligible = shouldShowPopup({
    elapsedMs: delayPassed ? POPUP_DELAY_MS + 1 : 0,
    cookieHeader: pageCookies(),
    signedIn: auth.signedIn,
    authLoading: auth.loading,
    menuOpen,
    pathname,
  });

  // Once eligible it opens and stays open until closed (state adjusted while rendering).
  if (state === 'waiting' && eligible) setState('open');

  if (state !== 'open') return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopupDialog onClosed={() => setState('closed')} />
    </Suspense>
  );
}
