import type { BomColumnRole, ColumnCandidate, ColumnMapping, DetectedMapping } from '#contracts/schemas/bom.ts';
import { BOM_COLUMN_ROLES } from '#contracts/schemas/bom.ts';
import { maxOf } from '#lambdas/cad/geometry/arrays.ts';
import type { TableRow } from './read-delimited.ts';

// Which column is which: the header row is the one among the first rows
// whose cells name the most roles; each column is scored per role by its
// header (60%) and by what the cells below look like (40%), and roles are
// assigned greedily, best score first, one column each.

const HEADER_WORDS: Record<BomColumnRole, readonly string[]> = {
  designator: [
    'designator',
    'designators',
    'reference',
    'references',
    'ref',
    'refs',
    'refdes',
    'ref des',
    'reference designator',
    'reference designators',
    'part reference',
    'parts',
    'position',
  ],
  quantity: ['qty', 'quantity', 'qnty', 'count', 'pcs', 'amount', 'qty per board', 'quantity per pcb'],
  value: ['value', 'val', 'comment', 'designation', 'values', 'part value'],
  mpn: [
    'mpn',
    'partno',
    'part no',
    'part number',
    'partnumber',
    'manufacturer part number',
    'manufacturer part',
    'mfr part number',
    'mfr part',
    'mfr pn',
    'mfg part number',
    'mfg pn',
    'manufacturer pn',
    'mf pn',
    'part num',
    'manufacturer part no',
  ],
  manufacturer: ['manufacturer', 'mfr', 'mfg', 'manufacturer name', 'maker', 'brand', 'vendor'],
  lcsc: [
    'lcsc',
    'lcsc part',
    'lcsc part #',
    'lcsc part number',
    'lcsc pn',
    'lcsc #',
    'jlcpcb part #',
    'jlcpcb part',
    'jlc part',
    'lcsc code',
  ],
  digikey: [
    'digikey',
    'digi key',
    'dk',
    'digikey part number',
    'digi key part number',
    'digikey pn',
    'dk pn',
    'digikey #',
    'digi key part',
  ],
  mouser: ['mouser', 'mouser part number', 'mouser pn', 'mouser #', 'mouser part'],
  footprint: ['footprint', 'package', 'pcb footprint', 'case', 'case package', 'footprint name', 'pattern', 'pcb decal'],
  dnp: [
    'dnp',
    'dnf',
    'dni',
    'do not place',
    'do not populate',
    'do not fit',
    'nofit',
    'no fit',
    'populate',
    'populated',
    'fitted',
    'fit',
    'mount',
    'install',
    'assemble',
    'assembled',
  ],
  description: ['description', 'desc', 'part description', 'notes', 'note'],
};

/** DNP headers that say the opposite (yes = place it). */
const POSITIVE_DNP_HEADERS = new Set(['populate', 'populated', 'fitted', 'fit', 'mount', 'install', 'assemble', 'assembled']);

export function normaliseHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim();
}

const NORMALISED_WORDS = Object.fromEntries(BOM_COLUMN_ROLES.map((role) => [role, HEADER_WORDS[role].map(normaliseHeader)])) as Record<
  BomColumnRole,
  string[]
>;

function headerScore(role: BomColumnRole, header: string): number {
  const h = normaliseHeader(header);
  if (h === '') return 0;
  const words = NORMALISED_WORDS[role];
  if (words.includes(h)) return 1;
  // A known name inside a longer header (`Manufacturer Part Number (MPN)`), whole words only.
  const padded = ` ${h} `;
  return words.some((w) => w.length >= 3 && padded.includes(` ${w} `)) ? 0.7 : 0;
}

