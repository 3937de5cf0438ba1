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
      cell: (element) => (
        <div className={styles.stack}>
          <button type="button" className={styles.designator} onClick={() => onSelect(element.id)} aria-pressed={element.id === selectedId}>
            {element.designator}
          </button>
          <span className={shared.muted}>{element.side ? SIDE[element.side] : 'No position'}</span>
        </div>
      ),
    },
    {
      key: 'value',
      header: 'Value and footprint',
      cell: (element) => (
        <div className={styles.stack}>
          {element.value && <span className={styles.value}>{element.value}</span>}
          {element.footprint && <span className={shared.muted}>{element.footprint}</span>}
          {!element.value && !element.footprint && <span className={shared.muted}>No value or footprint</span>}
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
      cell: (element) => (
        <div className={styles.stack}>
          <span
            className={styles.check}
            data-state={element.footprint_check.state}
            title={element.footprint_check.reasons.join('\n') || undefined}
          >
            {footprintCheckLabel(element.footprint_check)}
          </span>
          {element.processing === 'Updating' && <span className={shared.muted}>Updating…</span>}
        </div>
      ),
    },
    {
      key: 'populate',
      header: 'Populate',
      cell: (element) => (
        <Checkbox
          label={`Populate ${element.designator}`}
          checked={!element.do_not_populate}
          onCheck={(on) => onChange(element, { do_not_populate: !on })}
        />
      ),
    },
    {
      key: 'consigned',
      header: 'Consigned',
      cell: (element) => (
        <Checkbox
          label={`${element.designator} consigned`}
          checked={element.is_consignment}
          disabled={element.do_not_populate}
          onCheck={(on) => onChange(element, { is_consignment: on })}
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
        rowAttributes={(event) => ({
          'data-designator': event.designator,
          'data-processing': event.processing,
          'data-selected': event.id === selectedId || undefined,
        })}
        detailRow={(event) =>
          event.message ? (
            <span className={styles.message} data-testid="element-message">
              {event.message}
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
function PartCell({ element, line, onChoosePart }: PartCellProps) {
  const match = matchSummary(element, line);
  const price = element.part?.price_breaks[0];
  return (
    <div className={`${styles.stack} ${styles.part}`}>
      {element.part ? (
        <span>
          <strong>{element.part.mpn || element.part.supplier_code}</strong>{' '}
          <span className={shared.code}>{element.part.supplier_code}</span> {element.part.package}
          <span className={shared.muted}>
            {' '}
            · {formatCount(element.part.stock)} in stock{price ? ` · ${formatUnitPrice(price.unit_price_micros)}` : ''}
          </span>
        </span>
      ) : element.part_id ? (
        <span className={shared.muted}>Part {element.part_id}</span>
      ) : null}
      <span className={styles.matchLine} data-tone={match.tone} title={match.reasons.join('\n') || undefined} data-testid="match-summary">
        {match.text}
      </span>
      {!element.do_not_populate && (
        <button type="button" className={shared.textButton} onClick={() => onChoosePart(element)}>
          {element.part_id ? 'Change part' : 'Choose a part'}
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
