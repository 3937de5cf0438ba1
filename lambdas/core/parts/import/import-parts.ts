import { once } from 'node:events';
import { parse } from 'csv-parse';
import type { Category, Parameter, Part } from '#contracts/parts.ts';
import { CatalogueRegistry } from './catalogue-registry.ts';
import { JLCPARTS_REQUIRED_COLUMNS, normaliseJlcpartsRow } from './jlcparts-row.ts';
import { KICAD_LIBRARY_REQUIRED_COLUMNS, kicadParameterColumns, normaliseKicadLibraryRow } from './kicad-library-row.ts';
import type { RowOutcome } from './row-fields.ts';

// Streams a supplier catalogue CSV (a jlcparts export or CDFER's JLCPCB KiCad
// library; samples of both in test/fixtures/parts) into Parts, one row at a
// time: memory stays flat however long the file is, and a bad row becomes a
// rejection with its row number instead of stopping the run.

export type CatalogueFormat = 'jlcparts' | 'kicad-library';

export interface RejectedRow {
  /** 1-based data row (the header is row 0). */
  row: number;
  /** File line where the row ended (quoted fields may span lines). */
  line: number;
  supplier_code?: string;
  reason: string;
}

export type CatalogueEvent =
  | { kind: 'format'; format: CatalogueFormat }
  | { kind: 'category'; category: Category }
  | { kind: 'parameter'; parameter: Parameter }
  | { kind: 'part'; row: number; part: Part }
  | { kind: 'reject'; rejection: RejectedRow };

/** The file is not a catalogue we know (wrong header); nothing was read. */
export class CatalogueFormatError extends Error {
  override name = 'CatalogueFormatError';
}

export type CatalogueInput = AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> | string;

