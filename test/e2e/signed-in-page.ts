/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import type { TestIdentity } from '../support/identities.ts';
import { DESKTOP, MOBILE, screenshot, screenshotOf } from './browser.ts';

// Pages of the cart and order e2e tests: signed in without the form, recording
// the analytics events the store lets out (after its gate), and screenshots at
// both widths.

export type AnalyticsEvent = { name: string; properties: Record<string, string> };

/** A page signed in as `who` (the session where Amplify v6 keeps it), recording analytics events (none signed in: `who` null). */
export async function signedInPage(
  browser: Browser,
  siteUrl: string,
  userPoolClientId: string,
  who: TestIdentity | null,
  viewport = DESKTOP,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: siteUrl }]);
  const page = await context.newPage();
  const entries: Record<string, string> = {};
  if (who) {
    const claims = JSON.parse(Buffer.from(who.accessToken.split('.')[1]!, 'base64url').toString()) as { username?: string; sub: string };
    const username = claims.username ?? claims.sub;
    const prefix = `CognitoIdentityServiceProvider.${userPoolClientId}`;
    Object.assign(entries, {
      [`${prefix}.LastAuthUser`]: username,
      [`${prefix}.${username}.idToken`]: who.idToken,
      [`${prefix}.${username}.accessToken`]: who.accessToken,
      [`${prefix}.${username}.refreshToken`]: who.refreshToken,
      [`${prefix}.${username}.clockDrift`]: '0',
    });
  }
  await page.addInitScript((items: Record<string, string>) => {
    const w = window as unknown as { analytics: unknown[] };
    w.analytics = [];
    // Recorded as a provider would: subscribed once the store's analytics gate is in place, so only events it lets out arrive.
    window.addEventListener(
      'copperline:analytics-ready',
      () => window.addEventListener('copperline:analytics', (e) => w.analytics.push((e as CustomEvent).detail)),
      { once: true },
    );
    if (sessionStorage.getItem('e2e-session-set')) return;
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-session-set', 'true');
  }, entries);
  return page;
}

/** The analytics events that reached a listener on the page so far. */
export const analyticsOf = (page: Page) => page.evaluate(() => (window as unknown as { analytics: AnalyticsEvent[] }).analytics);

/** The viewport at 390 and 1280 px, and at 390 px the parts named, whole and at their real size. */
export async function shoot(page: Page, name: string, parts: Record<string, string> = {}) {
  await page.setViewportSize(MOBILE);
  await screenshot(page, `${name}-390`);
  for (const [part, selector] of Object.entries(parts)) {
    await screenshotOf(page.locator(selector).first(), `${name}-390-${part}`);
  }
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
}
