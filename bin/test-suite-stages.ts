// The stages of `bin/test` (docs/contributing.md#the-test-suite). Stages run
// side by side while the cores they keep busy (`cores`, measured alone on the
// 2-core machine) fit the machine; one with `after` starts once those passed.
// They start in the order listed: the long ones first, the short ones fill
// the gaps (the suite is bound by CPU, so a long stage started late is a tail).

export type Stage = {
  name: string;
  /** A command, or the arguments of `vitest run` (its JSON report then counts the tests). */
  command?: string[];
  vitest?: string[];
  after?: string[];
  /** Cores it keeps busy on average when it runs alone. */
  cores: number;
  env?: Record<string, string>;
};

// Each end-to-end shard runs its own local stack and Chromium in its own
// process (the handlers run in-process and read the stack from the
// environment, so two stacks cannot share one), over the one web build.
const E2E_SHARDS = 2;
const e2eShards: Stage[] = Array.from({ length: E2E_SHARDS }, (_, i) => ({
  name: `e2e ${i + 1}/${E2E_SHARDS}`,
  vitest: ['--project', 'e2e', `--shard=${i + 1}/${E2E_SHARDS}`],
  after: ['web build'],
  cores: 0.9,
  env: { COPPERLINE_WEB_BUILT: '1' },
}));

export const SUITE_STAGES: readonly Stage[] = [
  { name: 'web build', command: ['npm', 'run', 'build:web'], cores: 0.2 },
  ...e2eShards,
  { name: 'integration', vitest: ['--project', 'integration'], cores: 1.2 },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'], cores: 1 },
  { name: 'eslint', command: ['npx', 'eslint', '.'], cores: 1 },
  // Before the test stages that wait for a shard: listed last, Prettier ran on after the integration stage ended.
  // Prettier's new CLI: the same files and verdicts, in about half the CPU (docs/contributing.md#formatting).
  { name: 'prettier', command: ['npx', 'prettier', '--experimental-cli', '--check', '.'], cores: 1 },
  { name: 'commit subjects', command: ['bin/check-commit-subjects'], cores: 0.1 },
  { name: 'unit', vitest: ['--project', 'unit', '--project', 'unit-isolated'], cores: 1.8 },
  { name: 'infra', vitest: ['--project', 'infra'], cores: 1.2 },
  { name: 'dev-server', vitest: ['--project', 'dev-server'], cores: 0.7 },
];