const LOOKS: Record<BomColumnRole, (cell: string) => boolean> = {
  designator: (c) => /^[A-Za-z_+][\w+./-]*\d[\w./-]*(?:[\s,;]+[A-Za-z_+][\w+./-]*\d[\w./-]*)*$/.test(c) && /[A-Za-z]/.test(c),
  quantity: (c) => /^\d{1,5}$/.test(c),
  value: (c) => c !== '',
  mpn: (c) => /^[A-Za-z0-9][\w./#+-]{3,}$/.test(c) && /\d/.test(c) && /[A-Za-z]/.test(c),
  manufacturer: (c) => /^[A-Za-z][\w .,&()-]{1,}$/.test(c) && !/\d{3}/.test(c),
  lcsc: (c) => /^C\d{2,}$/i.test(c),
  digikey: (c) => /-ND$/i.test(c),
  mouser: (c) => /^\d{2,3}-[\w./-]+$/.test(c),
  footprint: (c) => /[A-Za-z]/.test(c) && !/\s{2}/.test(c),
  dnp: (c) => c === '' || /^(?:dnp|dnf|dni|nc|na|n\/a|x|yes|no|y|n|true|false|0|1|fitted|not fitted|do not place)$/i.test(c),
  description: (c) => c.split(/\s+/).length >= 2,
};

function contentScore(role: BomColumnRole, cells: readonly string[]): number {
  const filled = cells.filter((c) => c !== '');
  if (filled.length === 0) return 0;
  const fits = (role === 'dnp' ? cells : filled).filter((c) => LOOKS[role](c)).length;
  // Sparse columns (a few LCSC codes) count less than full ones.
  const fill = role === 'dnp' ? 1 : filled.length / cells.length;
  return (fits / (role === 'dnp' ? cells.length : filled.length)) * (0.5 + 0.5 * fill);
}

/** The header row: the first 15 rows' best by number of cells naming a role; -1 when none names two. */
export function detectHeaderRow(rows: readonly TableRow[]): number {
  let best = -1;
  let bestHits = 1;
  rows.slice(0, 15).forEach((row, i) => {
    const hits = row.cells.filter((cell) => BOM_COLUMN_ROLES.some((role) => headerScore(role, cell) === 1)).length;
    if (hits > bestHits) {
      best = i;
      bestHits = hits;
    }
  });
  return best;
}

export function detectColumns(rows: readonly TableRow[]): DetectedMapping {
  const headerRow = detectHeaderRow(rows);
  const headers = headerRow >= 0 ? rows[headerRow]!.cells : [];
  const body = rows.slice(headerRow + 1, headerRow + 41);
  const width = Math.max(headers.length, maxOf(body.map((r) => r.cells.length)), 0);
  const columnCells = Array.from({ length: width }, (_, c) => body.map((r) => r.cells[c] ?? ''));

  const scored: Array<{ role: BomColumnRole; column: number; score: number }> = [];
  const candidates: DetectedMapping['candidates'] = {};
  for (const role of BOM_COLUMN_ROLES) {
    const list: ColumnCandidate[] = [];
    for (let c = 0; c < width; c++) {
      const header = headers[c] ?? '';
      const byHeader = headerScore(role, header);
      // Without a header, only the cell shapes that are unmistakable count.
      const byContent = contentScore(role, columnCells[c]!);
      const score =
        headerRow >= 0
          ? 0.6 * byHeader + 0.4 * byContent * (byHeader > 0 ? 1 : 0.5)
          : ['designator', 'quantity', 'lcsc', 'digikey'].includes(role)
            ? 0.5 * byContent
            : 0;
      if (score >= 0.2) list.push({ column: c, header, score: Math.round(score * 100) / 100 });
      scored.push({ role, column: c, score });
    }
    list.sort((a, b) => b.score - a.score || a.column - b.column);
    if (list.length > 0) candidates[role] = list.slice(0, 4);
  }

  const columns: ColumnMapping['columns'] = {};
  const used = new Set<number>();
  for (const s of scored.sort((a, b) => b.score - a.score || a.column - b.column)) {
    if (s.score < 0.3 || used.has(s.column) || columns[s.role] !== undefined) continue;
    columns[s.role] = s.column;
    used.add(s.column);
  }

  const scoreOf = (role: BomColumnRole) =>
    columns[role] === undefined ? 0 : (scored.find((s) => s.role === role && s.column === columns[role])?.score ?? 0);
  const confidence = Math.round(Math.min(scoreOf('designator'), Math.max(scoreOf('value'), scoreOf('mpn'), scoreOf('lcsc'))) * 100) / 100;
  return {
    mapping: { header_row: headerRow, columns },
    confidence,
    needs_confirmation: confidence < 0.6,
    headers,
    candidates,
  };
}

/** Whether the mapped DNP column says "yes, place it" rather than "do not place". */
export function dnpColumnIsPositive(headers: readonly string[], column: number | undefined): boolean {
  return column !== undefined && POSITIVE_DNP_HEADERS.has(normaliseHeader(headers[column] ?? ''));
}
