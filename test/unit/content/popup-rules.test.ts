import { describe, expect, it } from 'vitest';
import { POPUP_DELAY_MS, dismissedPopupCookie, isExcludedPath, shouldShowPopup } from '../../../web/src/features/newsletter/popup-rules.ts';

const base = { elapsedMs: POPUP_DELAY_MS + 1, cookieHeader: '', signedIn: false, authLoading: false, menuOpen: false, pathname: '/' };

describe('newsletter pop-up rules (docs/screens.md#newsletter-pop-up, docs/states.md#newsletter-pop-up, docs/limits.md#timing)', () => {
  it('waits more than 10 seconds', () => {
    expect(POPUP_DELAY_MS).toBe(10_000);
    expect(shouldShowPopup({ ...base, elapsedMs: 9_999 })).toBe(false);
    expect(shouldShowPopup({ ...base, elapsedMs: 10_000 })).toBe(false);
    expect(shouldShowPopup(base)).toBe(true);
  });

  it('never shows again once dismissed (cookie didSeeEmailPopUp)', () => {
    expect(shouldShowPopup({ ...base, cookieHeader: 'a=b; didSeeEmailPopUp=true' })).toBe(false);
    expect(shouldShowPopup({ ...base, cookieHeader: 'didSeeEmailPopUpX=true' })).toBe(true);
  });

  it('sets the dismissal cookie for a year', () => {
    const cookie = dismissedPopupCookie(new Date('2026-01-01T00:00:00Z'));
    expect(cookie).toContain('didSeeEmailPopUp=true');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Expires=Fri, 01 Jan 2027');
  });

  it('never shows to signed-in users, nor before auth is known', () => {
    expect(shouldShowPopup({ ...base, signedIn: true })).toBe(false);
    expect(shouldShowPopup({ ...base, authLoading: true })).toBe(false);
  });

  it('never shows while the menu is open', () => {
    expect(shouldShowPopup({ ...base, menuOpen: true })).toBe(false);
  });

  it('is excluded on the order page, a board review, my-account and forgot-password', () => {
    for (const path of ['/upload-board', '/review-board/abc', '/my-account', '/forgot-password', '/my-account/']) {
      expect(isExcludedPath(path), path).toBe(true);
      expect(shouldShowPopup({ ...base, pathname: path }), path).toBe(false);
    }
    for (const path of ['/', '/blog', '/capabilities', '/review-board', '/upload-board-help'])
      expect(isExcludedPath(path), path).toBe(false);
  });
});
