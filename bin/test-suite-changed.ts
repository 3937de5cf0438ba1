import { execFileSync } from 'node:child_process';
import type { Stage } from './test-suite-stages.ts';

// `bin/test --changed`, the fast loop (docs/contributing.md#the-fast-loop):
// ESLint on the changed files, both typechecks, and the unit, infra and
// integration tests whose import graph reaches a changed file (vitest's
// --changed). End-to-end tests drive the app through a browser, so no import
// reaches them: the whole suite runs them.

const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/** Files changed against HEAD, staged or not, and new files git does not ignore. */
export function changedFiles(root: string): string[] {
  const tracked = git(root, 'diff', '--name-only', '--diff-filter=d', 'HEAD');
  const untracked = git(root, 'ls-files', '--others', '--exclude-standard');
  return [...new Set(`${tracked}\n${untracked}`.split('\n').filter(Boolean))].sort();
}

const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;
const FORMATTED = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml)$/;

export function changedStages(files: readonly string[]): Stage[] {
  const linted = files.filter((file) => LINTED.test(file));
  const formatted = files.filter((file) => FORMATTED.test(file));
  const stages: Stage[] = [{ name: 'typecheck', command: ['npm', 'run', 'typecheck'], cores: 1 }];
  if (linted.length)
    stages.push({
      name: 'eslint',
      command: ['npx', 'eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', ...linted],
      cores: 1,
    });
  if (formatted.length)
    stages.push({ name: 'prettier', command: ['npx', 'prettier', '--check', '--ignore-unknown', ...formatted], cores: 1 });
  if (files.length) {
    stages.push({
      name: 'affected tests',
      vitest: [
        '--changed',
        'HEAD',
        '--project',
        'unit',
        '--project',
        'unit-isolated',
        '--project',
        'infra',
        '--project',
        'integration',
        '--passWithNoTests',
      ],
      cores: 1.5,
    });
  }
  return stages;
}
