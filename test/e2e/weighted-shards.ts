import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Splits the end-to-end files into shards of about equal time, not equal count
// (docs/contributing.md#the-test-suite): the slowest file weighs twenty of the
// fastest, and a shard that ends last is the suite's tail. The weights are the
// files' seconds in a shard of `bin/test`; a file without one weighs the median.

export const E2E_WEIGHTS_FILE = path.resolve(import.meta.dirname, 'file-weights.json');

export function readWeights(): Record<string, number> {
  return JSON.parse(readFileSync(E2E_WEIGHTS_FILE, 'utf8')) as Record<string, number>;
}

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
    return weightedShard(files, (spec) => path.basename(spec.moduleId), readWeights(), index, count);
  }
}
