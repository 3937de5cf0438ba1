import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Finding } from '#contracts/board-report.ts';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { readBoard } from '#lambdas/cad/read-board.ts';
import { renderBoardSvgs } from '#lambdas/cad/render-svg.ts';

// One board through the upload processor's work (read, check, render) in a
// process of its own, so its peak RSS is the board's alone. Prints one JSON line:
// the figures, and the report's findings and notes (at most 50 per rule).
const file = process.argv[2]!;
const bytes = new Uint8Array(readFileSync(file));
const cpu = process.cpuUsage();
const started = performance.now();
let status = 'Complete';
let reason: string | null = null;
let findings: Finding[] = [];
let notes: string[] = [];
try {
  const board = await readBoard({ name: path.basename(file), bytes });
  const report = checkBoardModel(board);
  renderBoardSvgs(board);
  ({ findings, notes } = report);
  const internal = report.notes.find((n) => n.startsWith('internal:'));
  if (internal) [status, reason] = ['Fault', internal];
} catch (error) {
  [status, reason] = ['Cannot process', error instanceof Error ? error.message : String(error)];
}
const used = process.cpuUsage(cpu);
console.log(
  JSON.stringify({
    status,
    reason,
    wallS: (performance.now() - started) / 1000,
    cpuS: (used.user + used.system) / 1e6,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    findings,
    notes,
  }),
);
