import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { fallbackHandler, routes } from '#contracts/routes.ts';
import { lambdaBundling } from '../../../lib/constructs/lambda-bundling.ts';

// Lambda bundle benchmark (see docs/performance.md#lambda-bundles): every
// function bundled with the options StoreFunction gives CDK, its minified
// size, and its module-load time (a fresh `node` importing the bundle, median
// of LOAD_RUNS, `--load-runs=5` for more) next to a trivial bundle measured the same way in the same run.
// Budget: every bundle ≤ 1 MB minified.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const EVENT_HANDLERS = ['events/process-board-upload', 'events/board-upload-dead-letter', 'events/rebuild-parts-index'];
const BUDGET_BYTES = 1024 * 1024;
const LOAD_RUNS = Number(process.argv.find((a) => a.startsWith('--load-runs='))?.split('=')[1] ?? 3);
const TRIVIAL = '__trivial__';

export function lambdaHandlers(): string[] {
  const names = new Set<string>([fallbackHandler, ...EVENT_HANDLERS]);
  for (const route of Object.values(routes)) names.add(route.handler);
  return [...names].sort();
}

/** Bundles every handler (and a trivial one) as CDK would; one esbuild call, no code splitting. */
export async function bundleLambdas(outdir: string, handlers: string[]) {
  const trivial = path.join(outdir, 'trivial.ts');
  writeFileSync(trivial, 'export const handler = async () => ({ statusCode: 200 });\n');
  const entryPoints = [{ in: trivial, out: TRIVIAL }, ...handlers.map((h) => ({ in: path.join(ROOT, 'lambdas', `${h}.ts`), out: h }))];
  const result = await build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: lambdaBundling.format,
    target: lambdaBundling.target,
    mainFields: [...lambdaBundling.mainFields],
    banner: { js: lambdaBundling.banner },
    minify: lambdaBundling.minify,
    sourcemap: lambdaBundling.sourceMap,
    sourcesContent: lambdaBundling.sourcesContent,
    external: [...lambdaBundling.externalModules],
    metafile: true,
    logLevel: 'error',
  });
  return result.metafile;
}

/** Bytes in one output by package (node_modules/<pkg>) or source folder, largest first. */
export function weightByOrigin(output: Metafile['outputs'][string]): [string, number][] {
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
    const key = pkg ?? input.split('/').slice(0, 3).join('/');
    totals.set(key, (totals.get(key) ?? 0) + bytesInOutput);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

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
  const outdir = mkdtempSync(path.join(tmpdir(), 'copperline-lambdas-'));
  try {
    const handlers = lambdaHandlers();
    const started = performance.now();
    const metafile = await bundleLambdas(outdir, handlers);
    console.log(`Lambda bundles: ${handlers.length} functions bundled as CDK would in ${((performance.now() - started) / 1000).toFixed(1)} s; load = median of ${LOAD_RUNS} fresh node imports`);
    const file = (name: string) => path.join(outdir, `${name}.mjs`);
    const trivialMs = loadMs(file(TRIVIAL));
    console.log(`baseline, a trivial handler: ${kb(statSync(file(TRIVIAL)).size)}, load ${trivialMs.toFixed(1)} ms\n`);
    // Largest first, each printed as soon as its load is timed.
    const rows = handlers.map((h) => ({ h, bytes: statSync(file(h)).size })).sort((a, b) => b.bytes - a.bytes);
    for (const { h, bytes } of rows) {
      const ms = loadMs(file(h));
      const flag = bytes > BUDGET_BYTES ? '  ✗ over 1 MB' : '';
      console.log(`${h.padEnd(48)} ${kb(bytes).padStart(8)}  load ${ms.toFixed(0).padStart(4)} ms  (${(ms / trivialMs).toFixed(0)}× trivial)${flag}`);
    }
    const largest = rows[0]!;
    const output = metafile.outputs[path.relative(process.cwd(), file(largest.h))] ?? Object.entries(metafile.outputs).find(([k]) => k.endsWith(`${largest.h}.mjs`))?.[1];
    if (output) {
      console.log(`\nlargest, ${largest.h}, by origin:`);
      for (const [origin, bytes] of weightByOrigin(output).slice(0, 12)) console.log(`  ${origin.padEnd(50)} ${kb(bytes).padStart(8)}`);
    }
    const over = rows.filter((r) => r.bytes > BUDGET_BYTES).length;
    const sizes = rows.map((r) => r.bytes);
    // A bench check rather than a test: bundling all functions takes minutes on a small machine.
    if (over) process.exitCode = 1;
    console.log(`\n${rows.length} bundles, ${kb(sizes[sizes.length - 1]!)}–${kb(sizes[0]!)}; ${over ? `✗ ${over} over the 1 MB budget` : 'all within the 1 MB budget'}`);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
