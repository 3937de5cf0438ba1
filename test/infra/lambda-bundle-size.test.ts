import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialChainBeyondEnv, installedModules, installedModulesOf } from '../../lib/constructs/lambda-bundling.ts';
import { BUNDLE_BUDGET_BYTES, bundleLambdas, lambdaHandlers, weightByOrigin, type LambdaBundles } from '../bench/lambdas/bundle-lambdas.ts';

// Every function bundled as CDK bundles it (the bench's builder, in memory, in
// one esbuild call): each within the 1 MB budget, and the only packages left
// out are Node's own, the credential sources Lambda never reaches and the
// packages a function installs beside its bundle, the last two imported
// lazily. see docs/performance.md#lambda-bundles

const handlers = lambdaHandlers();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
let bundles: LambdaBundles;

beforeAll(async () => {
  bundles = await bundleLambdas(handlers, { write: false });
}, 600_000);

afterAll(() => {
  if (bundles) rmSync(bundles.outdir, { recursive: true, force: true });
});

describe('Lambda bundles', () => {
  it('bundles every function the route table and the event consumers name', () => {
    expect(handlers).toContain('http/meta/get-version');
    expect(handlers).toContain('events/process-board-upload');
  });

  it('measures each bundle as CDK writes it, source map link and all (in memory there is no map)', async () => {
    const handler = 'http/meta/get-version';
    const written = await bundleLambdas([handler]);
    try {
      expect(bundles.output(handler).bytes).toBe(statSync(path.join(written.outdir, `${handler}.mjs`)).size);
    } finally {
      rmSync(written.outdir, { recursive: true, force: true });
    }
  });

  it.each(handlers)('%s stays within 1 MB minified', (handler) => {
    const out = bundles.output(handler);
    const heaviest = weightByOrigin(out)
      .slice(0, 5)
      .map(([origin, bytes]) => `${origin} ${kb(bytes)}`)
      .join(', ');
    expect(out.bytes, `${handler} is ${kb(out.bytes)}; heaviest: ${heaviest}`).toBeLessThanOrEqual(BUNDLE_BUDGET_BYTES);
  });

  it('leaves out only Node built-ins and, imported lazily, the credential sources Lambda never reaches and the packages it installs', () => {
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    const unexpected = new Set<string>();
    for (const handler of handlers) {
      const installed = installedModulesOf(handler);
      for (const imp of bundles.output(handler).imports) {
        if (!imp.external || builtins.has(imp.path)) continue;
        const lazy = imp.kind === 'dynamic-import' && (credentialChainBeyondEnv.includes(imp.path) || installed.includes(imp.path));
        if (!lazy) unexpected.add(`${handler}: ${imp.kind} ${imp.path}`);
      }
    }
    expect([...unexpected]).toEqual([]);
  });

  it.each(Object.entries(installedModules))('installs %s in exactly the functions whose code imports it', (name, { functions }) => {
    const pkg = `node_modules/${name}/`;
    const importers = handlers.filter((handler) => {
      const out = bundles.output(handler);
      return out.imports.some((imp) => imp.path === name) || Object.keys(out.inputs).some((input) => input.includes(pkg));
    });
    expect(importers.length).toBeGreaterThan(0);
    expect(importers).toEqual([...functions].sort());
    // Installed means not bundled: none of its bytes are in any bundle.
    const bundledIn = handlers.filter((handler) => weightByOrigin(bundles.output(handler)).some(([origin]) => origin === name));
    expect(bundledIn).toEqual([]);
  });
});
