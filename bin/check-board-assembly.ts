// The assembly part of `npm run check-board`: loading the catalogue, running
// the BOM / placement checks and printing them for people.
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AssemblyReport, BomColumnRole, ColumnMapping } from '../contracts/schemas/bom.ts';
import { BOM_COLUMN_ROLES } from '../contracts/schemas/bom.ts';
import type { BoardModel } from '../lambdas/cad/board-model.ts';
import { boardFileDate } from '../lambdas/core/bom/board-file-date.ts';
import { catalogueIndexFromCsv } from '../lambdas/core/bom/catalogue-from-csv.ts';
import { checkAssembly } from '../lambdas/core/bom/check-assembly.ts';

export const DEFAULT_CATALOGUE = fileURLToPath(new URL('../test/fixtures/parts/cdfer-jlcpcb-kicad-library/parts.csv', import.meta.url));

export interface AssemblyOptions {
  bom?: string;
  bomColumns?: string;
  placements: string[];
  quantity: number;
  catalogue: string;
}

/** `designator=3,quantity=0,value=1,header=0` → an explicit column mapping (0-based columns; header row defaults to 0). */
export function parseColumnMapping(text: string): ColumnMapping {
  const columns: ColumnMapping['columns'] = {};
  let header = 0;
  for (const pair of text.split(',')) {
    const [key = '', value = ''] = pair.split('=').map((s) => s.trim());
    const n = Number(value);
    if (!Number.isInteger(n)) throw new Error(`--bom-columns: “${pair}” is not role=column`);
    if (key === 'header') header = n;
    else if ((BOM_COLUMN_ROLES as readonly string[]).includes(key)) columns[key as BomColumnRole] = n;
    else throw new Error(`--bom-columns: unknown role “${key}” (roles: ${BOM_COLUMN_ROLES.join(', ')}, header)`);
  }
  return { header_row: header, columns };
}

export async function runAssembly(boardFile: { name: string; bytes: Uint8Array }, board: BoardModel, options: AssemblyOptions): Promise<AssemblyReport> {
  if (!existsSync(options.catalogue)) throw new Error(`catalogue not found: ${options.catalogue}`);
  const { index } = await catalogueIndexFromCsv(createReadStream(options.catalogue));
  const read = async (file: string) => ({ name: path.basename(file), bytes: new Uint8Array(await readFile(file)) });
  return checkAssembly({
    board,
    boardDate: boardFileDate(boardFile),
    bom: options.bom ? { ...(await read(options.bom)), mapping: options.bomColumns ? parseColumnMapping(options.bomColumns) : undefined } : null,
    placements: await Promise.all(options.placements.map(read)),
    quantity: options.quantity,
    catalogue: index,
  });
}

export function formatAssembly(a: AssemblyReport): string {
  const lines: string[] = ['', `Assembly for ${a.quantity} board${a.quantity === 1 ? '' : 's'}`];
  if (a.bom) {
    const cols = Object.entries(a.bom.mapping.mapping.columns)
      .map(([role, c]) => `${role}=${a.bom!.mapping.headers[c] ?? `#${c}`}`)
      .join(', ');
    lines.push(`BOM ${a.bom.file_name}: ${a.bom.line_count} lines; columns ${cols} (confidence ${a.bom.mapping.confidence}${a.bom.mapping.needs_confirmation ? ', please confirm' : ''})`);
  }
  for (const p of a.placement_files) lines.push(`Placement ${p.file_name}: ${p.format}, ${p.count} parts${p.created_at ? `, written ${p.created_at.slice(0, 10)}` : ''}`);
  const checks = Object.entries(a.summary.footprint_checks)
    .map(([state, n]) => `${n} ${state}`)
    .join(', ');
  lines.push(`Elements ${a.summary.elements} (${a.summary.populated} populated, ${a.summary.matched} with a part); footprint checks: ${checks || 'none'}`);
  if (a.mismatches.length > 0) lines.push('Mismatches:');
  for (const m of a.mismatches) lines.push(`  ${m.severity.padEnd(7)} ${m.kind}: ${m.message}`);
  if (a.matches.length > 0) lines.push('Matching:');
  for (const m of a.matches) {
    const who = m.designators.length > 4 ? `${m.designators.slice(0, 4).join(' ')} +${m.designators.length - 4}` : m.designators.join(' ');
    const best = m.candidates[0];
    const detail = best ? `${best.supplier_code} ${best.mpn} (${best.package}; ${best.kind}, score ${best.score}: ${best.reasons.join('; ')})` : '';
    lines.push(`  row ${String(m.row).padStart(3)} ${m.status.padEnd(13)} ${who}: ${detail}${m.reason ? `${detail ? ' — ' : ''}${m.reason}` : ''}`);
  }
  const flagged = a.elements.filter((e) => ['Failed', 'Missing placement info', 'Cannot check'].includes(e.footprint_check.state));
  if (flagged.length > 0) lines.push('Footprint checks needing a look:');
  for (const e of flagged) lines.push(`  ${e.designator} ${e.footprint_check.state}${e.footprint_check.match_score === null ? '' : ` ${e.footprint_check.match_score} < ${e.footprint_check.match_threshold}`}: ${e.footprint_check.reasons.join('; ')}`);
  for (const note of a.notes) lines.push(`  note: ${note}`);
  return lines.join('\n');
}
