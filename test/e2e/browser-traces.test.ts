/// <reference lib="dom" />
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CollectedTrace } from '../../local/trace-collector.ts';
import { newCustomer } from '../support/identities.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { signedInPage } from './signed-in-page.ts';

// One click followed from the browser to the handler, as a developer would on
// /_local/traces: the SPA loads OpenTelemetry after the first paint (the local
// runtime config names the collector stand-in), and the request's span, the
// handler's span and its log lines meet under one trace id. Signed in, Amplify
// also fetches identity-pool credentials from the local Cognito front.
const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('browser traces on the local stack', () => {
  it('a click on “Shopping cart” shows up on /_local/traces with the handler’s span and log line', async () => {
    const customer = await newCustomer('traces');
    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, customer);
    const scripts: string[] = [];
    const apiRequests: Request[] = [];
    const identityCalls: { target: string; status: number }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request);
    });
    const exports: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/_local/traces/v1/traces')) exports.push(response.status());
      const target = response.request().headers()['x-amz-target'] ?? '';
      if (target.startsWith('AWSCognitoIdentityService.')) identityCalls.push({ target, status: response.status() });
    });

    await page.goto(`${stack.siteUrl}/`, { waitUntil: 'networkidle' });
    // The SDK is its own chunk, fetched after the first paint.
    await expect.poll(() => scripts.some((url) => /\/otel-tracer-/.test(url)), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(500);
    apiRequests.length = 0;

    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Shopping cart' }).click();
    await expect
      .poll(() => apiRequests.some((r) => /\/api\/shopping-cart/.test(r.url()) || /cart/.test(r.url())), { timeout: 15_000 })
      .toBe(true);
    const cartRequest = apiRequests.find((r) => /cart/.test(r.url()))!;
    const traceparent = cartRequest.headers().traceparent ?? '';
    // Recorded by the SDK: flags 01 (sampled).
    expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const [, traceId, spanId] = traceparent.split('-');

    // The batch processor exports every 5 s.
    let trace: CollectedTrace | undefined;
    let collected: CollectedTrace[] = [];
    await expect
      .poll(
        async () => {
          collected = (await (await fetch(`${stack.siteUrl}/_local/traces.json`)).json()) as CollectedTrace[];
          trace = collected.find((t) => t.traceId === traceId);
          return trace?.spans.some((s) => s.spanId === spanId && s.service === 'copperline-web') ?? false;
        },
        {
          timeout: 30_000,
          interval: 1000,
          message: `${cartRequest.url()} ${traceparent}; exports answered ${JSON.stringify(exports)}; collected ${JSON.stringify(collected.map((t) => [t.traceId, t.spans.map((s) => [s.spanId, s.service, s.name])]))}`,
        },
      )
      .toBe(true);
    expect(trace!.spans).toContainEqual(expect.objectContaining({ parentSpanId: spanId, kind: 2 }));
    expect(trace!.logs.map((l) => l.line)).toContainEqual(
      expect.objectContaining({ message: 'request', trace_id: traceId, parent_span_id: spanId, status: 200 }),
    );

    // Amplify took identity-pool credentials for the signed-in customer.
    expect(identityCalls).toContainEqual({ target: 'AWSCognitoIdentityService.GetCredentialsForIdentity', status: 200 });
    expect(identityCalls.filter((c) => c.status !== 200)).toEqual([]);

    await page.goto(`${stack.siteUrl}/_local/traces#${traceId}`);
    await expect.poll(() => page.locator(`article[id="${traceId}"]`).count()).toBe(1);
    // The viewport at the trace: the page lists every trace of the run, and a full-page capture of it late in a
    // busy shard ran past its 30 s.
    await screenshot(page, 'local-traces-desktop');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'local-traces-mobile');
    await page.setViewportSize(DESKTOP);
    await page.context().close();
  });
});
