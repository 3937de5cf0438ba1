/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer } from '../support/identities.ts';
import { answerAuthenticatorCode, DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';

const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function signInOn(page: Page, login: { email: string; password: string; totpSecret?: string }) {
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await answerAuthenticatorCode(page, login.totpSecret);
}

describe('the blog', () => {
  it('a Blogger uploads an image and publishes a post; a visitor reads it and its script stays inert', async () => {
    const blogger = await newCustomer('e2e-blogger', ['Blogger']);
    const staff = await browser.newContext({ viewport: DESKTOP });
    await staff.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: stack.siteUrl }]);
    const page = await staff.newPage();

    await page.goto(`${stack.siteUrl}/internal/posts/file-upload`);
    await signInOn(page, blogger);
    await page.getByLabel(/Image \(PNG/).setInputFiles({ name: 'copper-pour.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Upload' }).click();
    const snippetField = page.getByLabel('Uploaded. Paste this into a post:');
    await snippetField.waitFor();
    const snippet = await snippetField.inputValue();
    expect(snippet).toMatch(/^!\[copper-pour\]\(\/api\/blog-images\/[0-9a-z]{24}\.png\)$/);

    await page.goto(`${stack.siteUrl}/internal/posts`);
    const slug = `pour-${Date.now().toString(36)}`;
    const title = `Copper pours that etch cleanly ${slug}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel(/Slug/).fill(slug);
    await page
      .getByLabel('Markdown')
      .fill(
        `Keep **thermal reliefs** on pads in large pours.\n\n${snippet}\n\n<script>window.__pwned = 1</script>\n\n<img src="x" onerror="window.__pwned = 2">\n\n[Click me](javascript:window.__pwned=3)`,
      );
    // The full-screen help modal locks scrolling, offers Esc, and Escape closes it.
    await page.getByRole('button', { name: 'Markdown help' }).click();
    const help = page.getByRole('dialog', { name: 'Markdown help' });
    await help.getByText('Press (Esc) to close').waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect.poll(() => help.count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('post-preview');
    await preview.locator('strong', { hasText: 'thermal reliefs' }).waitFor();
    expect(await preview.locator('script, [onerror]').count()).toBe(0);
    await screenshot(page, 'content-posts-editor-preview-desktop');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByText('Draft created.').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published.').waitFor();

    for (const [width, viewport] of Object.entries({ desktop: DESKTOP, mobile: MOBILE })) {
      const visitor = await browser.newContext({ viewport });
      await visitor.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: stack.siteUrl }]);
      const reader = await visitor.newPage();
      await reader.goto(`${stack.siteUrl}/blog`);
      await reader.getByRole('link', { name: title }).click();
      await reader.getByRole('heading', { level: 1, name: title }).waitFor();
      const body = reader.getByTestId('post-body');
      await expect.poll(() => body.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
      expect(await body.locator('script, [onerror], a[href^="javascript"]').count()).toBe(0);
      expect(await body.textContent()).toContain('<script>window.__pwned = 1</script>');
      await reader
        .getByText('Click me')
        .click()
        .catch(() => undefined);
      expect(await reader.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await reader.title()).toContain(title);
      await screenshot(reader, `content-blog-post-${width}`);
      await reader.goto(`${stack.siteUrl}/blog`);
      await reader.getByRole('link', { name: title }).waitFor();
      await screenshot(reader, `content-blog-${width}`);
      await visitor.close();
    }

    // Unpublishing asks first ("Cancel" keeps it), then the post is gone for visitors.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    const confirm = page.getByRole('dialog', { name: 'Unpublish this post?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await confirm.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await screenshot(page, 'content-posts-unpublish-confirm-desktop');
    await confirm.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByText('Unpublished.').waitFor();
    await staff.close();
    const gone = await fetch(`${stack.siteUrl}/api/posts/${slug}`);
    expect(gone.status).toBe(404);
  });
});
