import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWeights, SHARDED_PROJECTS, weightedShard } from '../../support/weighted-shards.ts';

const name = (file: string) => file;

describe('end-to-end and integration shards by measured time', () => {
  it('puts every file in exactly one shard, heaviest first onto the lightest shard', () => {
    const weights = { a: 60, b: 50, c: 40, d: 30, e: 20, f: 10 };
    const files = Object.keys(weights);
    const first = weightedShard(files, name, weights, 1, 2);
    const second = weightedShard(files, name, weights, 2, 2);
    expect([...first, ...second].sort()).toEqual(files);
    // a → 1, b → 2, c → 2 (50 < 60), d → 1 (60 < 90), e → 1 (90 = 90 goes to the first), f → 2.
    expect(first).toEqual(['a', 'd', 'e']);
    expect(second).toEqual(['b', 'c', 'f']);
  });

  it.each(SHARDED_PROJECTS)('balances the real %s files within the slowest file of each other', (project) => {
    const weights = readWeights(project);
    const files = Object.keys(weights);
    const loads = [1, 2].map((index) => weightedShard(files, name, weights, index, 2).reduce((sum, file) => sum + weights[file]!, 0));
    const heaviest = Math.max(...Object.values(weights));
    expect(Math.abs(loads[0]! - loads[1]!)).toBeLessThanOrEqual(heaviest);
  });

  it('weighs a file it has no time for as the median file', () => {
    const weights = { a: 10, b: 20, c: 30 };
    expect(weightedShard(['a', 'b', 'c', 'new'], name, weights, 1, 2)).toEqual(['c', 'a']);
    expect(weightedShard(['a', 'b', 'c', 'new'], name, weights, 2, 2)).toEqual(['b', 'new']);
  });

  it.each(SHARDED_PROJECTS)('has a time for every %s file and none for a file that is gone', (project) => {
    const files = readdirSync(path.resolve(import.meta.dirname, '../..', project)).filter((file) => file.endsWith('.test.ts'));
    expect(
      Object.keys(readWeights(project)).sort(),
      `add the file to test/${project}/file-weights.json with its seconds in a shard`,
    ).toEqual(files.sort());
  });
});
