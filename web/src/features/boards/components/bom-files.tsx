import { useState, type ChangeEvent } from 'react';
import type { BoardAssembly } from '#contracts/schemas/assembly.ts';
import {
  BOM_FILE_EXTENSIONS,
  MAX_ASSEMBLY_FILE_BYTES,
  MAX_BOARD_QUANTITY,
  PLACEMENT_FILE_EXTENSIONS,
} from '#contracts/schemas/assembly.ts';
import type { CadSource } from '#contracts/board-files.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import type { AssemblyChange } from '../api/change-board-assembly.ts';
import styles from './bom.module.css';

type Props = {
  assembly: BoardAssembly;
  cadSource: CadSource;
  busy: boolean;
  onChange: (change: AssemblyChange) => void;
};

function tooLarge(file: File): boolean {
  return file.size > MAX_ASSEMBLY_FILE_BYTES;
}

/** The BOM file, the placement files (what Gerber-only boards need for positions) and the number of boards. */
export function BomFiles({ assembly, cadSource, busy, onChange }: Props) {
  const [quantity, setQuantity] = useState(String(assembly.quantity));
  const [problem, setProblem] = useState('');
  const quantityNumber = Number(quantity);
  const quantityValid = Number.isInteger(quantityNumber) && quantityNumber >= 1 && quantityNumber <= MAX_BOARD_QUANTITY;

  function picked(kind: 'bom' | 'placement') {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = '';
      if (!file) return;
      if (tooLarge(file))
        return setProblem(
          `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; BOM and placement files can be at most ${MAX_ASSEMBLY_FILE_BYTES / 1024 / 1024} MB.`,
        );
      setProblem('');
      onChange({ kind, file });
    };
  }

  return (
    <div className={styles.files}>
      <div className={styles.fileCard}>
        <h3>Bill of materials</h3>
        {assembly.bom ? (
          <p className={styles.fileName} data-testid="bom-file">
            {assembly.bom.file_name}
          </p>
        ) : (
          <p className={styles.muted}>A CSV, XLSX or ODS export with designators and values, MPNs or LCSC codes.</p>
        )}
        <label className={styles.fileButton} data-disabled={busy || undefined}>
          <input
            type="file"
            accept={BOM_FILE_EXTENSIONS.join(',')}
            disabled={busy}
            onChange={picked('bom')}
            aria-label="Bill of materials file"
          />
          {assembly.bom ? 'Replace the BOM' : 'Upload a BOM'}
        </label>
      </div>
      <div className={styles.fileCard}>
        <h3>Placement files</h3>
        {assembly.placement_files.length === 0 ? (
          <p className={styles.muted}>
            {cadSource === 'Gerber'
              ? 'Gerber files do not say where parts go: add the pick-and-place (CPL or .pos) file.'
              : 'Optional: positions come from the board; a placement file is compared with it.'}
          </p>
        ) : (
          <ul className={styles.placementList}>
            {assembly.placement_files.map((placementFile) => (
              <li key={placementFile.file_id}>
                <span className={styles.fileName}>{placementFile.file_name}</span>
                <span className={styles.muted}>
                  {placementFile.format} · {placementFile.count} parts
                  {placementFile.created_at ? ` · written ${new Date(placementFile.created_at).toLocaleDateString()}` : ''}
                </span>
                <button
                  type="button"
                  className={styles.textButton}
                  disabled={busy}
                  onClick={() => onChange({ kind: 'remove placement', fileId: placementFile.file_id })}
                  aria-label={`Remove ${placementFile.file_name}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <label className={styles.fileButton} data-disabled={busy || undefined}>
          <input
            type="file"
            accept={PLACEMENT_FILE_EXTENSIONS.join(',')}
            disabled={busy}
            onChange={picked('placement')}
            aria-label="Placement file"
          />
          Add a placement file
        </label>
      </div>
      <form
        className={styles.fileCard}
        onSubmit={(event) => {
          event.preventDefault();
          if (quantityValid && quantityNumber !== assembly.quantity) onChange({ kind: 'quantity', quantity: quantityNumber });
        }}
      >
        <h3>
          <label htmlFor="board-quantity">Boards to make</label>
        </h3>
        <div className={styles.quantityRow}>
          <input
            id="board-quantity"
            type="number"
            min={1}
            max={MAX_BOARD_QUANTITY}
            step={1}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={busy || !quantityValid || quantityNumber === assembly.quantity}>
            Save
          </Button>
        </div>
        <p className={styles.muted}>Stock is checked for designators × boards.</p>
      </form>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
