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

// Each end-to-end and integration shard runs its own local stack (and Chromium)
// in its own process (the handlers run in-process and read the stack from the
// environment, so two stacks cannot share one); the end-to-end shards over the
// one web build. Integration files run one after another in a shard, so it was
// one long chain that ended the suite alone.
const SHARDS = 2;
const shards = (project: 'e2e' | 'integration', stage: Omit<Stage, 'name' | 'vitest'>): Stage[] =>
  Array.from({ length: SHARDS }, (_, i) => ({
    ...stage,
    name: `${project} ${i + 1}/${SHARDS}`,
    vitest: ['--project', project, `--shard=${i + 1}/${SHARDS}`],
  }));

export const SUITE_STAGES: readonly Stage[] = [
  { name: 'web build', command: ['npm', 'run', 'build:web'], cores: 0.2 },
  ...shards('e2e', { after: ['web build'], cores: 0.9, env: { COPPERLINE_WEB_BUILT: '1' } }),
  ...shards('integration', { cores: 0.6 }),
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'], cores: 1 },
  { name: 'eslint', command: ['npx', 'eslint', '.'], cores: 1 },
  // Before the test stages that wait for a shard: listed last, Prettier ran on after the integration stages ended.
  // Prettier's new CLI: the same files and verdicts, in about half the CPU (docs/contributing.md#formatting).
  { name: 'prettier', command: ['npx', 'prettier', '--experimental-cli', '--check', '.'], cores: 1 },
  { name: 'commit subjects', command: ['bin/check-commit-subjects'], cores: 0.1 },
  { name: 'unit', vitest: ['--project', 'unit', '--project', 'unit-isolated'], cores: 1.8 },
  { name: 'infra', vitest: ['--project', 'infra'], cores: 1.2 },
  // The dev-server test writes a route area into contracts/routes/ and removes it (its reload check): the stages that
  // list that folder (the web build, the type and lint checks, the unit test of the route areas) must be done by then.
  { name: 'dev-server', vitest: ['--project', 'dev-server'], after: ['web build', 'typecheck', 'eslint', 'prettier', 'unit'], cores: 0.7 },
];
