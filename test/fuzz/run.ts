import fc from 'fast-check';
import { boardFuzzProperty } from './board-mutations.ts';

// `npm run fuzz [-- --runs 500 --seed 1234]` (or FUZZ_RUNS / FUZZ_SEED): the board-file fuzz
// test for longer than the unit run does. A failure prints the seed and path to replay it.
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const numRuns = Number(arg('runs') ?? process.env.FUZZ_RUNS ?? 300);
const seed = Number(arg('seed') ?? process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const replayPath = arg('path') ?? process.env.FUZZ_PATH;
console.log(`board fuzz: ${numRuns} runs, seed ${seed}${replayPath ? `, path ${replayPath}` : ''}`);
const started = performance.now();
await fc.assert(boardFuzzProperty(), { numRuns, seed, path: replayPath, verbose: 1, endOnFailure: true });
console.log(`board fuzz: ${numRuns} runs passed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
