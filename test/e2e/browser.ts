/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { totpCode } from '../support/second-factor.ts';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

const cspViolationsByBrowser = new WeakMap<Browser, string[]>();

/** Content-Security-Policy violations Chromium reported so far on any page of this browser ("<url>: <what>"). */
export const cspViolations = (browser: Browser): string[] => [...(cspViolationsByBrowser.get(browser) ?? [])];

// Every page reports CSP violations twice: a `securitypolicyviolation` event
// (relayed to the console by an init script) and Chromium's own "Refused to …"
// console error. Both are collected; see docs/security.md#how-it-is-tested.
async function watchCsp(context: BrowserContext, found: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/^CSP violation: |Content Security Policy/.test(text)) found.push(`${message.page()?.url() ?? '?'}: ${text}`);
  });
}

// A prerendered page is on screen before the app has started, its buttons and fields not yet React's
// (docs/performance.md#prerendered-pages). A person waits for it without noticing; tests would act too early:
// every page's goto and reload of the app (a document with #root) also waits for `<html data-app-ready>`, set by
// the app's first render. A page
// that never starts (a test that blocks it) is left to its own assertions after APP_START_WAIT_MS.
const APP_START_WAIT_MS = 15_000;
function waitForAppOnLoad(page: Page): Page {
  const appStarted = () =>
    page
      .waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true', null, {
        timeout: APP_START_WAIT_MS,
        // Every 50 ms rather than every animation frame, which would have Chromium draw frames while it waits.
        polling: 50,
      })
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appStarted();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appStarted();
    return response;
  };
  return page;
}

// Pages ask for reduced motion, which the store honours (web/src/styles/global.css): a spinner or a transition
// on screen would have Chromium draw 60 frames a second for as long as it shows, and the longer the machine is
// busy the more of them (docs/contributing.md#the-test-suite). Screenshots show still pages.
const STILL = { reducedMotion: 'reduce' } as const;

/**
 * The run's Chromium (started by the e2e global setup), or one of its own where a project starts none. Every
 * context and page it opens collects CSP violations, and `close()` fails the test file if there were any.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const found: string[] = [];
  cspViolationsByBrowser.set(browser, found);
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  const close = browser.close.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ ...STILL, ...options });
    await watchCsp(context, found);
    const contextPage = context.newPage.bind(context);
    // Without JavaScript the app never starts: nothing to wait for.
    if (options?.javaScriptEnabled !== false) context.newPage = async () => waitForAppOnLoad(await contextPage());
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage({ ...STILL, ...options });
    await watchCsp(page.context(), found);
    return waitForAppOnLoad(page);
  };
  browser.close = async (options) => {
    await close(options);
    if (found.length > 0) throw new Error(`Content-Security-Policy violations:\n${found.join('\n')}`);
  };
  return browser;
}

// PNG, not JPEG: a JPEG costs Chromium a quarter of the CPU to encode (0.05 against 0.17 core-s for a 1280 × 800
// viewport), but over a whole e2e run the difference was inside the noise, and PNG is what the file viewer shows.
const CAPTURE = { type: 'png' } as const;

/** Where a screenshot of this name is written (`test-results/screenshots/<name>.png`). */
export function screenshotFile(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}.png`);
}

/** One element, as it is on screen (a render, a form control), into `screenshotFile(name)`. */
export async function screenshotOf(element: Locator, name: string): Promise<string> {
  const file = screenshotFile(name);
  await element.screenshot({ path: file, ...CAPTURE });
  return file;
}

/**
 * The viewport as it is: the place the test last acted on (a modal, a scrolled-to section). `{ fullPage: true }`: the
 * whole page from the top, which costs a multiple of the viewport (docs/contributing.md#the-test-suite), so only where
 * the whole page is what is looked at.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const file = screenshotFile(name);
  const fullPage = options.fullPage ?? false;
  // From the top: a full-page capture of a scrolled page paints the sticky header mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage, ...CAPTURE });
  return file;
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** Signs in through the account page as a person would; resolves once Amplify has stored the tokens. */
/**
 * After "Log in": an account with an authenticator app (every test staff member, docs/security.md#staff-second-factor)
 * is asked for its code, which is computed from the secret, as the app would.
 */
export async function answerAuthenticatorCode(page: Page, totpSecret: string | undefined): Promise<void> {
  if (!totpSecret) return;
  const field = page.getByLabel('Authenticator code');
  await field.waitFor({ timeout: 20_000 });
  await field.fill(totpCode(totpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

export async function signInThroughAccountPage(
  page: Page,
  siteUrl: string,
  login: { email: string; password: string; totpSecret?: string },
): Promise<void> {
  await page.goto(`${siteUrl}/my-account`);
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await answerAuthenticatorCode(page, login.totpSecret);
  // The header's account link hides in the drawer at 390 px, so wait on storage instead: every token
  // Amplify keeps (a page opened between its writes would find the session half stored and be signed
  // out), and the sign-in form gone (the after-sign-in work on the account page has finished).
  const deadline = Date.now() + 20_000;
  const stored = () =>
    page.evaluate(() =>
      ['.idToken', '.accessToken', '.refreshToken', '.LastAuthUser'].every((end) => Object.keys(localStorage).some((k) => k.endsWith(end))),
    );
  while (!(await stored()) || (await page.getByRole('button', { name: 'Log in' }).count()) > 0) {
    if (Date.now() > deadline) throw new Error(`Signing in as ${login.email} did not finish within 20 s`);
    await page.waitForTimeout(200);
  }
}

/** A download's bytes (read through Playwright, so it works with the run's shared browser, which is remote). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
