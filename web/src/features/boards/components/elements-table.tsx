import { useEffect, useRef } from 'react';
import type { BoardElementView, BomLineView, ElementChange } from '#contracts/schemas/assembly.ts';
import { DataTable, type Column } from '#web/components/ui/table/data-table.tsx';
import { formatUnitPrice } from '#web/lib/money.ts';
import { footprintCheckLabel, matchSummary } from '#web/lib/bom-labels.ts';
import shared from './bom.module.css';
import styles from './elements-table.module.css';
import { formatCount } from '#contracts/number-text.ts';

type Props = {
  elements: BoardElementView[];
  lines: ReadonlyMap<number, BomLineView>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onChange: (element: BoardElementView, change: ElementChange) => void;
  onChoosePart: (element: BoardElementView) => void;
};

const SIDE = { top: 'Top', bottom: 'Bottom' } as const;

/** The populate rows: one per designator, with the matched part, its footprint check and the message (docs/validation.md#populate-row-rule). Cards below 940 px. */
export function ElementsTable({ elements, lines, selectedId, onSelect, onChange, onChoosePart }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector('[data-selected]')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  const columns: Column<BoardElementView>[] = [
    {
      key: 'designator',
      header: 'Designator',
      rowHeader: true,
      cell: (e) => (
        <div className={styles.stack}>
          <button type="button" className={styles.designator} onClick={() => onSelect(e.id)} aria-pressed={e.id === selectedId}>
            {e.designator}
          </button>
          <span className={shared.muted}>{e.side ? SIDE[e.side] : 'No position'}</span>
        </div>
      ),
    },
    {
      key: 'value',
      header: 'Value and footprint',
      cell: (e) => (
        <div className={styles.stack}>
          {e.value && <span className={styles.value}>{e.value}</span>}
          {e.footprint && <span className={shared.muted}>{e.footprint}</span>}
          {!e.value && !e.footprint && <span className={shared.muted}>No value or footprint</span>}
        </div>
      ),
    },
    {
      key: 'part',
      header: 'Part',
      cell: (e) => <PartCell element={e} line={e.bom_row === null ? undefined : lines.get(e.bom_row)} onChoosePart={onChoosePart} />,
    },
    {
      key: 'check',
      header: 'Footprint check',
      cell: (e) => (
        <div className={styles.stack}>
          <span className={styles.check} data-state={e.footprint_check.state} title={e.footprint_check.reasons.join('\n') || undefined}>
            {footprintCheckLabel(e.footprint_check)}
          </span>
          {e.processing === 'Updating' && <span className={shared.muted}>Updating…</span>}
        </div>
      ),
    },
    {
      key: 'populate',
      header: 'Populate',
      cell: (e) => (
        <Checkbox label={`Populate ${e.designator}`} checked={!e.do_not_populate} onCheck={(on) => onChange(e, { do_not_populate: !on })} />
      ),
    },
    {
      key: 'consigned',
      header: 'Consigned',
      cell: (e) => (
        <Checkbox
          label={`${e.designator} consigned`}
          checked={e.is_consignment}
          disabled={e.do_not_populate}
          onCheck={(on) => onChange(e, { is_consignment: on })}
        />
      ),
    },
  ];

  return (
    <div ref={box}>
      <DataTable
        columns={columns}
        rows={elements}
        rowKey={(e) => e.id}
        caption="Parts to place"
        selectedKey={selectedId}
        testId="bom-elements"
        rowTestId="bom-element"
        rowAttributes={(e) => ({
          'data-designator': e.designator,
          'data-processing': e.processing,
          'data-selected': e.id === selectedId || undefined,
        })}
        detailRow={(e) =>
          e.message ? (
            <span className={styles.message} data-testid="element-message">
              {e.message}
            </span>
          ) : null
        }
        stickyHeader
      />
    </div>
  );
}

type PartCellProps = { element: BoardElementView; line: BomLineView | undefined; onChoosePart: (element: BoardElementView) => void };

/** The chosen part (or its id while it loads), how well it matches the BOM line, and the button to choose another. */
function PartCell({ element: e, line, onChoosePart }: PartCellProps) {
  const match = matchSummary(e, line);
  const price = e.part?.price_breaks[0];
  return (
    <div className={`${styles.stack} ${styles.part}`}>
      {e.part ? (
        <span>
          <strong>{e.part.mpn || e.part.supplier_code}</strong> <span className={shared.code}>{e.part.supplier_code}</span> {e.part.package}
          <span className={shared.muted}>
            {' '}
            · {formatCount(e.part.stock)} in stock{price ? ` · ${formatUnitPrice(price.unit_price_micros)}` : ''}
          </span>
        </span>
      ) : e.part_id ? (
        <span className={shared.muted}>Part {e.part_id}</span>
      ) : null}
      <span className={styles.matchLine} data-tone={match.tone} title={match.reasons.join('\n') || undefined} data-testid="match-summary">
        {match.text}
      </span>
      {!e.do_not_populate && (
        <button type="button" className={shared.textButton} onClick={() => onChoosePart(e)}>
          {e.part_id ? 'Change part' : 'Choose a part'}
        </button>
      )}
    </div>
  );
}

type CheckboxProps = { label: string; checked: boolean; disabled?: boolean; onCheck: (checked: boolean) => void };

function Checkbox({ label, checked, disabled, onCheck }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(ev) => onCheck(ev.target.checked)}
    />
  );
}
