import { useState } from 'react';
import type { BomSummary } from '#contracts/schemas/assembly.ts';
import { BOM_COLUMN_ROLES, type BomColumnRole } from '#contracts/schemas/bom.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { ROLE_LABELS, rolesByColumn, withColumnRole } from '#web/lib/bom-labels.ts';
import styles from './bom.module.css';

type PreviewRow = { cells: readonly string[]; r: number };

type Props = { bom: BomSummary; busy: boolean; onConfirm: (mapping: BomSummary['mapping']) => void; onCancel?: () => void };

/**
 * The column-mapping step: what each column of the file holds. Shown when the
 * reader was unsure (or on request), with the file's first rows so the
 * customer can see which column is which.
 */
export function ColumnMappingStep({ bom, busy, onConfirm, onCancel }: Props) {
  const [mapping, setMapping] = useState(bom.mapping);
  const roles = rolesByColumn(mapping);
  const width = Math.max(0, ...bom.preview.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => i);
  const headerRow = mapping.header_row;
  const confidence = Math.round(bom.detected.confidence * 100);

  return (
    <section className={styles.mapping} aria-labelledby="mapping-heading" data-testid="column-mapping">
      <h3 id="mapping-heading">Which column is which?</h3>
      <p className={styles.muted}>
        {!bom.needs_mapping
          ? `How the columns of ${bom.file_name} are read.`
          : confidence === 0
            ? `We could not tell which column of ${bom.file_name} is which. Choose what each column holds and confirm.`
            : `We are only ${confidence}% sure how ${bom.file_name} is laid out. Check the columns below and confirm.`}{' '}
        The designator column is required.
      </p>
      <label className={styles.headerToggle}>
        <input
          type="checkbox"
          checked={headerRow >= 0}
          onChange={(e) => setMapping({ ...mapping, header_row: e.target.checked ? Math.max(0, bom.detected.mapping.header_row) : -1 })}
        />
        The first row holds column names
      </label>
      <DataTable<PreviewRow>
        caption={`The first rows of ${bom.file_name}`}
        cards={false}
        columns={columns.map((column) => ({
          key: String(column),
          header: `Column ${column + 1}`,
          headerContent: (
            <select
              aria-label={`Column ${column + 1}`}
              value={roles.get(column) ?? ''}
              onChange={(e) => setMapping(withColumnRole(mapping, column, (e.target.value || null) as BomColumnRole | null))}
            >
              <option value="">Not used</option>
              {BOM_COLUMN_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          ),
          cell: ({ cells }) => cells[column] ?? '',
        }))}
        rows={bom.preview.map((cells, r) => ({ cells, r }))}
        rowKey={({ r }) => String(r)}
        rowAttributes={({ r }) => ({ 'data-header': r === headerRow || undefined })}
      />
      <div className={styles.actions}>
        <Button onClick={() => onConfirm(mapping)} loading={busy} disabled={mapping.columns.designator === undefined}>
          Use these columns
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </section>
  );
}
