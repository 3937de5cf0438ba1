import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { RUNTIME_CONFIG_PATH } from '#contracts/runtime-config.ts';
import { firstVisitScripts, launchCounter, type FirstVisitScripts } from './first-visit-scripts.ts';
import { medianFigures, startChrome, type PageFigures } from './lighthouse-runs.ts';
import { serveSite } from './static-server.ts';

// Web benchmark (see docs/performance.md#web-benchmark): the production build
// (in a temporary folder)
// served as CloudFront would (gzip, the API of a local store behind /api),
// per public route the first-visit JavaScript (gzipped bytes with headers)
// before the first interaction, where the budget applies, and in total once
// the deferred libraries have loaded (first-visit-scripts.ts), and
// Lighthouse's mobile performance score, CLS and LCP (median of RUNS), next to
// a bare Vite + React + react-router page built in the same run. `--runs=1`
// for a quick look, `--no-api` without a store, `--verbose` lists the scripts,
// `--reports=<dir>` keeps each Lighthouse report (JSON) there.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BARE = fileURLToPath(new URL('./bare/', import.meta.url));
const ROUTES = ['/', '/components', '/capabilities', '/docs', '/blog', '/upload-board'];
const TARGETS = { jsGzBytes: 130 * 1024, score: 95, cls: 0.05, lcpMs: 2000 };
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`));
const RUNS = Number(arg('runs')?.split('=')[1] ?? 3);
// `--routes=/,/components` measures those routes only; `--no-lighthouse` counts the scripts alone (exact, fast).
const SELECTED = arg('routes')?.split('=')[1]?.split(',') ?? ROUTES;
const LIGHTHOUSE = !arg('no-lighthouse');
const REPORTS = arg('reports')?.split('=')[1];
const NO_FIGURES: PageFigures = { jsGzBytes: 0, score: NaN, cls: NaN, lcpMs: NaN, scripts: [] };

async function startStore(dataDir: string) {
  if (arg('no-api')) return null;
  const { startLocalStack } = await import('../../../local/stack.ts');
  return startLocalStack({ dataDir, web: 'none', seed: true });
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(5)} kB`;

function row(label: string, js: FirstVisitScripts, pageFigures: PageFigures): string {
  const misses = [
    js.beforeInteraction.bytes > TARGETS.jsGzBytes && 'JS',
    LIGHTHOUSE && pageFigures.score < TARGETS.score && 'score',
    pageFigures.cls > TARGETS.cls && 'CLS',
    pageFigures.lcpMs > TARGETS.lcpMs && 'LCP',
  ].filter(Boolean);
  const scripts = `${kB(js.beforeInteraction.bytes)} ${String(js.beforeInteraction.scripts.length).padStart(3)}   ${kB(js.total.bytes)} ${String(js.total.scripts.length).padStart(3)}`;
  const figures = `${scripts}   ${String(pageFigures.score).padStart(5)}   ${pageFigures.cls.toFixed(3).padStart(6)}   ${(pageFigures.lcpMs / 1000).toFixed(2).padStart(6)} s`;
  return `${label.padEnd(16)} ${figures}${misses.length ? `   ✗ ${misses.join(', ')}` : ''}`;
}

function details(js: FirstVisitScripts, pageFigures: PageFigures): string {
  const deferred = js.total.scripts.filter((s) => !js.beforeInteraction.scripts.includes(s));
  return [
    `  before interaction: ${js.beforeInteraction.scripts.join('\n    ')}`,
    `  deferred: ${deferred.join(' ') || '-'}`,
    LIGHTHOUSE ? `  during Lighthouse's load: ${kB(pageFigures.jsGzBytes).trim()}, ${pageFigures.scripts.length} scripts` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export async function run(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'copperline-web-bench-'));
  const stops: (() => Promise<unknown>)[] = [];
  try {
    // The production build (as `npm run build:web`), into the bench's own folder: web/dist is what
    // the e2e tests' preview server serves, and rebuilding it under them breaks their pages.
    const siteOut = path.join(work, 'site');
    const sha = execSync('git rev-parse HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();
    execSync(`npx vite build --config web/vite.config.ts --outDir ${JSON.stringify(siteOut)} --emptyOutDir --logLevel warn`, {
      cwd: ROOT,
      env: { ...process.env, VITE_COMMIT_SHA: sha },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const bareOut = path.join(work, 'bare');
    await build({ root: BARE, configFile: false, plugins: [react()], logLevel: 'warn', build: { outDir: bareOut, emptyOutDir: true } });

    const store = await startStore(path.join(work, 'store'));
    if (store) stops.push(store.stop);
    const site = await serveSite({
      dir: siteOut,
      apiUrl: store?.apiUrl,
      runtimeConfigPath: RUNTIME_CONFIG_PATH,
      runtimeConfig: store?.runtimeConfig ?? {
        region: 'us-east-1',
        userPoolId: 'us-east-1_bench',
        userPoolClientId: 'bench',
        analyticsEnabled: false,
      },
    });
    stops.push(site.close);
    const bare = await serveSite({ dir: bareOut });
    stops.push(bare.close);
    const chrome = LIGHTHOUSE ? await startChrome() : null;
    if (chrome) stops.push(async () => chrome.kill());
    const counter = await launchCounter();
    stops.push(() => counter.close());

    console.log(
      `Web benchmark: production build served with gzip${store ? ', a local store behind /api' : ', no API'}; Lighthouse mobile, median of ${RUNS}`,
    );
    console.log(
      `targets: JS ≤ ${TARGETS.jsGzBytes / 1024} kB gz, score ≥ ${TARGETS.score}, CLS ≤ ${TARGETS.cls}, LCP ≤ ${TARGETS.lcpMs / 1000} s\n`,
    );
    console.log(`${''.padEnd(16)} JS gz before interaction, total (kB, scripts)`);
    console.log(`${'route'.padEnd(16)} ${'before'.padStart(12)}   ${'total'.padStart(12)}   score      CLS      LCP`);
    for (const [label, url] of [['bare page', `${bare.url}/`], ...SELECTED.map((route) => [route, site.url + route])] as const) {
      const js = await firstVisitScripts(counter, url);
      const figures = chrome ? await medianFigures(chrome, url, RUNS, REPORTS) : NO_FIGURES;
      console.log(row(label, js, figures));
      if (arg('verbose')) console.log(details(js, figures));
    }
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}
