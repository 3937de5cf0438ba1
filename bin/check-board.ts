// Runs the shop's board readers and design-rule checks on a local file, without the web stack:
//   npm run check-board -- <file> [--json] [--svg <dir>]
// Exit code: 0 no errors, 1 an Error finding exists, 2 the file cannot be processed (3 for usage).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BoardReport } from '../contracts/board-report.ts';
import { checkBoard } from '../lambdas/cad/check-board.ts';
import { renderBoardSvgs } from '../lambdas/cad/render-svg.ts';

function usage(): never {
  process.stderr.write('Usage: npm run check-board -- <board.zip|.kicad_pcb|.brd> [--json] [--svg <dir>]\n');
  process.exit(3);
}

function formatHuman(report: BoardReport): string {
  const lines = [`${report.fileName}: ${report.status}${report.source ? ` (${report.source})` : ''}`];
  if (report.status !== 'Complete' || !report.metrics) {
    lines.push(`Reason: ${report.reason ?? 'unknown'}`);
    return lines.join('\n');
  }
  const m = report.metrics;
  const mm = (x: number | null) => (x === null ? '–' : `${x} mm`);
  lines.push(
    `Size ${m.widthMm} × ${m.heightMm} mm, area ${m.areaMm2} mm², ${m.copperLayers} copper layers`,
    `Drills ${m.drillCount} (smallest ${mm(m.minDrillMm)}, ${m.slotCount} slots); smallest trace ${mm(m.minTraceMm)}, smallest clearance ${mm(m.minClearanceMm)}`,
    `Components ${m.componentsTop} top / ${m.componentsBottom} bottom; pads ${m.smdPads} SMD / ${m.throughHolePads} through-hole`,
    `Checked against capabilities ${report.capabilitiesVersion}: ${report.findings.filter((f) => f.severity === 'Error').length} errors, ${report.findings.filter((f) => f.severity === 'Warning').length} warnings`,
  );
  for (const f of report.findings) {
    const value = f.measured === null ? '' : ` [${f.measured}${f.limit === null ? '' : ` < ${f.limit}`}]`;
    lines.push(`  ${f.severity.padEnd(7)} ${f.check} @ (${f.x}, ${f.y}) ${f.layer}${value}: ${f.message}`);
  }
  for (const note of report.notes) lines.push(`  note: ${note}`);
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const svgAt = args.indexOf('--svg');
  const svgDir = svgAt >= 0 ? args[svgAt + 1] : undefined;
  if (svgAt >= 0 && !svgDir) usage();
  const file = args.find((a, i) => !a.startsWith('--') && !(svgAt >= 0 && i === svgAt + 1));
  if (!file) usage();
  const bytes = new Uint8Array(await readFile(file));
  const { report, board } = await checkBoard({ name: path.basename(file), bytes });
  process.stdout.write((json ? JSON.stringify(report, null, 2) : formatHuman(report)) + '\n');
  if (svgDir && board) {
    await mkdir(svgDir, { recursive: true });
    for (const layer of renderBoardSvgs(board).layers) await writeFile(path.join(svgDir, `${layer.name}.svg`), layer.svg);
  }
  if (report.status !== 'Complete') process.exit(2);
  process.exit(report.findings.some((f) => f.severity === 'Error') ? 1 : 0);
}

await main();
