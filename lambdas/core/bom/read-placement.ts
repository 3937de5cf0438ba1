import type { Placement, PlacementFile } from '#contracts/schemas/bom.ts';
import { decodeText } from './decode-text.ts';
import { normaliseHeader } from './bom-columns.ts';
import { readDelimited } from './read-delimited.ts';
import type { TableRow } from './read-delimited.ts';
import { isSpreadsheet } from './read-table.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';

// Placement (pick-and-place / centroid) files: KiCad's text `.pos`, KiCad's
// CSV, JLCPCB's CPL (`Designator, Mid X, Mid Y, Layer, Rotation`) and other
// CSVs with recognisable headers. Positions in mm (mil and inch converted),
// y as written (KiCad writes y up, like the board model).

export class UnreadablePlacementError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UnreadablePlacementError';
  }
}

type PlacementRole = 'designator' | 'x' | 'y' | 'rotation' | 'side' | 'value' | 'footprint';

const HEADERS: Record<PlacementRole, readonly string[]> = {
  designator: ['designator', 'ref', 'reference', 'refdes', 'part', 'name'],
  x: ['mid x', 'posx', 'pos x', 'x', 'center x', 'center x mm', 'center x mil', 'ref x', 'x mm', 'x mil', 'location x'],
  y: ['mid y', 'posy', 'pos y', 'y', 'center y', 'center y mm', 'center y mil', 'ref y', 'y mm', 'y mil', 'location y'],
  rotation: ['rotation', 'rot', 'angle', 'orientation', 'rotate'],
  side: ['layer', 'side', 'tb', 'top bottom', 'mirror'],
  value: ['val', 'value', 'comment'],
  footprint: ['package', 'footprint', 'pattern'],
};

const UNIT_TO_MM: Record<string, number> = { mm: 1, mil: 0.0254, mils: 0.0254, in: 25.4, inch: 25.4, inches: 25.4 };

function parseLength(text: string, defaultUnit: number): number | undefined {
  const m = /^([+-]?\d+(?:[.,]\d+)?)\s*(mm|mils?|in|inch|inches)?$/i.exec(text.trim());
  if (!m) return undefined;
  const value = Number(m[1]!.replace(',', '.'));
  return value * (m[2] ? UNIT_TO_MM[m[2].toLowerCase()]! : defaultUnit);
}

function parseSide(text: string): 'top' | 'bottom' | undefined {
  const t = text.trim().toLowerCase();
  if (/^(?:top|t|f\.?cu|front|toplayer|top layer|component|1)$/.test(t)) return 'top';
  if (/^(?:bottom|bot|b|b\.?cu|back|bottomlayer|bottom layer|solder|2)$/.test(t)) return 'bottom';
  return undefined;
}

