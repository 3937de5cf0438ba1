import { useId, useState, type FormEvent } from 'react';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import type { InventoryMovementView } from '#contracts/schemas/inventory.ts';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { useAdjustPartStock } from './api/adjust-stock.ts';
import { useFindPart } from './api/find-part.ts';
import { usePartMovements } from './api/list-movements.ts';
import styles from './parts-inventory-page.module.css';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { formatCount } from '#contracts/number-text.ts';

/** /internal/parts/inventory: find a part, adjust its stock with a reason, see its history. Engineer or Admin (checked on the server too). */
export function PartsInventoryPage() {
  return (
    <PageLayout title="Part inventory" documentTitle="Part inventory · Internal">
      <p>
        <StaffToolsLink />
      </p>
      <Inventory />
    </PageLayout>
  );
}

function Inventory() {
  const [code, setCode] = useState('');
  const inputId = useId();
  const found = useFindPart(code);
  const part = found.data?.results[0]?.part;

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCode(String(new FormData(event.currentTarget).get('code') ?? '').trim());
  }

  return (
    <>
      <form className={styles.row} onSubmit={find} role="search">
        <label htmlFor={inputId}>Supplier code or MPN</label>
        <input id={inputId} name="code" className={styles.input} placeholder="C7955" />
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </form>
      {found.isFetching && <Spinner text="Finding…" />}
      {code && found.data && !part && <p>No part matches “{code}”.</p>}
      {part && <PartStock partId={part.id} title={`${part.mpn} (${part.supplier_code})`} />}
    </>
  );
}

function PartStock({ partId, title }: { partId: string; title: string }) {
  const history = usePartMovements(partId);
  const adjust = useAdjustPartStock(partId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    adjust.mutate({ delta: Number(form.get('delta')), reason: String(form.get('reason') ?? '') });
  }

  return (
    <section className={styles.part} aria-label="Stock">
      <h2>{title}</h2>
      <p data-testid="inventory-stock">{history.data ? `${formatCount(history.data.stock)} in stock` : '…'}</p>
      <form className={styles.row} onSubmit={submit}>
        <label>
          Change (+/−)
          <input name="delta" type="number" step={1} required className={styles.input} />
        </label>
        <label>
          Reason
          <input name="reason" type="text" required minLength={3} maxLength={500} className={styles.input} />
        </label>
        <Button type="submit" loading={adjust.isPending}>
          Apply
        </Button>
      </form>
      {adjust.isError && <p role="alert">{adjust.error.message}</p>}
      {history.data && (
        <DataTable<InventoryMovementView>
          caption="History"
          showCaption
          columns={[
            { key: 'at', header: 'When', cell: (m) => new Date(m.at).toLocaleString() },
            { key: 'actor', header: 'Who', cell: (m) => m.actor },
            { key: 'delta', header: 'Change', numeric: true, cell: (m) => (m.delta > 0 ? `+${m.delta}` : m.delta) },
            { key: 'after', header: 'After', numeric: true, cell: (m) => m.after },
            { key: 'reason', header: 'Reason', cell: (m) => m.reason },
          ]}
          rows={history.data.movements}
          rowKey={(m) => m.movement_id}
        />
      )}
    </section>
  );
}
