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
import type { Part } from '../contracts/parts.ts';
import type { BoardMetrics } from '../contracts/board-report.ts';
import type { BoardOptions, Quote } from '../contracts/schemas/quote.ts';
import { DEFAULT_PRICING } from '../lambdas/core/pricing/default-pricing.ts';
import { assemblyLinesOf } from '../lambdas/core/quote/assembly-lines.ts';
import { boardQuoteInput } from '../lambdas/core/quote/board-quote.ts';
import { quoteBoard } from '../lambdas/core/quote/quote-board.ts';
import { formatCents, formatUnitPrice } from '../contracts/money.ts';

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

export async function runAssembly(
  boardFile: { name: string; bytes: Uint8Array },
  board: BoardModel,
  options: AssemblyOptions,
): Promise<{ report: AssemblyReport; parts: Map<string, Part> }> {
  if (!existsSync(options.catalogue)) throw new Error(`catalogue not found: ${options.catalogue}`);
  const { index, parts } = await catalogueIndexFromCsv(createReadStream(options.catalogue));
  const read = async (file: string) => ({ name: path.basename(file), bytes: new Uint8Array(await readFile(file)) });
  const report = await checkAssembly({
    board,
    boardDate: boardFileDate(boardFile),
    bom: options.bom
      ? { ...(await read(options.bom)), mapping: options.bomColumns ? parseColumnMapping(options.bomColumns) : undefined }
      : null,
    placements: await Promise.all(options.placements.map(read)),
    quantity: options.quantity,
    catalogue: index,
  });
  return { report, parts: new Map(parts.map((p) => [p.id, p])) };
}

/** The pricing the command quotes with: the built-in default (the store's own versions live in its table). */
export const CLI_PRICING = { version: 1, config: DEFAULT_PRICING };

/** The board's quote for `quantity` boards: fabrication from the metrics, assembly and parts from the rows when there are any. */
export function quoteForCommand(
  metrics: BoardMetrics,
  quantity: number,
  assembly: { report: AssemblyReport; parts: ReadonlyMap<string, Part> } | null,
  options?: BoardOptions,
  now = new Date(),
): Quote {
  const lines = assembly
    ? assemblyLinesOf({
        elements: assembly.report.elements,
        parts: assembly.parts,
        candidatesByRow: new Map(assembly.report.matches.map((m) => [m.row, m.candidates])),
        confirmed: new Map(),
      })
    : [];
  return quoteBoard(
    boardQuoteInput(
      { metrics, ...(options ? { options } : {}) },
      { quantity, leadTimeId: null, load: [], assemblyLines: lines, now: now.toISOString() },
    ),
    CLI_PRICING,
  );
}

export function formatQuote(quote: Quote): string {
  const out: string[] = [
    '',
    `Quote for ${quote.quantity} board${quote.quantity === 1 ? '' : 's'}: ${quote.status} (built-in pricing, rule set ${quote.capabilities_version})`,
  ];
  for (const reason of quote.reasons) out.push(`  ! ${reason}`);
  let section = '';
  for (const l of quote.lines) {
    if (l.section !== section) out.push(`  ${(section = l.section)}`);
    out.push(`    ${l.label}: ${l.quantity} × ${formatUnitPrice(l.unit_price_micros)} = ${formatCents(l.amount_cents)}  (${l.arithmetic})`);
  }
  if (quote.totals) {
    const t = quote.totals;
    out.push(
      `  Total ${formatCents(t.total_cents)} (fabrication ${formatCents(t.fabrication_cents)}, assembly ${formatCents(t.assembly_cents)}, parts ${formatCents(t.parts_cents)}); ${formatCents(t.per_board_cents)} per board`,
    );
  }
  for (const o of quote.lead_time_options)
    out.push(
      `  Lead time ${o.label}: ${o.days} days (ships ${o.ship_date ?? '—'}) ${o.total_cents === null ? '' : formatCents(o.total_cents)}${o.selected ? ' ← quoted' : ''}`,
    );
  for (const s of quote.suggestions) out.push(`  Save: ${s.text}`);
  return out.join('\n');
}

export function formatAssembly(report: AssemblyReport): string {
  const lines: string[] = ['', `Assembly for ${report.quantity} board${report.quantity === 1 ? '' : 's'}`];
  if (report.bom) {
    const cols = Object.entries(report.bom.mapping.mapping.columns)
      .map(([role, c]) => `${role}=${report.bom!.mapping.headers[c] ?? `#${c}`}`)
      .join(', ');
    lines.push(
      `BOM ${report.bom.file_name}: ${report.bom.line_count} lines; columns ${cols} (confidence ${report.bom.mapping.confidence}${report.bom.mapping.needs_confirmation ? ', please confirm' : ''})`,
    );
  }
  for (const p of report.placement_files)
    lines.push(`Placement ${p.file_name}: ${p.format}, ${p.count} parts${p.created_at ? `, written ${p.created_at.slice(0, 10)}` : ''}`);
  const checks = Object.entries(report.summary.footprint_checks)
    .map(([state, n]) => `${n} ${state}`)
    .join(', ');
  lines.push(
    `Elements ${report.summary.elements} (${report.summary.populated} populated, ${report.summary.matched} with a part); footprint checks: ${checks || 'none'}`,
  );
  if (report.mismatches.length > 0) lines.push('Mismatches:');
  for (const m of report.mismatches) lines.push(`  ${m.severity.padEnd(7)} ${m.kind}: ${m.message}`);
  if (report.matches.length > 0) lines.push('Matching:');
  for (const m of report.matches) {
    const who = m.designators.length > 4 ? `${m.designators.slice(0, 4).join(' ')} +${m.designators.length - 4}` : m.designators.join(' ');
    const best = m.candidates[0];
    const detail = best
      ? `${best.supplier_code} ${best.mpn} (${best.package}; ${best.kind}, score ${best.score}: ${best.reasons.join('; ')})`
      : '';
    lines.push(
      `  row ${String(m.row).padStart(3)} ${m.status.padEnd(13)} ${who}: ${detail}${m.reason ? `${detail ? ' — ' : ''}${m.reason}` : ''}`,
    );
  }
  const flagged = report.elements.filter((e) => ['Failed', 'Missing placement info', 'Cannot check'].includes(e.footprint_check.state));
  if (flagged.length > 0) lines.push('Footprint checks needing a look:');
  for (const e of flagged)
    lines.push(
      `  ${e.designator} ${e.footprint_check.state}${e.footprint_check.match_score === null ? '' : ` ${e.footprint_check.match_score} < ${e.footprint_check.match_threshold}`}: ${e.footprint_check.reasons.join('; ')}`,
    );
  for (const note of report.notes) lines.push(`  note: ${note}`);
  return lines.join('\n');
}
