import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Lighthouse's default (mobile) profile with simulated throttling, one
// headless Chromium for every run; each run starts from empty storage and
// cache, so each is a first visit. Lighthouse and its ~200 packages are the
// bench's alone: they live in ./lighthouse/ with their own lock and are
// installed on the bench's first run, not with the store
// (docs/performance.md#web-benchmark). Typed here by what the bench reads.
// Its package.json pins third-party-web under trace_engine, whose manifest
// asks for "latest": without the pin npm install and npm ci disagree on the lock.

const LIGHTHOUSE_DIR = path.join(import.meta.dirname, 'lighthouse');

export type LaunchedChrome = { port: number; kill(): void };
type Audit = { numericValue?: number; details?: { items?: unknown[] } };
type LighthouseResult = {
  lhr: {
    runtimeError?: { message: string };
    audits: Record<string, Audit | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
  };
};
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
type ChromeLauncher = { launch(options: { chromePath: string; chromeFlags: string[] }): Promise<LaunchedChrome> };

/** A module of the bench's own install, which this first brings up to its lock. */
async function benchModule<T>(name: string): Promise<T> {
  execFileSync(path.join(import.meta.dirname, '../../../bin/install-if-needed'), [LIGHTHOUSE_DIR], { stdio: 'inherit' });
  const entry = createRequire(path.join(LIGHTHOUSE_DIR, 'package.json')).resolve(name);
  return (await import(pathToFileURL(entry).href)) as T;
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export type PageFigures = { jsGzBytes: number; score: number; cls: number; lcpMs: number; scripts: string[] };

export async function startChrome(): Promise<LaunchedChrome> {
  const { launch } = await benchModule<ChromeLauncher>('chrome-launcher');
  return launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

/** One Lighthouse run; with `reportsDir`, its full report is kept there (to see what the LCP waited for). */
export async function measurePage(chrome: LaunchedChrome, url: string, reportsDir?: string): Promise<PageFigures> {
  const lighthouse = (await benchModule<{ default: Lighthouse }>('lighthouse')).default;
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportsDir) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}.json`;
    writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  return {
    jsGzBytes: scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    scripts: scripts.map((i) => new URL(i.url).pathname),
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Median of `runs` Lighthouse runs, figure by figure. */
export async function medianFigures(chrome: LaunchedChrome, url: string, runs: number, reportsDir?: string): Promise<PageFigures> {
  const all: PageFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await measurePage(chrome, url, reportsDir));
  return {
    jsGzBytes: median(all.map((f) => f.jsGzBytes)),
    score: median(all.map((f) => f.score)),
    cls: median(all.map((f) => f.cls)),
    lcpMs: median(all.map((f) => f.lcpMs)),
    scripts: all[0]!.scripts,
  };
}