export function detectCatalogueFormat(header: readonly string[]): CatalogueFormat {
  const columns = new Set(header.map((h) => h.trim()));
  const missing = (required: readonly string[]) => required.filter((c) => !columns.has(c));
  if (columns.has('lcsc') && columns.has('attributes')) {
    const lacking = missing(JLCPARTS_REQUIRED_COLUMNS);
    if (lacking.length > 0) throw new CatalogueFormatError(`jlcparts catalogue lacks columns: ${lacking.join(', ')}`);
    return 'jlcparts';
  }
  if (columns.has('LCSC') && columns.has('Footprint')) {
    const lacking = missing(KICAD_LIBRARY_REQUIRED_COLUMNS);
    if (lacking.length > 0) throw new CatalogueFormatError(`KiCad library catalogue lacks columns: ${lacking.join(', ')}`);
    return 'kicad-library';
  }
  throw new CatalogueFormatError(
    'unknown catalogue format: expected the jlcparts columns (lcsc, …, attributes) or the KiCad library columns (Value, Footprint, LCSC, …)',
  );
}

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/** Parsed CSV records with their line numbers; malformed records come back as errors, in file order, not exceptions. */
async function* csvRecords(input: CatalogueInput): AsyncGenerator<CsvRecord | { error: string; line: number }> {
  // The parser runs ahead of the consumer, so each skipped record remembers how many good ones preceded it.
  const skipped: Array<{ error: string; line: number; after: number }> = [];
  let parsedRecords = 0;
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    // A stray quote inside a field stays literal; strict quoting would swallow every following row.
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_record: (record) => {
      parsedRecords++;
      return record;
    },
    on_skip: (error) => {
      const line = typeof error?.lines === 'number' ? error.lines : 0;
      skipped.push({ error: error?.message ?? 'malformed CSV record', line, after: parsedRecords });
      return undefined;
    },
  });
  const source = typeof input === 'string' ? [input] : input;
  // Feed by hand so a failing source stream fails the parser (pipe() would leave it hanging).
  const feeding = (async () => {
    try {
      for await (const chunk of source) {
        if (!parser.write(chunk)) await once(parser, 'drain');
      }
      parser.end();
    } catch (error) {
      parser.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  let consumed = 0;
  for await (const item of parser as AsyncIterable<CsvRecord>) {
    while (skipped.length > 0 && skipped[0]!.after <= consumed) yield skipped.shift()!;
    consumed++;
    yield item;
  }
  yield* skipped.splice(0);
  await feeding;
}

/**
 * Reads a catalogue CSV as a stream of events: the detected format, each new
 * category and parameter before the first part that uses it, then parts and
 * rejections in file order. Duplicate supplier codes after the first are rejected.
 */
export async function* readCatalogue(input: CatalogueInput): AsyncGenerator<CatalogueEvent> {
  const registry = new CatalogueRegistry();
  const firstRowOf = new Map<string, number>();
  let header: string[] | undefined;
  let normalise: ((row: Record<string, string>) => RowOutcome) | undefined;
  let row = 0;

  for await (const item of csvRecords(input)) {
    if ('error' in item) {
      if (!header) throw new CatalogueFormatError(`unreadable header: ${item.error}`);
      row++;
      yield { kind: 'reject', rejection: { row, line: item.line, reason: `malformed CSV: ${item.error}` } };
      continue;
    }
    if (!header) {
      header = item.record.map((h) => h.trim());
      const format = detectCatalogueFormat(header);
      if (format === 'jlcparts') {
        normalise = (fields) => normaliseJlcpartsRow(fields, registry);
      } else {
        const parameterColumns = kicadParameterColumns(header);
        normalise = (fields) => normaliseKicadLibraryRow(fields, parameterColumns, registry);
      }
      yield { kind: 'format', format };
      continue;
    }
    row++;
    const line = item.info.lines;
    if (item.record.length !== header.length) {
      yield { kind: 'reject', rejection: { row, line, reason: `expected ${header.length} fields, found ${item.record.length}` } };
      continue;
    }
    const fields: Record<string, string> = {};
    for (let i = 0; i < header.length; i++) {
      const name = header[i];
      if (name !== undefined && fields[name] === undefined) fields[name] = item.record[i] ?? '';
    }
    const outcome = normalise!(fields);
    const discovered = registry.drainDiscoveries();
    for (const category of discovered.categories) yield { kind: 'category', category };
    for (const parameter of discovered.parameters) yield { kind: 'parameter', parameter };
    if (!outcome.ok) {
      yield { kind: 'reject', rejection: { row, line, supplier_code: outcome.supplier_code, reason: outcome.reason } };
      continue;
    }
    const first = firstRowOf.get(outcome.part.supplier_code);
    if (first !== undefined) {
      yield {
        kind: 'reject',
        rejection: {
          row,
          line,
          supplier_code: outcome.part.supplier_code,
          reason: `duplicate supplier code ${outcome.part.supplier_code} (first on row ${first})`,
        },
      };
      continue;
    }
    firstRowOf.set(outcome.part.supplier_code, row);
    yield { kind: 'part', row, part: outcome.part };
  }
  if (!header) throw new CatalogueFormatError('empty file: no header row');
}

export interface ImportProgress {
  rows: number;
  parts: number;
  rejected: number;
}

export interface ImportHandlers {
  /** Awaited, so a slow store write slows the reader instead of buffering the file. */
  onPart: (part: Part, row: number) => void | Promise<void>;
  onReject?: (rejection: RejectedRow) => void | Promise<void>;
  onCategory?: (category: Category) => void | Promise<void>;
  onParameter?: (parameter: Parameter) => void | Promise<void>;
  onProgress?: (progress: ImportProgress) => void;
  /** Rows between progress calls; default 1000. A last call always follows the final row. */
  progressEvery?: number;
}

export interface ImportSummary extends ImportProgress {
  format: CatalogueFormat;
  categories: Category[];
  parameters: Parameter[];
}

/** Callback form of readCatalogue, for the import command: returns the totals and everything discovered. */
export async function importParts(input: CatalogueInput, handlers: ImportHandlers): Promise<ImportSummary> {
  const every = handlers.progressEvery ?? 1000;
  const summary: ImportSummary = { format: 'jlcparts', rows: 0, parts: 0, rejected: 0, categories: [], parameters: [] };
  const tick = () => {
    summary.rows++;
    if (handlers.onProgress && summary.rows % every === 0)
      handlers.onProgress({ rows: summary.rows, parts: summary.parts, rejected: summary.rejected });
  };
  for await (const event of readCatalogue(input)) {
    switch (event.kind) {
      case 'format':
        summary.format = event.format;
        break;
      case 'category':
        summary.categories.push(event.category);
        await handlers.onCategory?.(event.category);
        break;
      case 'parameter':
        summary.parameters.push(event.parameter);
        await handlers.onParameter?.(event.parameter);
        break;
      case 'part':
        summary.parts++;
        await handlers.onPart(event.part, event.row);
        tick();
        break;
      case 'reject':
        summary.rejected++;
        await handlers.onReject?.(event.rejection);
        tick();
        break;
    }
  }
  handlers.onProgress?.({ rows: summary.rows, parts: summary.parts, rejected: summary.rejected });
  return summary;
}
