// `npm run check-board -- --compare OLD NEW [--bom OLD_BOM --bom NEW_BOM] [--json]`: the difference between two
// revisions of a board (docs/revisions.md#the-diff), as the processing computes it. Exit code: 0 compared (whether
// anything differs or not), 2 a revision cannot be processed, 3 usage or an unreadable BOM.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BomLine } from '../contracts/schemas/bom.ts';
import type { BoardModel } from '../lambdas/cad/board-model.ts';
import { checkBoard } from '../lambdas/cad/check-board.ts';
import { diffRevisions } from '../lambdas/cad/revision-diff/diff-revisions.ts';
import { readBom } from '../lambdas/core/bom/read-bom-file.ts';
import type { CommandOutput } from './check-board-command.ts';
import { formatRevisionDiff } from './format-revision-diff.ts';

export const COMPARE_USAGE = 'Usage: npm run check-board -- --compare <old board> <new board> [--bom <old BOM> --bom <new BOM>] [--json]\n';

interface CompareArgs {
  files: string[];
  boms: string[];
  json: boolean;
}

/** The arguments, or a message saying what is wrong with them. */
function parseCompareArgs(argv: readonly string[]): CompareArgs | string {
  const args: CompareArgs = { files: [], boms: [], json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--compare') continue;
    if (a === '--json') args.json = true;
    else if (a === '--bom') {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) return '--bom needs a value';
      args.boms.push(value);
    } else if (a.startsWith('--')) return `${a} cannot be used with --compare`;
    else args.files.push(a);
  }
  if (args.files.length !== 2) return `--compare needs two board files, the old and the new (got ${args.files.length})`;
  if (args.boms.length !== 0 && args.boms.length !== 2) return '--compare takes either no --bom or two: the old BOM, then the new';
  return args;
}

async function load(file: string) {
  return { name: path.basename(file), bytes: new Uint8Array(await readFile(file)) };
}

async function readBoms(boms: string[], boards: [BoardModel, BoardModel]): Promise<[BomLine[], BomLine[]]> {
  const read = async (file: string, board: BoardModel) =>
    (await readBom(await load(file), { boardDesignators: new Set(board.components.map((c) => c.designator)) })).lines;
  return [await read(boms[0]!, boards[0]), await read(boms[1]!, boards[1])];
}

/** Runs the comparison and answers the exit code. */
export async function compareCommand(argv: readonly string[], output: CommandOutput): Promise<number> {
  const args = parseCompareArgs(argv);
  if (typeof args === 'string') {
    output.stderr(`${args}\n${COMPARE_USAGE}`);
    return 3;
  }
  const missing = args.files.concat(args.boms).find((file) => !existsSync(file));
  if (missing) {
    output.stderr(`${missing}: no such file\n`);
    return 3;
  }
  const checked = [await checkBoard(await load(args.files[0]!)), await checkBoard(await load(args.files[1]!))];
  for (const { report } of checked) {
    if (report.status === 'Complete') continue;
    output.stderr(`${report.fileName}: ${report.status}: ${report.reason ?? 'unknown'}\n`);
    return 2;
  }
  const boards: [BoardModel, BoardModel] = [checked[0]!.board!, checked[1]!.board!];
  let bom: [BomLine[], BomLine[]] | undefined;
  try {
    bom = args.boms.length === 2 ? await readBoms(args.boms, boards) : undefined;
  } catch (error) {
    output.stderr(`${error instanceof Error ? ((error as { reason?: string }).reason ?? error.message) : String(error)}\n`);
    return 3;
  }
  const diff = diffRevisions(boards[0], boards[1], {
    findings: { before: checked[0]!.report.findings, after: checked[1]!.report.findings },
    ...(bom ? { bom: { before: bom[0], after: bom[1] } } : {}),
  });
  output.stdout((args.json ? JSON.stringify(diff, null, 2) : formatRevisionDiff(diff)) + '\n');
  return 0;
}
