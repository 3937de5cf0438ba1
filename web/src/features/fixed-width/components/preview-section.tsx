import { Button } from '#web/components/ui/button/button.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { DataTable, type Column } from '#web/components/ui/table/data-table.tsx';
import type { ExportFormat } from '../export-converted.ts';
import styles from './fixed-width.module.css';

type Props = {
  preview: string[][];
  names: string[];
  busy: '' | 'reading' | ExportFormat;
  /** What was last downloaded ("name.csv: 12 rows."), or ''. */
  exported: string;
  onExport: (format: ExportFormat) => void;
};

type PreviewRow = { index: number; cells: string[] };

/** The first rows as they will be written, and the download buttons. */
export function PreviewSection({ preview, names, busy, exported, onExport }: Props) {
  const columns: Column<PreviewRow>[] = names.map((name, column) => ({
    key: String(column),
    header: name,
    cell: (row) => row.cells[column] ?? '',
  }));
  return (
    <Section
      title="Preview"
      id="fw-preview"
      description={`The first ${preview.length} rows as they will be written.`}
      actions={
        <>
          <Button onClick={() => onExport('csv')} loading={busy === 'csv'}>
            Download CSV
          </Button>
          <Button variant="secondary" onClick={() => onExport('xlsx')} loading={busy === 'xlsx'}>
            Download XLSX
          </Button>
        </>
      }
    >
      <DataTable
        caption="Converted rows"
        columns={columns}
        rows={preview.map((cells, index) => ({ index, cells }))}
        rowKey={(row) => String(row.index)}
        rowTestId="fixed-width-row"
        empty="No rows: every line is skipped."
      />
      {exported && (
        <p className={styles.muted} role="status">
          Downloaded {exported}
        </p>
      )}
    </Section>
  );
}
