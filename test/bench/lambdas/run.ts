import { execFileSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE_BUDGET_BYTES, bundleLambdas, lambdaHandlers, TRIVIAL, weightByOrigin } from './bundle-lambdas.ts';

// Lambda bundle benchmark (see docs/performance.md#lambda-bundles): every
// function bundled with the options StoreFunction gives CDK, its minified
// size, and its module-load time (a fresh `node` importing the bundle, median
// of LOAD_RUNS, `--load-runs=5` for more; `--handler=<module>` for one function) next to a trivial bundle measured the same way in the same run.
// Budget: every bundle ≤ 1 MB minified (test/infra/lambda-bundle-size.test.ts holds it).

const LOAD_RUNS = Number(process.argv.find((a) => a.startsWith('--load-runs='))?.split('=')[1] ?? 3);
// `--handler=http/assembly/upload-bom` (repeatable) measures only those functions.
const ONLY = process.argv.filter((a) => a.startsWith('--handler=')).map((a) => a.slice('--handler='.length));

// Env the modules may read at load time; nothing is called.
const LOAD_ENV = { ...process.env, AWS_REGION: 'us-east-1', TABLE_NAME: 'bench', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const LOADER = 'const t=performance.now();await import(process.argv[1]);process.stdout.write(String(performance.now()-t))';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Median ms to import the bundle in a fresh node process. */
function loadMs(file: string): number {
  const runs: number[] = [];
  for (let i = 0; i < LOAD_RUNS; i++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', LOADER, file], { env: LOAD_ENV, encoding: 'utf8' });
    runs.push(Number(out));
  }
  return median(runs);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

export async function run(): Promise<void> {
  const handlers = ONLY.length ? lambdaHandlers().filter((h) => ONLY.includes(h)) : lambdaHandlers();
  if (handlers.length === 0) throw new Error(`No function named ${ONLY.join(', ')}`);
  const started = performance.now();
  const bundles = await bundleLambdas(handlers);
  try {
    console.log(
      `Lambda bundles: ${handlers.length} functions bundled as CDK would in ${((performance.now() - started) / 1000).toFixed(1)} s; load = median of ${LOAD_RUNS} fresh node imports`,
    );
    const file = (name: string) => path.join(bundles.outdir, `${name}.mjs`);
    const trivialMs = loadMs(file(TRIVIAL));
    console.log(`baseline, a trivial handler: ${kb(statSync(file(TRIVIAL)).size)}, load ${trivialMs.toFixed(1)} ms\n`);
    // Largest first, each printed as soon as its load is timed.
    const rows = handlers.map((h) => ({ h, bytes: statSync(file(h)).size })).sort((a, b) => b.bytes - a.bytes);
    for (const { h, bytes } of rows) {
      const ms = loadMs(file(h));
      const flag = bytes > BUNDLE_BUDGET_BYTES ? '  ✗ over 1 MB' : '';
      console.log(
        `${h.padEnd(48)} ${kb(bytes).padStart(8)}  load ${ms.toFixed(0).padStart(4)} ms  (${(ms / trivialMs).toFixed(0)}× trivial)${flag}`,
      );
    }
    // What weighs in each bundle over the budget (or the largest, when none is).
    const heavy = rows.filter((r) => r.bytes > BUNDLE_BUDGET_BYTES);
    for (const { h } of heavy.length ? heavy : rows.slice(0, 1)) {
      console.log(`\n${h}, by origin:`);
      for (const [origin, bytes] of weightByOrigin(bundles.output(h)).slice(0, 10))
        console.log(`  ${origin.padEnd(50)} ${kb(bytes).padStart(8)}`);
    }
    const sizes = rows.map((r) => r.bytes);
    if (heavy.length) process.exitCode = 1;
    console.log(
      `\n${rows.length} bundles, ${kb(sizes[sizes.length - 1]!)}–${kb(sizes[0]!)}; ${heavy.length ? `✗ ${heavy.length} over the 1 MB budget` : 'all within the 1 MB budget'}`,
    );
  } finally {
    rmSync(bundles.outdir, { recursive: true, force: true });
  }
}
