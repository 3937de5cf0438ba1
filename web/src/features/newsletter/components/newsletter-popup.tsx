import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '#web/lib/auth/use-auth.ts';
import type { NewsletterResult } from '../newsletter-api.ts';
import { publishAnalyticsEvent } from '#web/lib/analytics-events.ts';
import { POPUP_DELAY_MS, dismissedPopupCookie, shouldShowPopup } from '../popup-rules.ts';
import { useMenuOpen } from '../use-menu-open.ts';
import { NewsletterThanks } from './newsletter-thanks.tsx';
import styles from './newsletter.module.css';

// The form (and its form library) loads when the pop-up opens, not with every page (docs/performance.md#code-splitting).
const NewsletterForm = lazy(() => import('./newsletter-form.tsx').then((m) => ({ default: m.NewsletterForm })));

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
 */
export function NewsletterPopup() {
  const { pathname } = useLocation();
  const auth = useAuth();
  const menuOpen = useMenuOpen();
  const delayPassed = useDelayPassed();
  const [state, setState] = useState<'waiting' | 'open' | 'closed'>('waiting');
  const [result, setResult] = useState<NewsletterResult>();
  const dialog = useRef<HTMLDialogElement>(null);

  const eligible = shouldShowPopup({
    elapsedMs: delayPassed ? POPUP_DELAY_MS + 1 : 0,
    cookieHeader: document.cookie,
    signedIn: auth.signedIn,
    authLoading: auth.loading,
    menuOpen,
    pathname,
  });

  // Once eligible it opens and stays open until closed (state adjusted while rendering).
  if (state === 'waiting' && eligible) setState('open');

  useEffect(() => {
    const element = dialog.current;
    if (state !== 'open' || !element || element.open) return;
    // Non-modal: a card in the corner that leaves the page usable underneath.
    element.show();
    publishAnalyticsEvent('Email pop up appeared');
  }, [state]);

  const close = (reason: 'dismissed' | 'chose') => {
    document.cookie = dismissedPopupCookie();
    if (reason === 'dismissed' && !result) publishAnalyticsEvent('Pop up dismissed');
    dialog.current?.close();
    setState('closed');
  };

  const done = (answer: NewsletterResult) => {
    document.cookie = dismissedPopupCookie();
    setResult(answer);
  };

  useEffect(() => {
    if (state !== 'open') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close('dismissed');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  if (state !== 'open') return null;
  return (
    <dialog ref={dialog} className={styles.popup} data-newsletter-popup aria-label="Newsletter sign-up">
      <button type="button" className={styles.popupClose} aria-label="Close" onClick={() => close('dismissed')}>
        ×
      </button>
      {result ? (
        <NewsletterThanks result={result} onChoose={() => close('chose')} />
      ) : (
        <>
          <h2>Get $100 off your first board order</h2>
          <p className={styles.muted}>
            Join the newsletter for engineering tips, new capabilities and offers. First-time subscribers get $100 off a first order over
            $200.
          </p>
          <Suspense fallback={<div className={styles.formPlaceholder} />}>
            <NewsletterForm source="Email pop-up" onDone={done} autoFocus />
          </Suspense>
        </>
      )}
    </dialog>
  );
}
