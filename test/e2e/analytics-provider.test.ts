/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { signedInPage } from './signed-in-page.ts';

// docs/analytics.md#the-provider: the store's events reach the analytics provider (locally its
// stand-in, docs/local-stack.md#analytics) through posthog-js, batched; nothing goes out for staff.
const stack = inject('stack');
let browser: Browser;
let customer: TestIdentity;
let analyticsHost: string;

type Captured = { event: string; distinctId: string; properties: Record<string, unknown>; batch: number };

beforeAll(async () => {
  browser = await launchBrowser();
  const identity = await newCustomer('analytics');
  expect((await api('PUT', '/api/users', { token: identity.idToken })).status).toBe(200);
  customer = await signIn(identity.email, identity.password);
  const config = (await (await fetch(`${stack.siteUrl}/runtime-config.json`)).json()) as {
    analyticsApiHost?: string;
    analyticsProjectKey?: string;
  };
  expect(config.analyticsProjectKey).toBeTruthy();
  analyticsHost = config.analyticsApiHost!;
});
afterAll(async () => {
  await browser?.close();
});

const captured = async (): Promise<Captured[]> => (await (await fetch(`${analyticsHost}/_events`)).json()) as Captured[];

/** The SDK's distinct id on this page (PostHog keeps it in localStorage and a cookie, `ph_<key>_posthog`). */
const distinctIdOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^ph_.*_posthog$/.test(k));
    return key ? ((JSON.parse(localStorage.getItem(key)!) as { distinct_id?: string }).distinct_id ?? null) : null;
  });

/**
 * A customer's browser: posthog-js drops the events of browsers that look like bots, headless or automated Chromium's included
 * (docs/analytics.md#the-provider), so the page presents itself as the same Chromium with a screen and no automation.
 */
async function asRealBrowser(page: Page): Promise<Page> {
  const userAgent = (await page.evaluate(() => navigator.userAgent)).replace('HeadlessChrome', 'Chrome');
  await page.addInitScript((ua: string) => {
    // The three signs it checks: the user agent, its client hints' brands, and navigator.webdriver (set under automation).
    Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => ua });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
  }, userAgent);
  return page;
}

/** Every request the page makes to the analytics host. */
function requestsToProvider(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(analyticsHost)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

describe('analytics reach the provider', () => {
  it('a customer uploads a board: "Already signed in", "Upload board" and "Board failed" arrive batched, under the customer’s id', async () => {
    const page = await asRealBrowser(await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, customer, MOBILE));
    const sent = requestsToProvider(page);
    await page.goto(`${stack.siteUrl}/upload-board`);
    await page.getByTestId('board-drop-zone').waitFor({ timeout: 20_000 });
    await page
      .getByLabel('Board file')
      .setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip at all') });
    await page.waitForURL(/\/review-board\/[0-9a-z]{24}$/, { timeout: 20_000 });
    const boardId = page.url().split('/').pop()!;
    await page.getByTestId('cannot-process-reason').waitFor({ timeout: 20_000 });

    const mine = async () => {
      const id = await distinctIdOf(page);
      return (await captured()).filter((e) => id && e.distinctId === id);
    };
    await expect
      .poll(async () => (await mine()).map((e) => e.event), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['Already signed in', 'Upload board', 'Board failed', 'Customer saw board failed']));
    const events = await mine();
    const upload = events.find((e) => e.event === 'Upload board')!;
    expect(upload.properties).toMatchObject({ cad_source: expect.any(String) });
    expect(events.find((e) => e.event === 'Board failed')!.properties).toMatchObject({
      board_id: boardId,
      reason: expect.stringMatching(/zip/i),
    });
    // Batched: at least one request carried more than one event.
    const perBatch = new Map<number, number>();
    for (const e of events) perBatch.set(e.batch, (perBatch.get(e.batch) ?? 0) + 1);
    expect(Math.max(0, ...perBatch.values())).toBeGreaterThan(1);
    // Identified by the product user id, never the e-mail address.
    expect(await distinctIdOf(page)).toMatch(/^[0-9a-z]{24}$/);
    expect(JSON.stringify(events)).not.toContain(customer.email);
    // Only the bundled SDK ran: no script was loaded from the provider.
    expect(sent.filter((p) => /\.js$/.test(p))).toEqual([]);
    // The flags the provider answered are kept in a cookie for the next visit.
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'copperline_flags')?.value ?? '', { timeout: 10_000 })
      .toContain('local-demo-on');

    // A revisit shows the failure again but does not count it again.
    await page.reload();
    await page.getByTestId('cannot-process-reason').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await mine()).filter((e) => e.event === 'Customer saw board failed').length, { timeout: 20_000 })
      .toBe(2);
    expect((await mine()).filter((e) => e.event === 'Board failed')).toHaveLength(1);

    // The local page beside the outbox lists them.
    for (const [viewport, name] of [
      [DESKTOP, 'local-analytics-desktop'],
      [MOBILE, 'local-analytics-mobile'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${stack.siteUrl}/_local/analytics`);
      await page.getByRole('heading', { name: 'Local analytics' }).waitFor();
      expect(await page.getByRole('cell', { name: 'Board failed', exact: true }).count()).toBeGreaterThan(0);
      await screenshot(page, name);
    }
    await page.context().close();
  });

  it('a signed-out visitor’s newsletter sign-up arrives; staff who are signed in send nothing and never load the SDK', async () => {
    const visit = async (who: TestIdentity | null) => {
      const page = await asRealBrowser(await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, who, DESKTOP));
      const sent = requestsToProvider(page);
      const scripts: string[] = [];
      page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
      await page.goto(`${stack.siteUrl}/newsletter`);
      if (who)
        await page
          .getByRole('link', { name: /My account/ })
          .first()
          .waitFor({ state: 'attached', timeout: 20_000 });
      const form = page.getByRole('form', { name: 'Newsletter sign-up' });
      await form.getByLabel('Email').fill(`analytics.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
      await form.getByRole('button', { name: 'Sign up' }).click();
      await page.getByText('Thanks for signing up!').waitFor({ timeout: 20_000 });
      return { page, sent, scripts };
    };

    const visitor = await visit(null);
    await expect
      .poll(
        async () => {
          const id = await distinctIdOf(visitor.page);
          return (await captured()).filter((e) => e.distinctId === id).map((e) => e.event);
        },
        { timeout: 20_000 },
      )
      .toContain('Sign-up for newsletter');
    expect(visitor.scripts.some((s) => /\/posthog-client-/.test(s))).toBe(true);
    await visitor.page.context().close();

    const admin = stack.admin!;
    const staff = await visit(await signIn(admin.email, admin.password));
    // Long enough for a batch to have gone out (posthog-js flushes every few seconds).
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(staff.sent).toEqual([]);
    expect(staff.scripts.filter((s) => /\/posthog-client-/.test(s))).toEqual([]);
    expect(await distinctIdOf(staff.page)).toBeNull();
    await staff.page.context().close();
  });
});
