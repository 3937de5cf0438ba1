/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, signIn, type TestIdentity } from '../support/identities.ts';
import { DESKTOP, launchBrowser } from './browser.ts';
import { shoot, signedInPage } from './signed-in-page.ts';

// An Admin makes an API credential on /internal/auth-credentials, copies the
// secret shown once, rotates it (a new secret, the old token stops) and
// revokes it (the new token stops too).
const stack = inject('stack');
let browser: Browser;
let admin: TestIdentity;

beforeAll(async () => {
  browser = await launchBrowser();
  const first = await signIn(stack.admin!.email, stack.admin!.password);
  await api('PUT', '/api/users', { token: first.idToken });
  admin = await signIn(stack.admin!.email, stack.admin!.password);
});
afterAll(async () => {
  await browser?.close();
});

/** A token for the client id and secret shown on the page, from the token URL shown there. */
async function tokenFrom(page: Page): Promise<string> {
  const card = page.getByTestId('credential-secret');
  const clientId = (await card.getByTestId('secret-client-id').textContent())!;
  const secret = (await card.getByTestId('secret-value').textContent())!;
  const tokenUrl = (await card.locator('dd code').nth(2).textContent())!;
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const boardsWith = async (token: string) => (await api('GET', '/api/boards', { token })).status;

describe('API credentials page', () => {
  it('creates a credential with its secret shown once, rotates it and revokes it', async () => {
    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, admin, DESKTOP);
    await page.goto(`${stack.siteUrl}/internal/auth-credentials`);
    await page.getByRole('heading', { name: 'API credentials', level: 1 }).waitFor({ timeout: 20_000 });
    const name = `CI upload ${Date.now().toString(36)}`;

    const form = page.getByRole('form', { name: 'New API credential' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('boards.write').check();
    expect(await form.getByLabel('boards.read').isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Create credential' }).click();

    const card = page.getByTestId('credential-secret');
    await card.waitFor();
    expect(await card.getByRole('alert').textContent()).toContain('shown only this once');
    const firstSecret = await card.getByTestId('secret-value').textContent();
    const row = page.getByTestId('credential-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/boards\.read, boards\.write.*Active/);
    expect(await row.textContent()).toContain(admin.email);
    const firstToken = await tokenFrom(page);
    expect(await boardsWith(firstToken)).toBe(200);
    await shoot(page, 'auth-credentials-secret', { secret: '[data-testid="credential-secret"]' });

    await card.getByRole('button', { name: 'I have stored it' }).click();
    await card.waitFor({ state: 'detached' });
    // Gone for good: the page has no way to show it again.
    expect(await page.content()).not.toContain(firstSecret!);

    await row.getByRole('button', { name: 'Rotate' }).click();
    await page.getByRole('dialog', { name: 'Rotate this credential?' }).getByRole('button', { name: 'Rotate' }).click();
    await card.waitFor();
    expect(await card.getByTestId('secret-value').textContent()).not.toBe(firstSecret);
    const secondToken = await tokenFrom(page);
    expect(await boardsWith(firstToken)).toBe(401);
    expect(await boardsWith(secondToken)).toBe(200);
    const newClientId = (await card.getByTestId('secret-client-id').textContent())!;
    await expect.poll(async () => row.textContent()).toContain(newClientId);
    await card.getByRole('button', { name: 'I have stored it' }).click();

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke this credential?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(async () => row.textContent()).toContain('Revoked');
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await boardsWith(secondToken)).toBe(401);
    await shoot(page, 'auth-credentials', { list: '#credentials', form: '#new-credential' });
    await page.close();
  }, 120_000);
});
