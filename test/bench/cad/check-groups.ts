import path from 'node:path';
import { capabilities } from '#contracts/capabilities.ts';
import { analyseCopper } from '#lambdas/cad/copper-analysis.ts';
import { DFM_CHECKS, FABRICATION_CHECKS, runChecks } from '#lambdas/cad/drc/run-checks.ts';
import { readBoard } from '#lambdas/cad/read-board.ts';

/**
 * The design-for-manufacture-and-assembly checks (docs/board-checks.md) timed
 * against the first twelve on the same board in the same run: the board read
 * and its copper analysed once, then both groups alternately, the fastest of
 * `rounds` each.
 */
export async function timeCheckGroups(
  file: string,
  bytes: Uint8Array,
  rounds: number,
): Promise<{ fabricationMs: number; dfmMs: number; dfmFindings: number }> {
  const board = await readBoard({ name: path.basename(file), bytes });
  const copper = analyseCopper(board, capabilities.minClearanceMm);
  let dfmFindings = 0;
  const fabrication: number[] = [];
  const dfm: number[] = [];
  for (let i = 0; i <= rounds; i++) {
    let t = performance.now();
    runChecks(board, capabilities, copper, FABRICATION_CHECKS);
    const a = performance.now() - t;
    t = performance.now();
    dfmFindings = runChecks(board, capabilities, copper, DFM_CHECKS).findings.length;
    const b = performance.now() - t;
    // The first round warms both up.
    if (i > 0) {
      fabrication.push(a);
      dfm.push(b);
    }
  }
  let fabricationMs = Infinity;
  let dfmMs = Infinity;
  for (const ms of fabrication) fabricationMs = Math.min(fabricationMs, ms);
  for (const ms of dfm) dfmMs = Math.min(dfmMs, ms);
  return { fabricationMs, dfmMs, dfmFindings };
}
