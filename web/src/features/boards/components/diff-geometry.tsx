import { DRILL_CHANGES, type RevisionDiff } from '#contracts/schemas/revision-diff.ts';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { layerLabel } from '../board-layers.ts';
import { areaText, countsText, drillChangeText, factChangeText } from '../revision-diff-text.ts';
import { DiffCappedList } from './diff-capped-list.tsx';
import styles from './revision-diff.module.css';

/** Size, layer count, outline loops and layers gained or lost, each with both numbers. */
export function DiffBoardFacts({ board }: { board: RevisionDiff['board'] }) {
  const lines = [
    ...board.changes.map(factChangeText),
    ...board.layersAdded.map((layer) => `Layer added: ${layerLabel(layer)}`),
    ...board.layersRemoved.map((layer) => `Layer removed: ${layerLabel(layer)}`),
  ];
  return (
    <div data-testid="diff-board">
      <h3>Board</h3>
      {lines.length === 0 ? (
        <p className={styles.muted}>Same size, copper layers and outline loops.</p>
      ) : (
        <ul className={styles.facts}>
          {lines.map((line) => (
            <li key={line} className={styles.numbers}>
              {line}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Area added and removed per layer, in mm². */
export function DiffLayerAreas({ layers }: { layers: RevisionDiff['layers'] }) {
  return (
    <div>
      <h3>Area per layer</h3>
      <DataTable
        caption="Area added and removed per layer"
        testId="diff-layers"
        rows={layers}
        rowKey={(row) => row.layer}
        empty="No layer's area changed."
        columns={[
          { key: 'layer', header: 'Layer', rowHeader: true, cell: (row) => layerLabel(row.layer) },
          {
            key: 'added',
            header: 'Added',
            numeric: true,
            align: 'end',
            cell: (row) => <span className={styles.added}>+{areaText(row.addedMm2)}</span>,
          },
          {
            key: 'removed',
            header: 'Removed',
            numeric: true,
            align: 'end',
            cell: (row) => <span className={styles.removed}>−{areaText(row.removedMm2)}</span>,
          },
        ]}
      />
    </div>
  );
}

export function DiffDrills({ drills }: { drills: RevisionDiff['drills'] }) {
  return (
    <div data-testid="diff-drills">
      <h3>Drills</h3>
      <p className={styles.muted}>{drills.total === 0 ? 'No hole or slot changed.' : countsText(drills.counts, DRILL_CHANGES)}</p>
      <DiffCappedList title="Holes and slots" list={drills} text={drillChangeText} />
    </div>
  );
}
