import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../docs/comment-texts.ts';

// Within one layer a file name says which module it is (docs/contributing.md#small-units): two modules of a layer
// share a name only when each says why in its first comment, by naming the other by its repository path.

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The layers; a folder listed inside another (lambdas/core/db) is a layer of its own, not part of the outer one. */
const LAYERS = [
  'lambdas/http',
  'lambdas/core',
  'lambdas/core/db',
  'lambdas/events',
  'lambdas/migrations',
  'web/src/features',
  'web/src/lib',
  'web/src/components',
  'contracts',
  'local',
  'lib',
];

const modules = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', ...LAYERS], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => /\.(?:ts|tsx|js)$/.test(file))
  // A folder's entry point (index.ts) is named by its folder: `stock/index.ts` and `parts/search/index.ts` never meet.
  .filter((file) => !/(?:^|\/)index\.tsx?$/.test(file));

/** The innermost layer a file belongs to. */
function layerOf(file: string): string {
  return LAYERS.filter((layer) => file.startsWith(`${layer}/`)).sort((a, b) => b.length - a.length)[0]!;
}

/** The first comment of a file: its first comment and those on the lines right after it. */
function firstComment(file: string, source: string): string {
  const comments = textsOf(file, source).comments;
  const run = comments.slice(0, 1);
  for (const comment of comments.slice(1)) {
    if (comment.line !== run.at(-1)!.line + 1) break;
    run.push(comment);
  }
  return run.map((comment) => comment.text).join('\n');
}

/** Files of one layer that share a name with another file of that layer, by layer and name. */
function sameNames(files: readonly string[], layerOfFile: (file: string) => string): string[][] {
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const key = `${layerOfFile(file)}\0${path.posix.basename(file)}`;
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

/** Each file of a group whose first comment does not name every other file of the group. */
function unexplained(group: readonly string[], commentOf: (file: string) => string): string[] {
  return group
    .filter((file) => group.some((other) => other !== file && !commentOf(file).includes(other)))
    .map((file) => `${file}: its first comment names none or not all of ${group.filter((other) => other !== file).join(', ')}`);
}

describe('file names within a layer', () => {
  it('reads every layer', () => {
    expect(modules.length).toBeGreaterThan(500);
    for (const layer of LAYERS) expect(modules.some((file) => layerOf(file) === layer)).toBe(true);
  });

  it('are shared only by modules that say why', () => {
    const commentOf = (file: string) => firstComment(file, readFileSync(path.join(root, file), 'utf8'));
    expect(sameNames(modules, layerOf).flatMap((group) => unexplained(group, commentOf))).toEqual([]);
  });

  it('finds a shared name and accepts it once each file names the other', () => {
    const files = ['lambdas/core/a/x.ts', 'lambdas/core/b/x.ts', 'lambdas/core/db/x.ts', 'lambdas/core/b/y.ts'];
    const layer = (file: string) => (file.startsWith('lambdas/core/db/') ? 'lambdas/core/db' : 'lambdas/core');
    const groups = sameNames(files, layer);
    expect(groups).toEqual([['lambdas/core/a/x.ts', 'lambdas/core/b/x.ts']]);
    expect(unexplained(groups[0]!, () => 'no reason')).toHaveLength(2);
    const explained: Record<string, string> = {
      'lambdas/core/a/x.ts': 'the a side; lambdas/core/b/x.ts is the b side',
      'lambdas/core/b/x.ts': 'the b side; lambdas/core/a/x.ts is the a side',
    };
    expect(unexplained(groups[0]!, (file) => explained[file]!)).toEqual([]);
  });

  it('takes the first run of comment lines as the first comment', () => {
    const source = "import x from 'y';\n// one\n// two\n\n// three\nconst a = 1;\n";
    expect(firstComment('a.ts', source)).toBe(' one\n two');
  });
});
