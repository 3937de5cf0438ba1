import { useEffect, useRef } from 'react';
import type { BoardElementView, BomLineView, ElementChange } from '#contracts/schemas/assembly.ts';
import { formatUnitPrice } from '#web/lib/money.ts';
import { footprintCheckLabel, matchSummary } from '#web/lib/bom-labels.ts';
import shared from './bom.module.css';
import styles from './elements-table.module.css';

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
  const selectedRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    selectedRow.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  return (
    <div className={styles.elementsScroll}>
      <table className={styles.elements} data-testid="bom-elements">
        <thead>
          <tr>
            <th scope="col">Designator</th>
            <th scope="col">Value and footprint</th>
            <th scope="col">Part</th>
            <th scope="col">Footprint check</th>
            <th scope="col">Populate</th>
            <th scope="col">Consigned</th>
          </tr>
        </thead>
        {elements.map((e) => {
          const match = matchSummary(e, e.bom_row === null ? undefined : lines.get(e.bom_row));
          const selected = e.id === selectedId;
          const price = e.part?.price_breaks[0];
          return (
            <tbody
              key={e.id}
              className={styles.elementGroup}
              data-testid="bom-element"
              data-designator={e.designator}
              data-processing={e.processing}
              data-selected={selected || undefined}
            >
              <tr ref={selected ? selectedRow : undefined}>
                <th scope="row" data-label="Designator">
                  <button type="button" className={styles.designator} onClick={() => onSelect(e.id)} aria-pressed={selected}>
                    {e.designator}
                  </button>
                  <span className={shared.muted}>{e.side ? SIDE[e.side] : 'No position'}</span>
                </th>
                <td data-label="Value">
                  {e.value && <span className={styles.value}>{e.value}</span>}
                  {e.footprint && <span className={shared.muted}>{e.footprint}</span>}
                  {!e.value && !e.footprint && <span className={shared.muted}>No value or footprint</span>}
                </td>
                <td data-label="Part" className={styles.partCell}>
                  {e.part ? (
                    <span className={styles.partLine}>
                      <strong>{e.part.mpn || e.part.supplier_code}</strong> <span className={shared.code}>{e.part.supplier_code}</span>{' '}
                      {e.part.package}
                      <span className={shared.muted}>
                        {' '}
                        · {e.part.stock.toLocaleString('en-US')} in stock{price ? ` · ${formatUnitPrice(price.unit_price_micros)}` : ''}
                      </span>
                    </span>
                  ) : e.part_id ? (
                    <span className={shared.muted}>Part {e.part_id}</span>
                  ) : null}
                  <span
                    className={styles.matchLine}
                    data-tone={match.tone}
                    title={match.reasons.join('\n') || undefined}
                    data-testid="match-summary"
                  >
                    {match.text}
                  </span>
                  {!e.do_not_populate && (
                    <button type="button" className={shared.textButton} onClick={() => onChoosePart(e)}>
                      {e.part_id ? 'Change part' : 'Choose a part'}
                    </button>
                  )}
                </td>
                <td data-label="Footprint check">
                  <span
                    className={styles.check}
                    data-state={e.footprint_check.state}
                    title={e.footprint_check.reasons.join('\n') || undefined}
                  >
                    {footprintCheckLabel(e.footprint_check)}
                  </span>
                  {e.processing === 'Updating' && <span className={shared.muted}> Updating…</span>}
                </td>
                <td data-label="Populate">
                  <input
                    type="checkbox"
                    aria-label={`Populate ${e.designator}`}
                    checked={!e.do_not_populate}
                    onChange={(ev) => onChange(e, { do_not_populate: !ev.target.checked })}
                  />
                </td>
                <td data-label="Consigned">
                  <input
                    type="checkbox"
                    aria-label={`${e.designator} consigned`}
                    checked={e.is_consignment}
                    disabled={e.do_not_populate}
                    onChange={(ev) => onChange(e, { is_consignment: ev.target.checked })}
                  />
                </td>
              </tr>
              {e.message && (
                <tr className={styles.messageRow}>
                  <td colSpan={6} data-testid="element-message">
                    {e.message}
                  </td>
                </tr>
              )}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
