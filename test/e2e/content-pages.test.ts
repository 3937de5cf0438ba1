/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForCoupon } from '../support/outbox.ts';
import { answerAuthenticatorCode, cspViolations, DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { CONTENT_PAGES } from './public-routes.ts';
import { capabilityValues } from '#contracts/capabilities-data.ts';

const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public content pages', () => {
  for (const [width, viewport] of Object.entries({ desktop: DESKTOP, mobile: MOBILE })) {
    it(`render with a title, a meta description and no sideways overflow at ${width} width`, async () => {
      const context = await browser.newContext({ viewport });
      await context.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: stack.siteUrl }]);
      const page = await context.newPage();
      for (const [name, path] of Object.entries(CONTENT_PAGES)) {
        await page.goto(stack.siteUrl + path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // Lazy chunks, fonts and images loaded too: a policy violation may come from any of them (public-routes.ts).
        await page.waitForLoadState('networkidle');
        expect(await page.title(), path).toMatch(/Copperline/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length, path).toBeGreaterThan(40);
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), path).toBe('rgb(19, 19, 19)');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        await screenshot(page, `content-${name}-${width}`, { fullPage: true });
      }
      expect(cspViolations(browser)).toEqual([]);
      await context.close();
    });
  }

  it('/capabilities shows the rule set as tables', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${stack.siteUrl}/capabilities`);
    await page.getByRole('row', { name: /Minimum trace width/ }).waitFor();
    expect(await page.getByRole('table').count()).toBeGreaterThanOrEqual(3);
    // The silkscreen text limits (docs/board-checks.md#silkscreen-text), seen at both widths.
    const silkText = page.getByRole('row', { name: /Minimum silkscreen text height/ });
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [MOBILE, 'mobile'],
    ] as const) {
      await page.setViewportSize(viewport);
      await silkText.scrollIntoViewIfNeeded();
      expect(await silkText.textContent()).toContain(`${capabilityValues.minSilkTextHeightMm} mm`);
      await screenshot(page, `content-capabilities-silk-text-${name}`, { fullPage: false });
    }
    await page.close();
  });
});

describe('the contact form', () => {
  it('validates and sends a message', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: stack.siteUrl }]);
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/contact`);
    const send = page.getByRole('button', { name: 'Send message' });
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Name').click();
    await page.getByText('Please enter a valid email address.').waitFor();
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    const text = `Do you build 4-layer boards with ENIG in purple? ${Date.now()}`;
    await page.getByLabel('Message').fill(text);
    await send.click();
    await page.getByText('Thanks, we got your message.').waitFor();
    await context.close();

    // An Admin reads it on /internal and marks it handled.
    const staff = await browser.newContext({ viewport: DESKTOP });
    await staff.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: stack.siteUrl }]);
    const admin = await staff.newPage();
    await admin.goto(`${stack.siteUrl}/my-account`);
    await admin.getByLabel('Email').fill(stack.admin!.email);
    await admin.getByLabel('Password').fill(stack.admin!.password);
    await admin.getByRole('button', { name: 'Log in' }).click();
    // Staff answer their authenticator app's code (docs/security.md#staff-second-factor).
    await answerAuthenticatorCode(admin, stack.admin!.totpSecret);
    await admin.getByTestId('account-email').waitFor();
    await admin.goto(`${stack.siteUrl}/internal`);
    const item = admin.getByRole('listitem').filter({ hasText: text });
    await item.getByRole('button', { name: 'Mark handled' }).click();
    await expect.poll(() => item.count()).toBe(0);
    await admin.getByLabel('Show handled messages').check();
    await item.getByRole('button', { name: 'Mark unhandled' }).waitFor();
    await screenshot(admin, 'content-internal-contact-inbox-desktop');
    await staff.close();
  });
});

describe('a request limit on a form (docs/messages.md#too-many-requests)', () => {
  it('tells the visitor how long to wait when the contact form is refused with 429', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: stack.siteUrl }]);
    const page = await context.newPage();
    // The edge's answer past its per-client rule (contracts/rate-limited-answer.ts), as CloudFront would send it.
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '60' },
        body: JSON.stringify({ code: 'rate_limited', message: 'Too many requests. Try again in a moment.' }),
      }),
    );
    await page.goto(`${stack.siteUrl}/contact`);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Message').fill('Do you build 4-layer boards in purple?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Too many requests — try again in 60 seconds.').waitFor();
    await context.close();
  });
});

describe('the newsletter pop-up', () => {
  it('appears after more than 10 s, signs a visitor up, says the coupon was e-mailed (and mails it); never again after', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${stack.siteUrl}/about-us`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const popup = page.getByRole('dialog', { name: 'Newsletter sign-up' });
    await page.clock.runFor(9_000);
    expect(await popup.count()).toBe(0);
    await page.clock.runFor(1_100);
    await popup.waitFor();
    await page.clock.resume(); // let time flow again (animation frames for Playwright's stability checks)
    await screenshot(page, 'content-popup-mobile');

    const email = `popup.${Date.now()}@example.com`;
    await popup.getByLabel('Email').fill(email);
    await popup.getByRole('button', { name: 'Sign up' }).click();
    await popup.getByText('Thanks for signing up!').waitFor();
    // The code is in the visitor's mailbox, never on the page (docs/security.md#newsletter-coupon).
    expect(await popup.getByTestId('coupon-notice').textContent()).toBe(
      `If ${email} is new to our list, we have e-mailed your coupon there: $100 off your first order over $200.`,
    );
    const code = await waitForCoupon(stack.dataDir, email);
    expect(code).toMatch(/^CL100-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await popup.textContent()).not.toContain(code);
    expect(await popup.getByRole('link', { name: 'Upload a board and save $100' }).getAttribute('href')).toBe('/upload-board');
    expect(await popup.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/my-account?signUp=true');
    await screenshot(page, 'content-popup-thanks-mobile');

    await popup.getByRole('button', { name: 'Close' }).click();
    expect(await popup.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.clock.fastForward(11_000);
    await page.waitForTimeout(200);
    expect(await popup.count()).toBe(0);
    await context.close();
  });

  it('waits while the menu is open', async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await page.clock.install();
    await page.goto(`${stack.siteUrl}/capabilities`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.clock.runFor(11_000);
    const popup = page.getByRole('dialog', { name: 'Newsletter sign-up' });
    expect(await popup.count()).toBe(0);
    await page.keyboard.press('Escape'); // closes the drawer
    await popup.waitFor();
    await page.close();
  });

  it('does not appear on an excluded route such as /forgot-password', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.clock.install();
    await page.goto(`${stack.siteUrl}/forgot-password`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.clock.runFor(11_000);
    expect(await page.getByRole('dialog', { name: 'Newsletter sign-up' }).count()).toBe(0);
    await page.close();
  });
});