/** `Mon Jun  1 16:47:27 2020` (KiCad 5) or an ISO date (KiCad 7+) → ISO, read as UTC (the file gives no zone). */
export function parseKicadDate(text: string): string | null {
  const iso = /(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)/.exec(text);
  if (iso) return new Date(`${iso[1]}T${iso[2]}Z`).toISOString();
  const classic = /([A-Z][a-z]{2})\s+(\d{1,2})\s+(\d{2}:\d{2}:\d{2})\s+(\d{4})/.exec(text);
  if (classic) {
    const date = new Date(`${classic[2]} ${classic[1]} ${classic[4]} ${classic[3]} UTC`);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  return null;
}

function readKicadPos(name: string, text: string): PlacementFile {
  let unit = 1;
  let createdAt: string | null = null;
  const placements: Placement[] = [];
  for (const raw of text.split(/\r\n|\n|\r/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      if (/created on/i.test(line)) createdAt = parseKicadDate(line.slice(line.search(/created on/i) + 10)) ?? createdAt;
      const unitMatch = /Unit\s*=\s*(mm|inches|inch|mils?)/i.exec(line);
      if (unitMatch) unit = UNIT_TO_MM[unitMatch[1]!.toLowerCase()]!;
      continue;
    }
    // Ref, Val (may hold spaces), Package, PosX, PosY, Rot, Side: read from both ends.
    const tokens = line.split(/\s+/);
    if (tokens.length < 7) continue;
    const side = parseSide(tokens[tokens.length - 1]!);
    const rotation = Number(tokens[tokens.length - 2]);
    const y = parseLength(tokens[tokens.length - 3]!, unit);
    const x = parseLength(tokens[tokens.length - 4]!, unit);
    if (!side || x === undefined || y === undefined || !Number.isFinite(rotation)) continue;
    placements.push({
      designator: tokens[0]!,
      value: tokens.slice(1, -5).join(' '),
      footprint: tokens[tokens.length - 5]!,
      x,
      y,
      rotation,
      side,
    });
  }
  return { file_name: name, format: 'KiCad .pos', created_at: createdAt, placements };
}

function findColumns(header: readonly string[]): Partial<Record<PlacementRole, number>> {
  const normalised = header.map(normaliseHeader);
  const out: Partial<Record<PlacementRole, number>> = {};
  for (const role of Object.keys(HEADERS) as PlacementRole[]) {
    const words = HEADERS[role].map(normaliseHeader);
    const at = normalised.findIndex((h) => words.includes(h));
    if (at >= 0) out[role] = at;
  }
  return out;
}

function readPlacementRows(name: string, rows: readonly TableRow[]): PlacementFile {
  const headerAt = rows.slice(0, 15).findIndex((row) => {
    const c = findColumns(row.cells);
    return c.designator !== undefined && c.x !== undefined && c.y !== undefined;
  });
  if (headerAt < 0) throw new UnreadablePlacementError(`${name}: no header with designator, X and Y columns was found.`);
  const header = rows[headerAt]!.cells;
  const col = findColumns(header);
  const headerText = header.map(normaliseHeader);
  const unit = headerText.some((h) => /\bmil\b/.test(h)) ? UNIT_TO_MM.mil! : headerText.some((h) => /\b(?:in|inch)\b/.test(h)) ? 25.4 : 1;
  const format: PlacementFile['format'] = headerText.includes('mid x')
    ? 'JLCPCB CPL'
    : headerText.includes('posx') && headerText.includes('val')
      ? 'KiCad CSV'
      : 'CSV';
  const placements: Placement[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    const cell = (role: PlacementRole) => (col[role] === undefined ? '' : (row.cells[col[role]] ?? '').trim());
    const x = parseLength(cell('x'), unit);
    const y = parseLength(cell('y'), unit);
    const designator = cell('designator');
    if (designator === '' || x === undefined || y === undefined) continue;
    const rotation = Number(cell('rotation') || '0');
    placements.push({
      designator,
      x,
      y,
      rotation: Number.isFinite(rotation) ? rotation : 0,
      side: parseSide(cell('side')) ?? 'top',
      value: cell('value'),
      footprint: cell('footprint'),
    });
  }
  return { file_name: name, format, created_at: null, placements };
}

export async function readPlacement(file: { name: string; bytes: Uint8Array }): Promise<PlacementFile> {
  let result: PlacementFile;
  if (isSpreadsheet(file.bytes)) {
    result = readPlacementRows(file.name, await readSpreadsheet(file.bytes));
  } else {
    const text = decodeText(file.bytes);
    const kicadPos = /^#+\s*(?:Module|Footprint) positions/im.test(text) || (/\.pos$/i.test(file.name) && /^#\s*Ref\s+Val/im.test(text));
    result = kicadPos ? readKicadPos(file.name, text) : readPlacementRows(file.name, readDelimited(text));
  }
  if (result.placements.length === 0 && result.format !== 'KiCad .pos')
    throw new UnreadablePlacementError(`${file.name}: no placements were found.`);
  return result;
}
