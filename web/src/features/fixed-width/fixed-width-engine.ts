import { detectColumns, splitLines, tableRows, toCsv } from './fixed-width.ts';
import { PREVIEW_LINES, type WorkerRequest, type WorkerResponse } from './fixed-width-protocol.ts';

/** The worker's state and answers, also run on the page where Web Workers are missing. */
export function createEngine() {
  let lines: string[] = [];
  return (req: WorkerRequest): WorkerResponse => {
    try {
      if (req.kind === 'load') {
        lines = splitLines(req.text);
        return {
          id: req.id,
          kind: 'loaded',
          loaded: { detection: detectColumns(lines), lineCount: lines.length, head: lines.slice(0, PREVIEW_LINES) },
        };
      }
      const rows = tableRows(lines, req.options);
      if (req.format === 'rows') return { id: req.id, kind: 'rows', rows };
      return { id: req.id, kind: 'csv', csv: toCsv(req.names, rows), rows: rows.length };
    } catch (e) {
      return { id: req.id, kind: 'error', message: e instanceof Error ? e.message : String(e) };
    }
  };
}
