import { useState } from 'react';
import type { BoardAssembly, BoardElementView, ElementChange, ElementPart } from '#contracts/schemas/assembly.ts';
import type { Board } from '#contracts/schemas/boards.ts';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ApiError, isErrorCode } from '#web/lib/api/api-error.ts';
import { useChangeAssembly, type AssemblyChange } from '../api/change-board-assembly.ts';
import { trackBoardEvent } from '../board-analytics.ts';
import { BOM_STATE_LABELS } from '#web/lib/bom-labels.ts';
import { BomFiles } from './bom-files.tsx';
import { BomMismatches } from './bom-mismatches.tsx';
import { ColumnMappingStep } from './column-mapping-step.tsx';
import { ElementsTable } from './elements-table.tsx';
import { SelectPartForm } from './select-part-form.tsx';
import styles from './bom.module.css';
import part from './review-part.module.css';
import { BOM_STATE_TONE } from '../review-part-tone.ts';

type Props = {
  board: Board;
  assembly: BoardAssembly | undefined;
  /** The rows with the customer's unsaved changes applied. */
  elements: BoardElementView[];
  loadError: boolean;
  updateError: string | null;
  onRowChange: (element: BoardElementView, change: ElementChange, part?: ElementPart | null) => void;
  refetch: () => Promise<{ data?: BoardAssembly }>;
  selectedId: string | null;
  onSelect: (id: string) => void;
};

const GENERIC = 'Sorry something went wrong! Please try again later.';

function errorText(error: unknown): string {
  return error instanceof ApiError ? (error.body?.message ?? GENERIC) : 'A network error has occurred.';
}

/** The review page's "Bill of materials" section: files, the column-mapping step, mismatches and the populate rows. */
export function BomSection({ board, assembly, elements, loadError, updateError, onRowChange, refetch, selectedId, onSelect }: Props) {
  const change = useChangeAssembly(board.board_id);
  const [editingMapping, setEditingMapping] = useState(false);
  const [choosing, setChoosing] = useState<BoardElementView | null>(null);
  const [onlyAttention, setOnlyAttention] = useState(false);

  async function apply(next: AssemblyChange) {
    if (!assembly) return;
    try {
      let result: BoardAssembly;
      try {
        result = await change.mutateAsync({ version: assembly.version, change: next });
      } catch (error) {
        // Saved elsewhere meanwhile: re-apply the same change on the newer version, once.
        if (!isErrorCode(error, 'version_conflict')) throw error;
        const fresh = (await refetch()).data;
        if (!fresh) throw error;
        result = await change.mutateAsync({ version: fresh.version, change: next });
      }
      if (next.kind === 'bom')
        trackBoardEvent('Upload bill of materials', { board_id: board.board_id, lines: String(result.lines.length) });
      if (next.kind === 'mapping') setEditingMapping(false);
    } catch {
      // The mutation's error is shown below.
    }
  }

  function rowChange(element: BoardElementView, rowUpdate: ElementChange, part?: ElementPart | null) {
    if (rowUpdate.do_not_populate === false)
      trackBoardEvent('Populate board', { board_id: board.board_id, designator: element.designator });
    onRowChange(element, rowUpdate, part);
  }

  const lines = new Map((assembly?.lines ?? []).map((l) => [l.row, l]));
  const shown = onlyAttention ? elements.filter((e) => e.processing === 'Needs attention' || e.message !== null) : elements;
  const busy = change.isPending;

  return (
    <section className={`${part.part} ${styles.bom}`} aria-labelledby="bom-heading" data-testid="bom-section">
      <header className={part.header}>
        <h2 id="bom-heading">Bill of materials</h2>
        {assembly && (
          <span className={part.state} data-tone={BOM_STATE_TONE[assembly.bom_state]} data-testid="bom-state">
            {BOM_STATE_LABELS[assembly.bom_state]}
          </span>
        )}
      </header>
      {loadError && !assembly && (
        <p className={styles.error} role="alert">
          Could not load the bill of materials. {GENERIC}
        </p>
      )}
      {!assembly && !loadError && <Spinner text="Loading the bill of materials" />}
      {assembly && (
        <>
          <BomFiles
            key={assembly.quantity}
            assembly={assembly}
            cadSource={board.cad_source}
            busy={busy}
            onChange={(next) => void apply(next)}
          />
          {busy && (
            <Spinner
              text={
                change.variables?.change.kind === 'quantity' ? 'Matching parts for the new quantity' : 'Reading the file and matching parts'
              }
            />
          )}
          {change.isError && (
            <p className={styles.error} role="alert">
              {errorText(change.error)}
            </p>
          )}
          {assembly.bom && (assembly.bom.needs_mapping || editingMapping) ? (
            <ColumnMappingStep
              key={assembly.version}
              bom={assembly.bom}
              busy={busy}
              onConfirm={(mapping) => void apply({ kind: 'mapping', mapping })}
              onCancel={assembly.bom.needs_mapping ? undefined : () => setEditingMapping(false)}
            />
          ) : (
            assembly.bom && (
              <p className={styles.muted}>
                Read {assembly.lines.length} lines from {assembly.bom.file_name}
                {assembly.bom.skipped.length ? `, skipped ${assembly.bom.skipped.length} rows without designators` : ''}.{' '}
                <button type="button" className={styles.textButton} onClick={() => setEditingMapping(true)}>
                  Change the column mapping
                </button>
              </p>
            )
          )}
          <BomMismatches mismatches={assembly.mismatches} />
          {elements.length > 0 && (
            <>
              <div className={styles.rowsHeader}>
                <h3>
                  Parts to place{' '}
                  <span className={styles.muted}>
                    ({assembly.summary.populated} of {assembly.summary.elements} populated, {assembly.summary.with_part} with a part,{' '}
                    {assembly.summary.needs_attention} need attention)
                  </span>
                </h3>
                <label className={styles.inline}>
                  <input type="checkbox" checked={onlyAttention} onChange={(e) => setOnlyAttention(e.target.checked)} /> Only rows that need
                  attention
                </label>
              </div>
              {updateError && (
                <p className={styles.error} role="alert">
                  {updateError}
                </p>
              )}
              <ElementsTable
                elements={shown}
                lines={lines}
                selectedId={selectedId}
                onSelect={onSelect}
                onChange={rowChange}
                onChoosePart={(element) => {
                  trackBoardEvent('Open select part form', { board_id: board.board_id, designator: element.designator });
                  setChoosing(element);
                }}
              />
            </>
          )}
          <SelectPartForm
            element={choosing}
            line={choosing && choosing.bom_row !== null ? lines.get(choosing.bom_row) : undefined}
            onClose={() => setChoosing(null)}
            onPick={(partId, part) => {
              if (choosing) rowChange(choosing, { part_id: partId }, part);
              setChoosing(null);
            }}
          />
        </>
      )}
    </section>
  );
}
