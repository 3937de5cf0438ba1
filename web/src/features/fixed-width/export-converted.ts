import type { TableOptions } from './fixed-width.ts';
import type { FixedWidthClient } from './fixed-width-client.ts';
import { downloadBlob } from '#web/lib/download-text.ts';
import { xlsxBlob } from './fixed-width-download.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** Has the worker write the whole text as CSV or XLSX rows, downloads `<name>.<format>`, and says what it wrote. */
export async function exportConverted(
  client: FixedWidthClient,
  format: ExportFormat,
  request: { options: TableOptions; names: string[]; name: string },
): Promise<string> {
  const { options, names, name } = request;
  if (format === 'csv') {
    const answer = await client.ask({ kind: 'export', options, names, format: 'csv' });
    if (answer.kind !== 'csv') throw new Error(answer.kind === 'error' ? answer.message : 'unexpected answer');
    downloadBlob(new Blob([answer.csv], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
    return `${name}.csv: ${answer.rows} rows.`;
  }
  const answer = await client.ask({ kind: 'export', options, names, format: 'rows' });
  if (answer.kind !== 'rows') throw new Error(answer.kind === 'error' ? answer.message : 'unexpected answer');
  downloadBlob(await xlsxBlob(names, answer.rows), `${name}.xlsx`);
  return `${name}.xlsx: ${answer.rows.length} rows.`;
}
