import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import type { BoardModel } from '#lambdas/cad/board-model.ts';
import {
  TEN_TIMES_REAL,
  acidTraps,
  finePitchPads,
  holesNearCopper,
  overlappingParts,
  starvedPads,
} from '../../unit/cad/dfm/generated-board.ts';

// `npm run bench -- dfm-models`: the whole board check on the generated boards
// whose findings test/unit/cad/dfm/dfm-bounds.test.ts bounds (ten times the
// largest real board, one problem per cell), timed here instead of there.
// Each is also checked at a tenth of its size in the same run: the ratio of
// the two is about 10 when the check grows linearly, 100 when quadratically.
// CPU time of this process; median of 3. docs/board-limits.md#findings-kept-while-checking

const CASES: Array<{ name: string; size: number; make: (count: number) => BoardModel }> = [
  { name: 'hole-to-copper', size: TEN_TIMES_REAL.holes, make: holesNearCopper },
  { name: 'courtyard-overlap', size: TEN_TIMES_REAL.parts, make: overlappingParts },
  { name: 'solder-mask-bridge', size: TEN_TIMES_REAL.holes, make: finePitchPads },
  { name: 'thermal-spokes', size: TEN_TIMES_REAL.holes, make: starvedPads },
  { name: 'acid-trap', size: TEN_TIMES_REAL.holes, make: acidTraps },
];

function cpuSeconds(make: () => BoardModel): number {
  const runs: number[] = [];
  for (let k = 0; k < 3; k++) {
    const board = make();
    const started = process.cpuUsage();
    checkBoardModel(board);
    const used = process.cpuUsage(started);
    runs.push((used.user + used.system) / 1e6);
  }
  return runs.sort((a, b) => a - b)[1]!;
}

export async function run(): Promise<void> {
  console.log(
    `${'generated board'.padEnd(20)} ${'cells'.padStart(7)} ${'cpu s'.padStart(7)} ${'a tenth'.padStart(8)} ${'ratio'.padStart(6)}`,
  );
  for (const c of CASES) {
    const tenth = cpuSeconds(() => c.make(Math.round(c.size / 10)));
    const full = cpuSeconds(() => c.make(c.size));
    console.log(
      `${c.name.padEnd(20)} ${String(c.size).padStart(7)} ${full.toFixed(2).padStart(7)} ${tenth.toFixed(2).padStart(8)} ${(full / tenth).toFixed(1).padStart(6)}`,
    );
  }
}
