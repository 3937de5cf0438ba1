// Runs the shop's board readers and design-rule checks on a local file, without the web stack:
//   npm run check-board -- <file> [--json] [--svg <dir>] [--bom <file> [--bom-columns role=col,…]] [--placement <file>]… [--quantity <n>] [--catalogue <csv>] [--option key=value]…
//   npm run check-board -- --compare OLD NEW [--bom OLD_BOM --bom NEW_BOM] [--json]: the diff of two revisions (bin/check-board-compare.ts).
//   With --bom, --placement, --quantity or --option it also prints the quote (built-in pricing; JSON: `quote`, and `options`).
//   --option chooses a board option (thickness, finish, mask, silkscreen, copper, inner-copper, vias; docs/board-options.md#cli);
//   the checks then run at the limits the options need (e.g. 2 oz copper: wider traces and clearances).
// Exit code: 0 no errors, 1 an Error finding (or an Error assembly mismatch) exists, 2 the file cannot be processed (3 for usage, an option this board cannot have, or unreadable BOM/placement files).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BoardReport } from '../contracts/board-report.ts';
import type { BoardOptions } from '../contracts/schemas/quote.ts';
import { checkBoard, checkBoardModel } from '../lambdas/cad/check-board.ts';
import { renderBoardSvgs } from '../lambdas/cad/render-svg.ts';
import { DEFAULT_CATALOGUE, formatAssembly, formatQuote, quoteForCommand, runAssembly } from './check-board-assembly.ts';
import { compareCommand } from './check-board-compare.ts';
import { assertOptionsFit, OptionError, optionsFromArgs, rulesForOptions } from './check-board-options.ts';
import { describeOptions } from '../contracts/board-options.ts';
import { capabilities } from '../contracts/capabilities.ts';

/** Where the command writes: the process's streams from bin/check-board.ts, strings in the tests. */
export type CommandOutput = { stdout: (text: string) => void; stderr: (text: string) => void };

/** Ends the command with an exit code (usage, options, unreadable files), its message already written. */
class CommandExit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

function usage(output: CommandOutput, message?: string): never {
  if (message) output.stderr(`${message}\n`);
  output.stderr(
    'Usage: npm run check-board -- <board.zip|.kicad_pcb|.brd> [--json] [--svg <dir>] [--bom <bom.csv|.xlsx|.ods> [--bom-columns designator=0,value=1,…]] [--placement <file.pos|.csv>]… [--quantity <boards>] [--catalogue <parts.csv>] [--option finish=ENIG]…\n',
  );
  throw new CommandExit(3);
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
  if (report.assembly) lines.push(formatAssembly(report.assembly));
  return lines.join('\n');
}

interface Args {
  file: string;
  json: boolean;
  svgDir?: string;
  bom?: string;
  bomColumns?: string;
  placements: string[];
  quantity: number;
  /** `--quantity` was given: the quote is printed even without a BOM. */
  quantityGiven: boolean;
  catalogue: string;
  /** `--option key=value` pairs, as given. */
  options: string[];
}

function parseArgs(argv: readonly string[], output: CommandOutput): Args {
  const args: Args = {
    file: '',
    json: false,
    placements: [],
    quantity: 1,
    quantityGiven: false,
    catalogue: DEFAULT_CATALOGUE,
    options: [],
  };
  const value = (i: number, flag: string) => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) usage(output, `${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') args.json = true;
    else if (a === '--svg') args.svgDir = value(i++, a);
    else if (a === '--bom') args.bom = value(i++, a);
    else if (a === '--bom-columns') args.bomColumns = value(i++, a);
    else if (a === '--placement') args.placements.push(value(i++, a));
    else if (a === '--catalogue') args.catalogue = value(i++, a);
    else if (a === '--option') args.options.push(value(i++, a));
    else if (a === '--quantity') {
      args.quantity = Number(value(i++, a));
      args.quantityGiven = true;
      if (!Number.isInteger(args.quantity) || args.quantity < 1) usage(output, '--quantity must be a whole number of boards, at least 1');
    } else if (a.startsWith('--')) usage(output, `unknown option ${a}`);
    else if (!args.file) args.file = a;
    else usage(output, `unexpected argument ${a}`);
  }
  if (!args.file) usage(output);
  return args;
}

async function run(argv: readonly string[], output: CommandOutput): Promise<number> {
  const args = parseArgs(argv, output);
  const bytes = new Uint8Array(await readFile(args.file));
  const boardFile = { name: path.basename(args.file), bytes };
  let options: BoardOptions;
  try {
    options = optionsFromArgs(args.options);
  } catch (error) {
    if (error instanceof OptionError) usage(output, error.message);
    throw error;
  }
  const checked = await checkBoard(boardFile);
  const { board } = checked;
  let report = checked.report;
  if (board && report.metrics && args.options.length > 0) {
    try {
      assertOptionsFit(report.metrics, options);
    } catch (error) {
      if (error instanceof OptionError) usage(output, error.message);
      throw error;
    }
    // The options may raise limits (heavier copper): check again at those, so the findings say where.
    const rules = rulesForOptions(options, report.metrics.copperLayers);
    if (rules !== capabilities) report = checkBoardModel(board, rules);
  }
  let assembly: Awaited<ReturnType<typeof runAssembly>> | null = null;
  if (board && (args.bom || args.placements.length > 0)) {
    try {
      assembly = await runAssembly(boardFile, board, args);
      report.assembly = assembly.report;
    } catch (error) {
      output.stderr(`${error instanceof Error ? ((error as { reason?: string }).reason ?? error.message) : String(error)}\n`);
      return 3;
    }
  }
  const quote =
    report.metrics && (args.quantityGiven || assembly || args.options.length > 0)
      ? quoteForCommand(report.metrics, args.quantity, assembly, options)
      : undefined;
  const human = () =>
    formatHuman(report) +
    `\nOptions: ${describeOptions(options, report.metrics?.copperLayers ?? null)
      .map((o) => `${o.label} ${o.value}`)
      .join(', ')}` +
    (quote ? formatQuote(quote) : '');
  output.stdout((args.json ? JSON.stringify({ ...report, options, ...(quote ? { quote } : {}) }, null, 2) : human()) + '\n');
  if (args.svgDir && board) {
    await mkdir(args.svgDir, { recursive: true });
    for (const layer of renderBoardSvgs(board).layers) await writeFile(path.join(args.svgDir, `${layer.name}.svg`), layer.svg);
  }
  if (report.status !== 'Complete') return 2;
  const errors =
    report.findings.some((f) => f.severity === 'Error') || (report.assembly?.mismatches.some((m) => m.severity === 'Error') ?? false);
  return errors ? 1 : 0;
}

/** `npm run check-board -- <args>`: writes the report and answers the exit code. */
export async function checkBoardCommand(argv: readonly string[], output: CommandOutput): Promise<number> {
  if (argv.includes('--compare')) return compareCommand(argv, output);
  try {
    return await run(argv, output);
  } catch (error) {
    if (error instanceof CommandExit) return error.code;
    throw error;
  }
}
