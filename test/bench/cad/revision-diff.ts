import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import type { BoardModel } from '#lambdas/cad/board-model.ts';
import { renderBoardSvgs } from '#lambdas/cad/render-svg.ts';
import { diffRevisions } from '#lambdas/cad/revision-diff/diff-revisions.ts';
import { layerOf, revisionBoard } from '../../unit/cad/revision-boards.ts';
import { panelPair } from '../../unit/cad/revision-panels.ts';

// The revision diff (docs/revisions.md#the-diff) against the processing of one revision, in the same run:
// a generated 4-layer board of 150 parts and a second revision of it, then two 300,000-pad panels.
// Target: the diff costs at most 1.0× processing one revision (checks + every SVG layer; the board is generated,
// so there is no file to read), and the panels diff within the upload processor's memory.

const ROUNDS = 9;
const TARGET_RATIO = 1.0;
const PANEL_PADS = 300_000;

/** The later revision: ten parts moved with their pads, a trace rerouted per moved part, a new via (a new hole in the ground plane), values changed. */
function revise(board: BoardModel): BoardModel {
  const after = structuredClone(board);
  const top = layerOf(after, 'top-copper');
  for (let k = 0; k < 10; k++) {
    const part = after.components[k * 14]!;
    part.x += 0.5;
    for (const pad of part.pads) pad.x += 0.5;
    for (const p of top.primitives)
      if (p.kind === 'polygon' && p.pad?.startsWith(`${part.designator}.`)) for (const point of p.rings[0]!) point[0] += 0.5;
    const trace = top.primitives.find((p) => p.kind === 'segment' && p.net === part.pads.at(-1)!.net);
    if (trace?.kind === 'segment') trace.x1 += 0.5;
  }
  for (let k = 0; k < 5; k++) after.components[k * 29 + 3]!.value = '22k';
  after.drills.push({ x: 50, y: 2.5, diameter: 0.3, plated: true });
  const plane = layerOf(after, 'inner1-copper').primitives[0]!;
  if (plane.kind === 'polygon')
    plane.rings.push([
      [49.6, 2.5],
      [50, 2.1],
      [50.4, 2.5],
      [50, 2.9],
    ]);
  return after;
}

/** The fastest of ROUNDS runs after a warm-up, each on a fresh copy of the board (the checks cache indexes per layer). */
function fastest(board: BoardModel, run: (copy: BoardModel) => unknown): number {
  run(structuredClone(board));
  let best = Infinity;
  for (let i = 0; i < ROUNDS; i++) {
    const copy = structuredClone(board);
    const t = performance.now();
    run(copy);
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

export function benchRevisionDiff(): void {
  const before = revisionBoard();
  const after = revise(before);
  const findings = { before: checkBoardModel(before).findings, after: checkBoardModel(after).findings };
  const process = fastest(after, (copy) => {
    checkBoardModel(copy);
    renderBoardSvgs(copy);
  });
  const diff = diffRevisions(before, after, { findings });
  const diffMs = fastest(after, (copy) => diffRevisions(before, copy, { findings }));
  const ratio = diffMs / process;
  console.log(`\nRevision diff (fastest of ${ROUNDS}): generated 4-layer board, ${before.components.length} parts`);
  console.log(
    `  processing one revision ${process.toFixed(0)} ms; diff ${diffMs.toFixed(0)} ms; ratio ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO}×) ${ratio <= TARGET_RATIO ? 'ok' : 'over'}`,
  );
  console.log(
    `  found: ${diff.components!.total} components, ${diff.drills.total} drills, ${diff.layers.length} layers, ${diff.regions.total} regions`,
  );

  const panels = panelPair(PANEL_PADS);
  const rssBefore = globalThis.process.memoryUsage().rss;
  const peakBefore = globalThis.process.resourceUsage().maxRSS * 1024;
  const t = performance.now();
  const panelDiff = diffRevisions(panels.before, panels.after);
  const panelMs = performance.now() - t;
  const peak = globalThis.process.resourceUsage().maxRSS * 1024;
  console.log(
    `Two ${PANEL_PADS.toLocaleString('en-US')}-pad panels: diff ${panelMs.toFixed(0)} ms (${panelDiff.regions.total} regions, ${panelDiff.drills.total} drills); RSS ${mb(rssBefore)} MB with both panels built (peak so far ${mb(peakBefore)} MB), peak after the diff ${mb(peak)} MB (processor 1536 MB)`,
  );
}
