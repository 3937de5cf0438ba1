import { useEffect, useRef } from 'react';
import type { Part, PriceBreak } from '#contracts/parts.ts';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { StatusPill } from '#web/components/ui/status-pill/status-pill.tsx';
import { formatMoney, formatUnitPrice } from '#web/lib/money.ts';
import { usePart } from '../api/get-part.ts';
import dialogStyles from '#web/components/ui/dialogs/dialogs.module.css';
import styles from './part-detail.module.css';
import { formatCount } from '#contracts/number-text.ts';

/** A part in a modal dialog: price breaks, stock, parameters, datasheet. Fetched fresh; the search result shows meanwhile. */
export function PartDetail({ partId, initial, onClose }: { partId: string; initial?: Part; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const query = usePart(partId);
  const part = query.data ?? initial;

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`${dialogStyles.frame} ${styles.dialog}`}
      onClose={onClose}
      aria-labelledby="part-detail-title"
      data-testid="part-detail"
    >
      <div className={styles.dialogHeader}>
        <h2 id="part-detail-title">{part ? part.mpn || part.supplier_code : 'Part'}</h2>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label="Close">
          ×
        </button>
      </div>
      {!part && (query.isError ? <p role="alert">Failed to load the part.</p> : <Spinner text="Loading…" />)}
      {part && (
        <>
          <p className={styles.muted}>
            {part.manufacturer} · {part.supplier_code} · {part.package} · {part.library_type === 'basic' ? 'Basic' : 'Extended'} part
          </p>
          <p>{part.description}</p>
          <p>
            {part.discontinued ? (
              <StatusPill tone="danger" title="Its supplier no longer lists it: it cannot be ordered">
                Discontinued
              </StatusPill>
            ) : (
              <strong data-testid="detail-stock">{part.stock > 0 ? `${formatCount(part.stock)} in stock` : 'Out of stock'}</strong>
            )}
            {part.moq > 1 && <span className={styles.muted}> · minimum order {formatCount(part.moq)}</span>}
          </p>
          {part.price_breaks.length > 0 && (
            <div className={styles.breaks}>
              <DataTable<PriceBreak>
                caption="Price breaks"
                showCaption
                cards={false}
                dense
                columns={[
                  { key: 'quantity', header: 'Quantity', cell: (b) => `${formatCount(b.min_qty)}+` },
                  { key: 'unit', header: 'Unit price', align: 'end', numeric: true, cell: (b) => formatUnitPrice(b.unit_price_micros) },
                  {
                    key: 'extended',
                    header: 'Extended',
                    align: 'end',
                    numeric: true,
                    cell: (b) => formatMoney((b.unit_price_micros * b.min_qty) / 1e6),
                  },
                ]}
                rows={part.price_breaks}
                rowKey={(b) => String(b.min_qty)}
              />
            </div>
          )}
          {Object.keys(part.parameters).length > 0 && (
            <dl className={styles.parameters}>
              {Object.entries(part.parameters).map(([id, value]) => (
                <div key={id}>
                  <dt>{id.replace(/_/g, ' ')}</dt>
                  <dd>{value.raw}</dd>
                </div>
              ))}
            </dl>
          )}
          {part.datasheet && (
            <p>
              <a href={part.datasheet} target="_blank" rel="noreferrer noopener">
                Datasheet (PDF)
              </a>
            </p>
          )}
        </>
      )}
    </dialog>
  );
}
