import { defineConfig } from 'vitest/config';
import WeightedShardSequencer from './test/support/weighted-shards.ts';
import { routeAreasPlugin } from './web/route-areas-plugin.ts';

/** Unit test files that replace modules with vi.mock (the unit-isolated project below). */
const ISOLATED_UNIT_FILES = 'test/unit/**/*.isolated.test.ts';

// One runner, four projects: pure unit tests, integration against the local
// emulators, CDK template assertions, and end-to-end in headless Chromium.
export default defineConfig({
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // `--shard` (the end-to-end and integration stages) splits by the files' measured time, not their count.
    sequence: { sequencer: WeightedShardSequencer },
    projects: [
      // Unit tests read real boards; on a loaded 2-core machine 5 s is too tight.
      // The web client's route areas come from a Vite plugin (web/route-areas-plugin.ts);
      // the setup file gives zod/mini its English messages, as the request parser does (contracts/zod-locale.ts).
      {
        plugins: [routeAreasPlugin()],
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: [ISOLATED_UNIT_FILES],
          environment: 'node',
          // One module graph per worker, two workers: importing the graph afresh for each of 140 files took two
          // thirds of the run (docs/contributing.md#the-test-suite). Tests restore what they change.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          setupFiles: ['contracts/zod-locale.ts'],
        },
      },
      // Files that replace a module with vi.mock get a module graph of their own: in the shared graph a module another
      // file loaded first keeps the real import, and the replacement stays registered for the files after it.
      {
        plugins: [routeAreasPlugin()],
        test: {
          name: 'unit-isolated',
          include: [ISOLATED_UNIT_FILES],
          environment: 'node',
          maxWorkers: 2,
          testTimeout: 30_000,
          setupFiles: ['contracts/zod-locale.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          isolate: false,
          globalSetup: ['test/integration/global-setup.ts'],
          // The parts table as a race left it, for every file (test/support/parts-as-quoted.ts says why all).
          setupFiles: ['contracts/zod-locale.ts', 'test/integration/parts-as-quoted-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // Run with other projects (`bin/test --changed`), a project with another worker count needs a group of its own.
          sequence: { groupOrder: 1 },
        },
      },
      // Files share a module graph, and so the app synthesized with the same settings (test/infra/synth-copperline.ts);
      // the global setup makes the folder the syntheses write to and removes it after the run.
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          globalSetup: ['test/infra/global-setup.ts'],
          isolate: false,
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      // The README's `bin/start` (Vite's dev server) in Chromium; it starts its own store.
      {
        test: {
          name: 'dev-server',
          include: ['test/dev-server/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          isolate: false,
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll's 1 s default is shorter than one round trip on a busy
          // CI machine: a poll that waits for the page must not fail on load.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
