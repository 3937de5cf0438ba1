/// <reference lib="dom" />
import { chromium, type Browser } from 'playwright-core';
import { DEFERRED_START_MARK } from '#web/lib/after-first-use.ts';

// First-visit JavaScript, split where the page starts its deferred libraries
// (docs/performance.md#web-benchmark): a fresh context (empty cache and
// storage) opens the route and waits for the network to go quiet; every script
// requested before the `copperline:deferred-start` mark (all of them when it
// has not been set) is "before interaction". Then a key press, the page's first
// interaction, the mark (when the page defers anything) and a second quiet
// network: every script of the visit is "total".
// Bytes are Resource Timing's transferSize (the gzipped body and its headers).

export type ScriptCount = { bytes: number; scripts: string[] };
export type FirstVisitScripts = { beforeInteraction: ScriptCount; total: ScriptCount };

type Entry = { name: string; startTime: number; transferSize: number; initiatorType: string };

export async function launchCounter(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage'],
  });
}

// Each script as `path (kB)`, so `--verbose` shows where the weight is.
const count = (entries: Entry[]): ScriptCount => ({
  bytes: entries.reduce((sum, e) => sum + e.transferSize, 0),
  scripts: entries.map((e) => `${new URL(e.name).pathname} (${(e.transferSize / 1024).toFixed(1)})`),
});

export async function firstVisitScripts(browser: Browser, url: string): Promise<FirstVisitScripts> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const scriptsAndMark = () =>
      page.evaluate((mark) => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || /\.js(\?|$)/.test(e.name))
          .map((performanceEntry) => {
            const r = performanceEntry as PerformanceResourceTiming;
            return { name: r.name, startTime: r.startTime, transferSize: r.transferSize, initiatorType: r.initiatorType };
          });
        return { scripts, markAt: performance.getEntriesByName(mark)[0]?.startTime ?? null };
      }, DEFERRED_START_MARK);

    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const before = await scriptsAndMark();
    const beforeInteraction = before.scripts.filter((e) => before.markAt === null || e.startTime < before.markAt);

    await page.keyboard.press('Shift');
    // A page with nothing deferred (the bare page, a shop without analytics or a collector) never sets the mark.
    await page
      .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DEFERRED_START_MARK, { timeout: 5000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    // The deferred chunks' own imports: give them a moment past the first quiet network.
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const after = await scriptsAndMark();
    return { beforeInteraction: count(beforeInteraction), total: count(after.scripts) };
  } finally {
    await context.close();
  }
}
