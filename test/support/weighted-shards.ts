import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Splits the end-to-end and the integration files into shards of about equal
// time, not equal count (docs/contributing.md#the-test-suite): the slowest file
// weighs twenty of the fastest, and a shard that ends last is the suite's tail.
// The weights are the files' seconds in a run (each project's
// file-weights.json); a file without one weighs the median.

/** The projects `bin/test` runs in shards, each with its files' weights beside them. */
export const SHARDED_PROJECTS = ['e2e', 'integration'] as const;
export type ShardedProject = (typeof SHARDED_PROJECTS)[number];

export const weightsFile = (project: ShardedProject) => path.resolve(import.meta.dirname, '..', project, 'file-weights.json');

export function readWeights(project: ShardedProject): Record<string, number> {
  return JSON.parse(readFileSync(weightsFile(project), 'utf8')) as Record<string, number>;
}

const isSharded = (name: string): name is ShardedProject => (SHARDED_PROJECTS as readonly string[]).includes(name);

/** The files of shard `index` (1-based) of `count`: heaviest first, each onto the lightest shard so far. */
export function weightedShard<T>(
  files: readonly T[],
  nameOf: (file: T) => string,
  weights: Record<string, number>,
  index: number,
  count: number,
): T[] {
  const known = Object.values(weights).sort((a, b) => a - b);
  const fallback = known.length ? known[Math.floor(known.length / 2)]! : 1;
  const weightOf = (file: T) => weights[nameOf(file)] ?? fallback;
  const byWeight = [...files].sort((a, b) => weightOf(b) - weightOf(a) || nameOf(a).localeCompare(nameOf(b)));
  const loads = Array.from({ length: count }, () => 0);
  const mine: T[] = [];
  for (const file of byWeight) {
    const lightest = loads.indexOf(Math.min(...loads));
    loads[lightest]! += weightOf(file);
    if (lightest === index - 1) mine.push(file);
  }
  return mine;
}

export default class WeightedShardSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const project = files[0]?.project.name ?? '';
    if (!isSharded(project)) return super.shard(files);
    return weightedShard(files, (spec) => path.basename(spec.moduleId), readWeights(project), index, count);
  }
}
