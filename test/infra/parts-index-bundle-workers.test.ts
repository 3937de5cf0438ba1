import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedModulesOf } from '../../lib/constructs/lambda-bundling.ts';
import { asCdkBundles } from '../bench/lambdas/bundle-lambdas.ts';
import type { Part } from '#contracts/parts.ts';
import type * as SearchIndex from '#lambdas/core/parts/search/index.ts';
import { categories, createPart, parameters } from '../unit/parts/catalogue-factory.ts';

// The rebuilder's token workers start from the Lambda's own bundle (the
// module's import.meta.url is the bundle file there): bundled as CDK bundles
// the rebuilder, with its handler's top-level code, a build on worker
// threads must give the snapshot one thread gives
// (docs/parts.md#the-index-build-on-every-core).

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const outdir = mkdtempSync(path.join(tmpdir(), 'copperline-rebuild-bundle-'));

type Bundle = typeof SearchIndex & { handler: unknown };
let bundle: Bundle;

beforeAll(async () => {
  const entry = [
    `export { handler } from ${JSON.stringify(path.join(ROOT, 'lambdas/events/rebuild-parts-index.ts'))};`,
    `export * from ${JSON.stringify(path.join(ROOT, 'lambdas/core/parts/search/index.ts'))};`,
  ].join('\n');
  await build({
    ...asCdkBundles(installedModulesOf('events/rebuild-parts-index')),
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
    outfile: path.join(outdir, 'rebuild-parts-index.mjs'),
    logLevel: 'error',
  });
  bundle = (await import(pathToFileURL(path.join(outdir, 'rebuild-parts-index.mjs')).href)) as Bundle;
}, 120_000);

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const catalogue: Part[] = Array.from({ length: 2_000 }, (_, i) =>
  createPart({
    supplier_code: `C${50_000 + i}`,
    mpn: `RC0402FR-07${i}KL`,
    description: `Chip resistor ${i % 97}kΩ ±1% 0402 ${i % 3 === 0 ? 'µ𝔘' : 'thick film'}`,
    stock: (i * 7919) % 5_000,
    params: { resistance: `${(i % 50) + 1}kΩ`, package: i % 2 ? '0402' : '0603' },
  }),
);

describe('the rebuilder bundle', () => {
  it('runs the handler module and builds the index on worker threads started from the bundle itself', async () => {
    expect(typeof bundle.handler).toBe('function');
    const one = bundle.serializeIndex(bundle.buildIndex(catalogue, categories, parameters));
    const many = bundle.serializeIndex(await bundle.buildIndexOnCores(catalogue, categories, parameters, { threads: 3, minParts: 0 }));
    expect(Buffer.compare(Buffer.from(many), Buffer.from(one))).toBe(0);
  }, 60_000);
});
