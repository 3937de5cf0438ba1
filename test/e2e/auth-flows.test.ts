/// <reference lib="dom" />
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cognito, newCustomer } from '../support/identities.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';

const stack = inject('stack');
const site = stack.siteUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function codesTo(email: string): string[] {
  const file = path.join(stack.dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return (
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { to: string; text: string })
      .filter((m) => m.to.toLowerCase() === email.toLowerCase())
      .map((m) => m.text.match(/\b(\d{6})\b/)?.[1] ?? '')
      // Only the mails with a code: a sign-up that joins the newsletter is also sent its coupon.
      .filter(Boolean)
  );
}

/** The code of the next e-mail to `email` after `seen` earlier ones. */
async function nextCode(email: string, seen: number): Promise<string> {
  await expect.poll(() => codesTo(email).length, { timeout: 15_000 }).toBeGreaterThan(seen);
  return codesTo(email).at(-1)!;
}

async function both(page: Page, name: string) {
  await screenshot(page, `auth-${name}-desktop`);
  await page.setViewportSize(MOBILE);
  await screenshot(page, `auth-${name}-mobile`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows at mobile width`).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
}

const title = (page: Page) => page.locator('#auth-title').textContent();

async function passwordSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('auth screen', () => {
  it('signs up with every field from ?signUp=true, confirms, signs out and logs in again', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const email = `grace.${Date.now()}@example.com`;
    await page.goto(`${site}/my-account?signUp=true`);
    // The account page is a lazily loaded chunk (with Amplify): on a cold cache it renders after the load event.
    await expect.poll(() => title(page), { timeout: 20_000 }).toBe('Sign Up');
    await expect.poll(() => page.getByText('US Only - Optional').count()).toBe(1);

    // Rules show their messages (docs/messages.md#form-field-messages) once a field is left.
    const submit = page.getByRole('button', { name: 'Create account' });
    await page.getByLabel('First Name').focus();
    await page.getByLabel('Last Name').focus();
    await page.getByLabel('Phone number').fill('555123');
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Organization').focus();
    await expect.poll(() => page.getByText('First Name is required').count()).toBe(1);
    expect(await page.getByText('Invalid phone number format. Must be 10 digits.').count()).toBe(1);
    expect(await page.getByText('Password must be at least 12 characters long').count()).toBe(1);
    expect(await page.getByText('Invalid email format').count()).toBe(1);
    expect(await submit.isDisabled()).toBe(true);
    await both(page, 'sign-up-errors');

    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Flow-matic-Cobol-1959');
    await page.getByLabel('Phone number').fill('5551234567');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('(555)-123-4567');
    await page.getByLabel('Organization').fill('Navy');
    await page.getByLabel('Keep me informed about product updates, engineering tips, and offers.').check();
    await both(page, 'sign-up');
    const marketing = page.waitForRequest((r) => r.url().endsWith('/api/add-marketing-contact') && r.method() === 'PUT');
    await submit.click();
    expect((await marketing).postDataJSON()).toEqual({ email, first_name: 'Grace', last_name: 'Hopper', source: 'Create Account' });

    await page.getByText('Check email for confirmation code.').waitFor();
    await expect.poll(() => title(page)).toBe('Confirm your email address');
    await page.getByLabel('Confirmation code').fill('12ab');
    await page.getByLabel('Confirmation code').blur();
    await expect.poll(() => page.getByText('The field should have digits only').count()).toBe(1);
    await both(page, 'confirm');
    await page.getByLabel('Confirmation code').fill(await nextCode(email, 0));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByTestId('account-email').textContent(), { timeout: 20_000 }).toBe(email);
    expect(await page.getByText('Navy · (555)-123-4567').count()).toBe(1);
    // The app created the product user (PUT /users) and stored its id on the identity.
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      return key ? localStorage.getItem(key) : null;
    });
    const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims['custom:user_id']).toMatch(/^[0-9a-z]{24}$/);
    // Signed in, the header offers the cart and the account instead of "Log in/register".
    await expect.poll(() => page.getByRole('link', { name: 'Shopping cart' }).first().count()).toBeGreaterThan(0);
    await screenshot(page, 'my-account-signed-in');
    // Signed in, the page drops ?signUp=true (a later sign-out shows "Log in"); under load that replace can land after
    // the account shows, and a sign-out before it would reopen the sign-up form.
    await expect.poll(() => new URL(page.url()).searchParams.has('signUp')).toBe(false);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await passwordSignIn(page, email, 'Flow-matic-Cobol-1959');
    await expect.poll(() => page.getByTestId('account-email').textContent(), { timeout: 20_000 }).toBe(email);
    await page.close();
  });

  it('shows the sign-in and passkey modes, and refuses a wrong password', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${site}/my-account`);
    await expect.poll(() => title(page), { timeout: 10_000 }).toBe('Log in');
    for (const link of ['Forgot password?', 'Create account', 'Use passkey'])
      expect(await page.getByText(link, { exact: true }).count()).toBe(1);
    await both(page, 'sign-in');
    await passwordSignIn(page, stack.admin!.email, 'Wrong-password-1');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Incorrect username or password.');
    await both(page, 'sign-in-wrong-password');
    await page.getByRole('button', { name: 'Use passkey' }).click();
    await expect.poll(() => title(page)).toBe('Passkey sign in');
    await both(page, 'passkey');
    await page.getByRole('button', { name: 'Use password' }).click();
    await expect.poll(() => title(page)).toBe('Log in');
    await page.close();
  });

  it('sends an unconfirmed account to the confirm step', async () => {
    const email = `late.${Date.now()}@example.com`;
    const up = await cognito('SignUp', {
      ClientId: stack.userPoolClientId,
      Username: email,
      Password: 'Late-2-the-party',
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    expect(up.status).toBe(200);
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${site}/my-account`);
    await passwordSignIn(page, email, 'Late-2-the-party');
    await page.getByText('Check email for confirmation code.').waitFor();
    // Signing in to an unconfirmed account resends the code (ResendConfirmationCode), which replaces the first.
    await expect
      .poll(() => page.locator('section[data-auth-mode]').getByRole('status').textContent())
      .toBe(`Your email address is not confirmed yet. We sent a new code to ${email}.`);
    const resent = await nextCode(email, 1);
    await page.getByLabel('Confirmation code').fill(codesTo(email)[0]!);
    await page.getByRole('button', { name: 'Confirm' }).click();
    if (codesTo(email)[0] !== resent)
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid confirmation code provided, please try again.');
    await page.getByLabel('Confirmation code').fill(resent);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByTestId('account-email').textContent(), { timeout: 20_000 }).toBe(email);
    await page.close();
  });

  it('resets a forgotten password and signs in with the new one', async () => {
    const customer = await newCustomer('forgot');
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${site}/my-account`);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await expect.poll(() => title(page)).toBe('Forgot password');
    expect(await page.getByLabel('Email').inputValue()).toBe(customer.email);
    await both(page, 'forgot');
    const seen = codesTo(customer.email).length;
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect.poll(() => title(page)).toBe('Reset password');
    await page.getByLabel('New password').fill(' Leading-space-1');
    await page.getByLabel('Confirmation code').focus();
    await expect.poll(() => page.getByText('Password cannot start or end with whitespace').count()).toBe(1);
    await both(page, 'reset');
    await page.getByLabel('Confirmation code').fill(await nextCode(customer.email, seen));
    await page.getByLabel('New password').fill('Fresh-start-7');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => title(page), { timeout: 20_000 }).toBe('Success!');
    await both(page, 'reset-done');
    await page.getByRole('link', { name: 'Go to my account' }).click();
    await expect.poll(() => page.getByTestId('account-email').textContent(), { timeout: 20_000 }).toBe(customer.email);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await passwordSignIn(page, customer.email, customer.password);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Incorrect username or password.');
    await page.getByLabel('Password').fill('Fresh-start-7');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByTestId('account-email').textContent(), { timeout: 20_000 }).toBe(customer.email);
    await page.close();
  });

  it('sets up an authenticator app and asks for its code at the next sign-in', async () => {
    const customer = await newCustomer('totp');
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${site}/my-account`);
    await passwordSignIn(page, customer.email, customer.password);
    await page.getByTestId('account-email').waitFor({ timeout: 20_000 });
    await screenshot(page, 'account-desktop');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'account-mobile');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByAltText('QR code for your authenticator app').waitFor();
    const totp = new TOTP({ secret, digits: 6, period: 30 });
    await page.getByLabel('Authenticator code').fill(totp.generate());
    await screenshot(page, 'account-totp-setup');
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect.poll(() => page.getByTestId('mfa-status').textContent(), { timeout: 15_000 }).toBe('Status: On');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await passwordSignIn(page, customer.email, customer.password);
    await expect.poll(() => title(page), { timeout: 15_000 }).toBe('Two-factor authentication');
    // The code form loads with its own chunk: shoot the form, not its spinner.
    await page.getByLabel('Authenticator code').waitFor();
    await both(page, 'totp');
    await page.getByLabel('Authenticator code').fill(totp.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByTestId('account-email').textContent(), { timeout: 20_000 }).toBe(customer.email);
    await page.close();
  });

  it('edits the profile with the sign-up rules and changes the password', async () => {
    const customer = await newCustomer('profile');
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${site}/my-account`);
    await passwordSignIn(page, customer.email, customer.password);
    await page.getByTestId('account-email').waitFor({ timeout: 20_000 });

    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('First Name').fill('');
    await profile.getByLabel('Phone number').fill('12345');
    await profile.getByLabel('Organization').focus();
    await expect.poll(() => profile.getByText('First Name is required').count()).toBe(1);
    expect(await profile.getByText('Invalid phone number format. Must be 10 digits.').count()).toBe(1);
    expect(await profile.getByRole('button', { name: 'Save profile' }).isDisabled()).toBe(true);
    await profile.getByLabel('First Name').fill('Katherine');
    await profile.getByLabel('Phone number').fill('202-555-0143');
    await profile.getByLabel('Organization').fill('NASA');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => profile.getByText('Profile saved.').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('account-name').textContent()).toBe(`Katherine ${'profile'}`);
    expect(await page.getByText('NASA · (202)-555-0143').count()).toBe(1);

    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill(customer.password);
    await password.getByLabel('New password').fill(customer.password);
    await password.getByLabel('Current password').focus();
    await expect.poll(() => password.getByText('Passwords must be different').count()).toBe(1);
    // A wrong current password: the pool says NotAuthorizedException, the page the wording (docs/messages.md#identity-service-messages).
    await password.getByLabel('Current password').fill('Not-the-password-9');
    await password.getByLabel('New password').fill('Another-one-2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => password.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('Incorrect current password.');
    await password.getByLabel('Current password').fill(customer.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => password.getByText('Password changed.').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await passwordSignIn(page, customer.email, 'Another-one-2');
    await expect.poll(() => page.getByTestId('account-email').textContent(), { timeout: 20_000 }).toBe(customer.email);
    await page.close();
  });
});
