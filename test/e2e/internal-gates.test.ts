/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer } from '../support/identities.ts';
import { totpCode } from '../support/second-factor.ts';
import { answerAuthenticatorCode, DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';

// docs/access.md#page-gates gates on the /internal pages (who passes: web/src/config/internal-access.ts).
const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: stack.siteUrl }]);
  return context.newPage();
}

async function signInHere(page: Page, login: { email: string; password: string; totpSecret?: string }) {
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await answerAuthenticatorCode(page, login.totpSecret);
}

const heading = (page: Page) => page.locator('h1').textContent();
const forbidden = (page: Page) => page.getByRole('heading', { name: 'Access denied' });

async function bothWidths(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(MOBILE);
  await screenshot(page, `${name}-mobile`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows at mobile width`).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
}

describe('internal gates', () => {
  it('asks a signed-out visitor to log in under the page heading, then shows a customer the forbidden page', async () => {
    const customer = await newCustomer('gate-customer');
    const page = await newPage();
    await page.goto(`${stack.siteUrl}/internal`);
    await expect.poll(() => page.locator('#auth-title').textContent()).toBe('Log in');
    expect(await heading(page)).toBe('Internal');
    await signInHere(page, customer);
    await forbidden(page).waitFor({ timeout: 20_000 });
    expect(await heading(page)).toBe('Internal');
    expect(await page.getByText('this page is only for members of the Admin group').count()).toBe(1);
    expect(await page.title()).toMatch(/^Access denied/);
    await bothWidths(page, 'internal-forbidden-customer');

    await page.goto(`${stack.siteUrl}/internal/posts`);
    await forbidden(page).waitFor({ timeout: 20_000 });
    expect(await heading(page)).toBe('Posts');
    expect(await page.getByText('the Blogger group').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'New post' }).count()).toBe(0);
    // Customers have no staff tools on their account page.
    await page.goto(`${stack.siteUrl}/my-account`);
    await page.getByTestId('account-email').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('region', { name: 'Staff tools' }).count()).toBe(0);
    await page.context().close();
  });

  it('lets a Blogger into the posts editor but not the users page, and lists only their tools', async () => {
    const blogger = await newCustomer('gate-blogger', ['Blogger']);
    const page = await newPage();
    await page.goto(`${stack.siteUrl}/internal/posts`);
    await signInHere(page, blogger);
    await page.getByRole('button', { name: 'New post' }).waitFor({ timeout: 20_000 });
    expect(await forbidden(page).count()).toBe(0);
    // The internal index is Admin's; a Blogger's way back is their account page.
    expect(await page.getByRole('link', { name: '← Your staff tools' }).getAttribute('href')).toBe('/my-account#staff-tools');
    await screenshot(page, 'internal-posts-blogger');

    await page.goto(`${stack.siteUrl}/internal/users`);
    await forbidden(page).waitFor({ timeout: 20_000 });
    expect(await heading(page)).toBe('Users');
    await bothWidths(page, 'internal-forbidden-blogger');

    await page.goto(`${stack.siteUrl}/internal/posts`);
    await page.getByRole('link', { name: '← Your staff tools' }).click();
    const tools = page.getByRole('region', { name: 'Staff tools' });
    await tools.waitFor({ timeout: 20_000 });
    expect(await tools.getByRole('link').allTextContents()).toEqual(['Posts', 'Post file upload', 'Report a bug']);
    // Scrolled to, and not under the sticky 6rem header.
    const top = () => tools.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top).toBeLessThan(200);
    expect(await top()).toBeGreaterThanOrEqual(96);
    await page.context().close();
  });

  it('lets an Admin through every gate: the index and the built Admin tools', async () => {
    const page = await newPage();
    await page.goto(`${stack.siteUrl}/internal/auth-credentials`);
    await signInHere(page, stack.admin!);
    await page.getByRole('region', { name: 'Credentials' }).waitFor({ timeout: 20_000 });
    expect(await heading(page)).toBe('API credentials');
    // Every /internal route is built now: no placeholder is left.
    expect(await page.getByText('Not built yet').count()).toBe(0);
    expect(await page.getByRole('link', { name: '← All internal tools' }).count()).toBe(1);
    await page.goto(`${stack.siteUrl}/internal`);
    await page.getByRole('link', { name: 'Auth credentials' }).waitFor({ timeout: 20_000 });
    expect(await forbidden(page).count()).toBe(0);
    await page.goto(`${stack.siteUrl}/internal/parts/bins`);
    await page.getByRole('button', { name: 'Add bin' }).waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  // docs/security.md#staff-second-factor
  it('sends a staff member without a second factor to set one up first, then shows the staff page', async () => {
    const engineer = await newCustomer('gate-no-factor', ['Engineer'], { secondFactor: false });
    const page = await newPage();
    await page.goto(`${stack.siteUrl}/internal/parts/bins`);
    await signInHere(page, engineer);
    const setup = page.getByRole('region', { name: 'Two-factor authentication' });
    await setup.waitFor({ timeout: 20_000 });
    expect(await heading(page)).toBe('Part bins');
    expect(await setup.getByText(/Staff accounts need two-factor authentication before any staff page opens/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Add bin' }).count()).toBe(0);
    expect(await forbidden(page).count()).toBe(0);
    await bothWidths(page, 'internal-second-factor-required');

    await setup.getByRole('button', { name: 'Set up authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByAltText('QR code for your authenticator app').waitFor();
    await page.getByLabel('Authenticator code').fill(totpCode(secret));
    await screenshot(page, 'internal-second-factor-setup');
    await setup.getByRole('button', { name: 'Verify and turn on' }).click();
    // On at once: the gate lets the page through and its calls are answered (the bins list loads).
    await page.getByRole('button', { name: 'Add bin' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByText('Loading bins…').count(), { timeout: 20_000 }).toBe(0);
    expect(await page.getByText('Failed to load the bins.').count()).toBe(0);
    expect(await setup.count()).toBe(0);
    await screenshot(page, 'internal-second-factor-done');

    // The account page keeps it on for staff: no way to turn it off there.
    await page.goto(`${stack.siteUrl}/my-account`);
    await expect.poll(() => page.getByTestId('mfa-status').textContent(), { timeout: 20_000 }).toBe('Status: On');
    expect(await page.getByRole('button', { name: 'Turn off two-factor authentication' }).count()).toBe(0);
    expect(await page.getByText('Staff accounts keep two-factor authentication on.').count()).toBe(1);
    await page.context().close();
  });
});
