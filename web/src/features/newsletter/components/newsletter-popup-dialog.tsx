import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { NewsletterResult } from '../api/sign-up-for-newsletter.ts';
import { publishAnalyticsEvent } from '#web/lib/analytics-events.ts';
import { dismissedPopupCookie } from '../popup-rules.ts';
import { NewsletterThanks } from './newsletter-thanks.tsx';
import styles from './newsletter.module.css';

// The form (and its form library) loads with the dialog, once it is open.
const NewsletterForm = lazy(() => import('./newsletter-form.tsx').then((m) => ({ default: m.NewsletterForm })));

/** The open pop-up (newsletter-popup.tsx decides when): the offer and its form, then the thanks. */
export function NewsletterPopupDialog({ onClosed }: { onClosed: () => void }) {
  const [result, setResult] = useState<NewsletterResult>();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // Non-modal: a card in the corner that leaves the page usable underneath.
    element.show();
    publishAnalyticsEvent('Email pop up appeared');
  }, []);

  const close = (reason: 'dismissed' | 'chose') => {
    document.cookie = dismissedPopupCookie();
    if (reason === 'dismissed' && !result) publishAnalyticsEvent('Pop up dismissed');
    dialog.current?.close();
    onClosed();
  };

  const done = (answer: NewsletterResult) => {
    document.cookie = dismissedPopupCookie();
    setResult(answer);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close('dismissed');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

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
