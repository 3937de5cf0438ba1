/// <reference lib="dom" />
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rvpcWithOutlineGap } from '../support/broken-outline-board.ts';
import { api, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';

const stack = inject('stack');
const fixtures = path.resolve(import.meta.dirname, '../fixtures/boards');
let browser: Browser;
let customer: TestIdentity;

beforeAll(async () => {
  browser = await launchBrowser();
  const identity = await newCustomer('uploader');
  // The product user exists and the tokens carry its id, as after a first sign-in in the app.
  expect((await api('PUT', '/api/users', { token: identity.idToken })).status).toBe(200);
  customer = await signIn(identity.email, identity.password);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Opens /upload-board signed in: the session is put where Amplify v6 keeps it
 * (localStorage, keyed by the app client and the token's username), so the
 * test does not depend on the sign-in form, which auth-flows.test.ts covers.
 */
async function signedInUploadPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  const claims = JSON.parse(Buffer.from(customer.accessToken.split('.')[1]!, 'base64url').toString()) as { username?: string; sub: string };
  const username = claims.username ?? claims.sub;
  const prefix = `CognitoIdentityServiceProvider.${stack.userPoolClientId}`;
  const entries: Record<string, string> = {
    [`${prefix}.LastAuthUser`]: username,
    [`${prefix}.${username}.idToken`]: customer.idToken,
    [`${prefix}.${username}.accessToken`]: customer.accessToken,
    [`${prefix}.${username}.refreshToken`]: customer.refreshToken,
    [`${prefix}.${username}.clockDrift`]: '0',
  };
  await page.addInitScript((items: Record<string, string>) => {
    if (sessionStorage.getItem('e2e-session-set')) return;
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-session-set', 'true');
  }, entries);
  await page.goto(`${stack.siteUrl}/upload-board`);
  await page.getByTestId('board-drop-zone').waitFor({ timeout: 20_000 });
  return page;
}

describe('uploading a board', () => {
  it('uploads a Gerber zip, watches it being checked, and sees the render, metrics and findings', async () => {
    const page = await signedInUploadPage(DESKTOP);
    await page.getByRole('radio', { name: 'Gerber' }).check();
    expect(await page.evaluate(() => localStorage.getItem('lastCADSourceUploaded'))).toBe('Gerber');
    expect(await page.getByRole('link', { name: 'How to export from Gerber' }).getAttribute('href')).toBe('/docs?cad=gerber');
    await screenshot(page, 'upload-board-desktop');

    const started = Date.now();
    await page.getByLabel('Board file').setInputFiles(path.join(fixtures, 'tracespace-arduino-uno/arduino-uno-nested-folder.zip'));
    await page.waitForURL(/\/review-board\/[0-9a-z]{24}$/, { timeout: 20_000 });
    await page.getByTestId('board-render-top').waitFor({ timeout: 30_000 });
    console.info(`file chosen → review page rendered in ${Date.now() - started} ms`);

    // Every visible layer image loaded from storage.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('[data-testid="board-render-top"] img')).every(
            (img) => (img as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);
    expect(await page.locator('[data-testid="board-render-top"] img').count()).toBeGreaterThanOrEqual(4);
    const metrics = await page.getByTestId('board-metrics').textContent();
    expect(metrics).toMatch(/Size\s*68\.\d{3} × 53\.\d{3} mm/);
    await page.getByRole('heading', { name: 'How to read the checks' }).waitFor();
    await screenshot(page, 'review-board-desktop');

    // The first-time explanation goes away for good.
    await page.getByRole('button', { name: 'Got it' }).click();
    expect(await page.evaluate(() => localStorage.getItem('drcExplanation'))).toBe('true');

    // Findings are listed, and a marker selects its finding.
    const findings = page.getByTestId('finding');
    const count = await findings.count();
    if (count > 0) {
      const marker = page.locator('[data-testid="board-render-top"] [data-marker]').first();
      if ((await marker.count()) > 0) {
        await marker.dispatchEvent('click');
        await expect.poll(() => page.locator('[data-testid="finding"][data-selected]').count()).toBe(1);
      }
      // A finding picked in the list zooms the render onto its marker.
      await findings.first().getByRole('button').first().click();
      await expect.poll(() => page.locator('[data-testid="board-render-top"] > div').first().getAttribute('style')).toContain('scale(4)');
      await screenshot(page, 'review-board-focused-finding');
      const dismiss = findings.getByRole('button', { name: 'Dismiss', exact: true }).first();
      if ((await dismiss.count()) > 0) {
        await dismiss.click();
        await findings.getByRole('button', { name: 'Restore', exact: true }).first().waitFor();
      }
    }

    await page.getByRole('tab', { name: 'Dual image' }).click();
    await page.getByTestId('board-render-bottom').waitFor();
    // A viewer shown after the finding was picked starts whole, not zoomed onto an old request.
    expect(await page.locator('[data-testid="board-render-bottom"] > div').first().getAttribute('style')).toContain('scale(1)');
    await screenshot(page, 'review-board-dual-desktop');

    await page.setViewportSize(MOBILE);
    await page.getByRole('tab', { name: 'Bottom' }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'review-board-mobile');
    await page.close();
  });

  it('lists the components of a KiCad board and its unconnected nets as errors, then takes its next revision', async () => {
    const page = await signedInUploadPage(DESKTOP);
    await page.getByRole('radio', { name: 'KiCad' }).check();
    await page.getByLabel('Board file').setInputFiles(path.join(fixtures, 'olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb'));
    await page.getByTestId('board-render-top').waitFor({ timeout: 30_000 });
    await page.getByText(/^Components \(\d+\)$/).click();
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(10);
    expect(await page.locator('[data-testid="finding"][data-status="Error"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'review-board-kicad-components');

    // The next revision, from the review page: its own board, named B, linked both ways (docs/revisions.md).
    const revisions = page.getByRole('region', { name: 'Revisions' });
    expect(await revisions.innerText()).toContain('Revision A');
    const revA = page.url();
    await revisions.getByLabel('New revision file').setInputFiles(path.join(fixtures, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip'));
    await page.waitForURL((url) => url.href !== revA && /\/review-board\/[0-9a-z]{24}$/.test(url.pathname), { timeout: 20_000 });
    await page.getByTestId('board-render-top').waitFor({ timeout: 30_000 });
    await expect.poll(() => revisions.innerText()).toContain('Revision B');
    await screenshot(page, 'review-board-revision-b');

    // What changed since rev A, from the real pair: rev A unrouted, rev B routed (docs/revisions.md#the-diff-on-the-review-page).
    const diff = page.getByRole('region', { name: 'What changed since rev A' });
    await diff.getByTestId('revision-diff').waitFor({ timeout: 20_000 });
    expect(await diff.getByTestId('diff-board').innerText()).toContain('Same size, copper layers and outline loops.');
    expect(await diff.getByTestId('diff-layers').innerText()).toMatch(/Top copper\s+\+1,142\.3 mm²\s+−221\.2 mm²/);
    expect(await diff.getByTestId('diff-drills').innerText()).toContain('109 added, 65 removed');
    expect(await diff.getByTestId('diff-components').innerText()).toContain('35 removed');
    expect(await diff.getByTestId('diff-findings').innerText()).toContain('15 new, 71 fixed, 0 unchanged');
    expect(await diff.getByTestId('diff-price-total').innerText()).toMatch(/^Total: rev A \$[\d,.]+ → rev B \$[\d,.]+ \(\$0\.00\)$/);
    expect(await diff.getByTestId('diff-price-line').first().innerText()).toContain('unchanged');
    expect(await diff.getByTestId('diff-carry-over').innerText()).toContain('Quantity');
    const regions = page.getByTestId('changed-regions');
    expect(await regions.innerText()).toContain('and 550 more');
    const overlayTop = page.getByTestId('revision-diff-overlay-top');
    // Rev B's routing on the top copper, drawn as squares in the added colour.
    expect(await overlayTop.locator('[data-layer="top-copper"] path[data-tone="added"]').getAttribute('d')).toMatch(
      /^M\d+ \d+h\d+v\d+h-\d+z/,
    );

    // Choosing a region zooms the render to it.
    const canvas = page.getByTestId('board-render-top').locator(':scope > div');
    const scaleOf = async () => Number(/scale\(([\d.]+)\)/.exec((await canvas.getAttribute('style')) ?? '')?.[1]);
    expect(await scaleOf()).toBe(1);
    await regions
      .getByRole('button', { name: /^Top copper/ })
      .first()
      .click();
    await expect.poll(scaleOf).toBeGreaterThan(2);
    expect(await overlayTop.locator('rect[data-focused]').count()).toBe(1);
    // Two frames, so the capture shows the zoomed render rather than the frame painted before it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, 'review-board-revision-diff-zoomed');
    await diff.scrollIntoViewIfNeeded();
    await screenshot(page, 'review-board-revision-diff');
    await page.setViewportSize(MOBILE);
    // Both sides at once: the bottom render carries the bottom copper's changes.
    await page.getByRole('tab', { name: 'Dual image' }).click();
    const overlayBottom = page.getByTestId('revision-diff-overlay-bottom');
    expect(await overlayBottom.locator('[data-layer="bottom-copper"] path[data-tone="added"]').count()).toBe(1);
    expect(await overlayBottom.locator('[data-layer="top-copper"]').count()).toBe(0);
    await page.getByTestId('board-render-bottom').scrollIntoViewIfNeeded();
    await screenshot(page, 'review-board-revision-diff-dual-mobile');
    await regions.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'review-board-revision-diff-regions-mobile');
    // A long list starts folded; opened, it names each change.
    const components = diff.getByTestId('diff-components');
    // Opened as a reader would; a re-render that lands with the click may leave it closed, so it is asked again.
    const changedComponents = components.locator('details', { hasText: 'Changed components (35)' });
    await expect
      .poll(async () => {
        if (!(await changedComponents.evaluate((details) => (details as HTMLDetailsElement).open)))
          await changedComponents.getByText('Changed components (35)').click();
        return components.innerText();
      })
      .toMatch(/\n\S+: removed \(/);
    await components.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'review-board-revision-diff-components-mobile');
    await diff.getByTestId('diff-price').scrollIntoViewIfNeeded();
    await screenshot(page, 'review-board-revision-diff-mobile');
    // A region on a hidden layer shows that layer when picked.
    const topMask = page.getByLabel('Top mask', { exact: true });
    expect(await topMask.isChecked()).toBe(false);
    await regions
      .getByRole('button', { name: /^Top mask/ })
      .first()
      .click();
    await expect.poll(() => topMask.isChecked()).toBe(true);
    expect(await overlayTop.locator('[data-layer="top-mask"]').count()).toBe(1);
    await page.getByLabel('Changes since rev A').uncheck();
    expect(await overlayTop.count()).toBe(0);
    await page.setViewportSize(DESKTOP);
    await revisions.getByRole('link', { name: 'previous revision' }).click();
    await page.waitForURL(revA);
    await revisions.getByRole('link', { name: 'a newer revision exists' }).waitFor();
    expect(await revisions.getByRole('button', { name: 'Upload a new revision' }).count()).toBe(0);
    await page.close();
  });

  it('draws the proposed fix for a broken outline dashed over the render, with a legend, and the customer accepts it', async () => {
    // The RVPC with a 2 mm gap cut into its bottom edge (docs/board-checks.md#outline-fix).
    const broken = rvpcWithOutlineGap();
    const page = await signedInUploadPage(DESKTOP);
    await page.getByRole('radio', { name: 'KiCad' }).check();
    await page.getByLabel('Board file').setInputFiles({ name: 'RVPC_gap.kicad_pcb', mimeType: 'text/plain', buffer: broken });
    await page.getByTestId('board-render-top').waitFor({ timeout: 30_000 });
    await page.locator('[data-outline-proposal]').first().waitFor({ state: 'attached', timeout: 20_000 });
    await expect.poll(() => page.getByTestId('finding').allInnerTexts()).toContainEqual(expect.stringContaining('2.000 mm gap'));
    expect(await page.getByTestId('outline-proposal-legend').first().innerText()).toBe('Proposed outline');
    await page.getByTestId('board-render-top').scrollIntoViewIfNeeded();
    await screenshot(page, 'review-board-outline-proposal-desktop');
    await page.setViewportSize(MOBILE);
    await page.getByTestId('board-render-top').scrollIntoViewIfNeeded();
    await screenshot(page, 'review-board-outline-proposal-mobile');

    // The customer accepts the fix: the board is checked again with the dashed outline, and its outline error goes.
    const accept = page.getByTestId('outline-fix-accept');
    await accept.scrollIntoViewIfNeeded();
    await screenshot(page, 'review-board-outline-accept-mobile');
    await page.setViewportSize(DESKTOP);
    await accept.scrollIntoViewIfNeeded();
    await screenshot(page, 'review-board-outline-accept-desktop');
    await accept.getByRole('button', { name: 'Accept this fix' }).click();
    await page.getByTestId('accepted-outline').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('accepted-outline').innerText()).toMatch(
      /^Outline: Copperline’s proposed fix, accepted by the customer on \d{4}-\d{2}-\d{2}\.$/,
    );
    expect(await page.locator('[data-outline-proposal]').count()).toBe(0);
    expect(await page.getByTestId('finding').allInnerTexts()).not.toContainEqual(expect.stringContaining('gap'));
    expect(await page.getByTestId('outline-fix-accept').count()).toBe(0);
    await screenshot(page, 'review-board-outline-accepted-desktop');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'review-board-outline-accepted-mobile');
    await page.close();
  });

  it('tells the customer why a file cannot be processed', async () => {
    const page = await signedInUploadPage(MOBILE);
    await screenshot(page, 'upload-board-mobile');
    await page
      .getByLabel('Board file')
      .setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip at all') });
    await page.waitForURL(/\/review-board\//, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('cannot-process-reason').textContent(), { timeout: 20_000 }).toMatch(/not a zip/i);
    await screenshot(page, 'review-board-cannot-process-mobile');
    await page.close();
  });

  it('refuses a file type it cannot read before uploading, and shows not found for an unknown board', async () => {
    const page = await signedInUploadPage(DESKTOP);
    await page.getByLabel('Board file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Choose a Gerber .zip');
    // While a board is being processed the page says so and keeps asking.
    const processingId = 'p'.repeat(24);
    await page.route(`**/api/boards/${processingId}`, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          board_id: processingId,
          user_id: 'u'.repeat(24),
          file_name: 'my-board.kicad_pcb',
          cad_source: 'KiCad',
          revision: 'A',
          previous_board_id: null,
          next_board_id: null,
          lifecycle: 'Created',
          processing: 'Processing',
          processing_reason: null,
          bom_state: 'NONE',
          capabilities_version: null,
          metrics: null,
          findings: [],
          components: [],
          notes: [],
          view_box: null,
          view_box_units_per_mm: null,
          layers: [],
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        }),
      }),
    );
    await page.goto(`${stack.siteUrl}/review-board/${processingId}`);
    await page.getByTestId('board-processing').waitFor({ timeout: 20_000 });
    await screenshot(page, 'review-board-processing');

    await page.goto(`${stack.siteUrl}/review-board/${'z'.repeat(24)}`);
    await page.getByRole('heading', { name: 'Board not found' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'review-board-not-found');
    await page.close();
  });
});

// docs/access.md#the-guest-in-the-web-app: a visitor uploads, reviews and prices a board without an account, and the
// account is asked for at "Add to cart". One guest board: guest uploads per client address are limited per day.
