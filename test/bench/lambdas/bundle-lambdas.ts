import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { fallbackHandler, routes } from '#contracts/routes.ts';
import { bundleAliases, installedModulesOf, lambdaBundling } from '../../../lib/constructs/lambda-bundling.ts';

// Bundles every function with the options StoreFunction gives CDK (no code
// splitting, as CDK bundles each function alone): one esbuild call per set of
// installed packages (left out, like CDK's nodeModules), so one call for most.
// The lambdas bench and the bundle-size test both use it
// (docs/performance.md#lambda-bundles).

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// Every event consumer: each module of lambdas/events/ that exports a handler.
const EVENT_HANDLERS = readdirSync(path.join(ROOT, 'lambdas/events'))
  .filter((file) => file.endsWith('.ts') && /export const handler\b/.test(readFileSync(path.join(ROOT, 'lambdas/events', file), 'utf8')))
  .map((file) => `events/${file.slice(0, -'.ts'.length)}`);

/** Every function's budget: its minified bundle. */
export const BUNDLE_BUDGET_BYTES = 1024 * 1024;

/** A handler that does nothing, bundled alongside as the baseline. */
export const TRIVIAL = '__trivial__';

/** Every function's handler module (below lambdas/, no extension): each route's, the fallback and the event consumers. */
export function lambdaHandlers(): string[] {
  const names = new Set<string>([fallbackHandler, ...EVENT_HANDLERS]);
  for (const route of Object.values(routes)) names.add(route.handler);
  return [...names].sort();
}

export type LambdaBundles = {
  outdir: string;
  metafile: Metafile;
  /** The output of one handler (or TRIVIAL) in the metafile. */
  output(handler: string): Metafile['outputs'][string];
};

/** esbuild's options for bundling a function as StoreFunction has CDK bundle it, leaving out the packages it installs. */
export function asCdkBundles(installed: readonly string[] = []) {
  return {
    bundle: true,
    platform: 'node',
    format: lambdaBundling.format,
    target: lambdaBundling.target,
    mainFields: [...lambdaBundling.mainFields],
    banner: { js: lambdaBundling.banner },
    minify: lambdaBundling.minify,
    sourcesContent: lambdaBundling.sourcesContent,
    external: [...lambdaBundling.externalModules, ...installed],
    alias: { ...bundleAliases },
  } satisfies BuildOptions;
}

/**
 * Bundles the handlers and the trivial one into `outdir` (a fresh temporary folder by default); `write: false` keeps them
 * in memory, only to be measured: then without source maps (a third of esbuild's CPU, 45 → 30 core-seconds), each
 * output's `bytes` counting the map's link comment as CDK's bundle has it, so the sizes are CDK's to the byte.
 */
export async function bundleLambdas(handlers: string[], options: { write?: boolean; outdir?: string } = {}): Promise<LambdaBundles> {
  const write = options.write ?? true;
  const outdir = options.outdir ?? mkdtempSync(path.join(tmpdir(), 'copperline-lambdas-'));
  const trivial = path.join(outdir, 'trivial.ts');
  writeFileSync(trivial, 'export const handler = async () => ({ statusCode: 200 });\n');
  const groups = new Map<string, { in: string; out: string }[]>();
  const add = (installed: string[], entry: { in: string; out: string }) => {
    const key = installed.join('\n');
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  };
  add([], { in: trivial, out: TRIVIAL });
  for (const h of handlers) add(installedModulesOf(h), { in: path.join(ROOT, 'lambdas', `${h}.ts`), out: h });
  const results = await Promise.all(
    [...groups].map(([key, entryPoints]) =>
      build({
        ...asCdkBundles(key ? key.split('\n') : []),
        entryPoints,
        outdir,
        outExtension: { '.js': '.mjs' },
        sourcemap: write && lambdaBundling.sourceMap,
        metafile: true,
        write,
        logLevel: 'error',
      }),
    ),
  );
  const metafile: Metafile = {
    inputs: Object.fromEntries(results.flatMap((r) => Object.entries(r.metafile.inputs))),
    outputs: Object.fromEntries(results.flatMap((r) => Object.entries(r.metafile.outputs))),
  };
  const byName = new Map(
    Object.entries(metafile.outputs).flatMap(([file, out]) => (file.endsWith('.mjs') ? [[path.resolve(file), out] as const] : [])),
  );
  return {
    outdir,
    metafile,
    output(handler) {
      const out = byName.get(path.resolve(outdir, `${handler}.mjs`));
      if (!out) throw new Error(`No bundle for ${handler}`);
      if (write || !lambdaBundling.sourceMap) return out;
      return { ...out, bytes: out.bytes + sourceMapLink(handler).length };
    },
  };
}

/** The line esbuild ends a bundle with when it writes the bundle's source map beside it. */
function sourceMapLink(handler: string) {
  return `//# sourceMappingURL=${path.basename(handler)}.mjs.map\n`;
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
