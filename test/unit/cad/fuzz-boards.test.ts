import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boardFuzzProperty } from '../../fuzz/board-mutations.ts';

// A short, fixed-seed slice of the board fuzz test (docs/board-limits.md#fuzz-test);
// `npm run fuzz` runs it longer with a fresh seed.
describe('mutated real board files end Complete or Cannot process with a reason', () => {
  it('a fixed seed set', async () => {
    await fc.assert(boardFuzzProperty(), { numRuns: 12, seed: 20261125, endOnFailure: true });
  }, 120_000);
});
