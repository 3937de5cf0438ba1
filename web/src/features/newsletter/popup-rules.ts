import { readCookie, serializeCookie } from '#web/lib/cookies.ts';
import { paths } from '#web/config/paths.ts';

// newsletter pop-up (docs/states.md#newsletter-pop-up): it appears once more than 10 seconds have passed
// on the page, unless it was dismissed before (cookie didSeeEmailPopUp), the
// user is signed in, the menu is open, or the route is excluded (docs/screens.md#newsletter-pop-up).

export const POPUP_DELAY_MS = 10_000;
export const POPUP_COOKIE = 'didSeeEmailPopUp';
export const POPUP_COOKIE_DAYS = 365;

/** The signed-out order page, the account page and forgot-password. */
export const POPUP_EXCLUDED_PATHS: readonly string[] = [paths.uploadBoard.path, paths.myAccount.path, paths.forgotPassword.path];

export type PopupConditions = {
  elapsedMs: number;
  cookieHeader: string;
  signedIn: boolean;
  /** While auth is still loading we do not know whether the user is signed in. */
  authLoading?: boolean;
  menuOpen: boolean;
  pathname: string;
};

/** A board's review: a guest reviews and signs up there (docs/access.md#the-guest-in-the-web-app), the card would cover it. */
const REVIEW_BOARD_PREFIX = paths.reviewBoard.getHref('');

export function isExcludedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return POPUP_EXCLUDED_PATHS.includes(path) || path.startsWith(REVIEW_BOARD_PREFIX);
}

export function hasDismissedPopup(cookieHeader: string): boolean {
  return readCookie(cookieHeader, POPUP_COOKIE) === 'true';
}

export function shouldShowPopup(conditions: PopupConditions): boolean {
  return (
    conditions.elapsedMs > POPUP_DELAY_MS &&
    !hasDismissedPopup(conditions.cookieHeader) &&
    !conditions.signedIn &&
    !conditions.authLoading &&
    !conditions.menuOpen &&
    !isExcludedPath(conditions.pathname)
  );
}

export function dismissedPopupCookie(now: Date = new Date()): string {
  return serializeCookie(POPUP_COOKIE, 'true', { days: POPUP_COOKIE_DAYS, now });
}
