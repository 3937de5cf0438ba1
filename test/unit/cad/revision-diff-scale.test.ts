import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { REVISION_DIFF_MAX_LISTED } from '#contracts/schemas/revision-diff.ts';
import type { BoardModel, Layer } from '#lambdas/cad/board-model.ts';
import { diffRevisions } from '#lambdas/cad/revision-diff/diff-revisions.ts';
import { panelPair } from './revision-panels.ts';

// Ten times a real panel (docs/revisions.md#bounded-memory): two panels of 300,000 pads each, one in a hundred
// moved, a thousand added, a thousand removed. The diff's extra memory is measured against the panels' own.

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const memory = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

const PADS = 300_000;

describe('the revision diff of two 300,000-pad panels', () => {
  it('diffs them in less extra memory than the panels take, every list capped', () => {
    gc();
    const empty = memory();
    const { before, after, moved, added, removed } = panelPair(PADS);
    gc();
    const panels = memory() - empty;
    const diff = diffRevisions(before, after);
    const peak = memory() - empty - panels;
    const copper = diff.layers.find((l: { layer: string }) => l.layer === 'top-copper')!;
    expect(copper.addedMm2).toBeGreaterThan(0);
    expect(copper.removedMm2).toBeGreaterThan(0);
    expect(diff.regions.listed.length).toBeLessThanOrEqual(REVISION_DIFF_MAX_LISTED);
    expect(diff.regions.total).toBeGreaterThan(REVISION_DIFF_MAX_LISTED);
    expect(diff.drills.counts).toEqual({ added, removed, moved, resized: 0, plating: 0 });
    expect(diff.drills.listed).toHaveLength(REVISION_DIFF_MAX_LISTED);
    // Garbage not yet collected counts too: an upper bound on what the diff held at once.
    expect(peak).toBeLessThan(panels / 2);
    const count = (board: BoardModel, layer: Layer['name']) => board.layers.find((l) => l.name === layer)!.primitives.length;
    expect(count(before, 'top-copper')).toBe(PADS);
  }, 60_000);
});
