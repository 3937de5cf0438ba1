import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { RUNTIME_CONFIG_PATH } from '#contracts/runtime-config.ts';
import { medianFigures, startChrome, type PageFigures } from './lighthouse-runs.ts';
import { serveSite } from './static-server.ts';

// Web benchmark (see docs/performance.md#web-benchmark): the production build
// (in a temporary folder)
// served as CloudFront would (gzip, the API of a local store behind /api),
// per public route the first-visit JavaScript (gzipped bytes of every script
// requested during the load) and Lighthouse's mobile performance score, CLS
// and LCP (median of RUNS), next to a bare Vite + React + react-router page
// built in the same run. `--runs=1` for a quick look, `--no-api` without a store.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BARE = fileURLToPath(new URL('./bare/', import.meta.url));
const ROUTES = ['/', '/components', '/capabilities', '/docs', '/blog', '/upload-board'];
const TARGETS = { jsGzBytes: 130 * 1024, score: 95, cls: 0.05, lcpMs: 2000 };
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`));
const RUNS = Number(arg('runs')?.split('=')[1] ?? 3);

async function startStore(dataDir: string) {
  if (arg('no-api')) return null;
  const { startLocalStack } = await import('../../../local/stack.ts');
  return startLocalStack({ dataDir, web: 'none', seed: true });
}

function row(label: string, f: PageFigures): string {
  const misses = [
    f.jsGzBytes > TARGETS.jsGzBytes && 'JS',
    f.score < TARGETS.score && 'score',
    f.cls > TARGETS.cls && 'CLS',
    f.lcpMs > TARGETS.lcpMs && 'LCP',
  ].filter(Boolean);
  const figures = `${(f.jsGzBytes / 1024).toFixed(0).padStart(5)} kB   ${String(f.score).padStart(5)}   ${f.cls.toFixed(3).padStart(6)}   ${(f.lcpMs / 1000).toFixed(2).padStart(6)} s`;
  return `${label.padEnd(16)} ${figures}${misses.length ? `   ✗ ${misses.join(', ')}` : ''}`;
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
    const chrome = await startChrome();
    stops.push(async () => chrome.kill());

    console.log(
      `Web benchmark: production build served with gzip${store ? ', a local store behind /api' : ', no API'}; Lighthouse mobile, median of ${RUNS}`,
    );
    console.log(
      `targets: JS ≤ ${TARGETS.jsGzBytes / 1024} kB gz, score ≥ ${TARGETS.score}, CLS ≤ ${TARGETS.cls}, LCP ≤ ${TARGETS.lcpMs / 1000} s\n`,
    );
    console.log(`${'route'.padEnd(16)} ${'JS gz'.padStart(8)}   score      CLS      LCP`);
    console.log(row('bare page', await medianFigures(chrome, `${bare.url}/`, RUNS)));
    for (const route of ROUTES) {
      const figures = await medianFigures(chrome, site.url + route, RUNS);
      console.log(row(route, figures));
      if (arg('verbose')) console.log(`  scripts: ${figures.scripts.join(' ')}`);
    }
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}
