import { useState } from 'react';
import { Link } from 'react-router';
import type { Part } from '#contracts/parts.ts';
import type { CustomPartResponse } from '#contracts/schemas/custom-parts.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { RequireGroups } from '#web/lib/auth/require-groups.tsx';
import { formatUnitPrice } from '#web/lib/money.ts';
import { queryFromParameters, DEFAULT_SEARCH_PARAMETERS } from '#web/features/parts/search-parameters.ts';
import { useCustomParts } from '../api/list-custom-parts.ts';
import { CustomPartForm } from './custom-part-form.tsx';
import styles from './custom-parts.module.css';
import { formatCount } from '#contracts/number-text.ts';

/** /internal/parts/custom-parts: create and edit manual-entry parts. Engineer or Admin (checked on the server too). */
export function CustomPartsPage() {
  return (
    <PageLayout
      title="Custom parts"
      documentTitle="Custom parts · Internal"
      lead="Parts the supplier catalogue does not carry, entered by hand. They are searchable like any other part a few seconds after you save."
    >
      <p>
        <Link to={paths.internal.root.getHref()}>← All internal tools</Link> ·{' '}
        <Link to={paths.internal.partsInventory.getHref()}>Adjust stock</Link>
      </p>
      <RequireGroups groups={['Engineer']}>
        <CustomParts />
      </RequireGroups>
    </PageLayout>
  );
}

type Editing = { part: Part | null } | null;

function searchHref(mpn: string): string {
  return paths.components.getHref(queryFromParameters({ ...DEFAULT_SEARCH_PARAMETERS, searchTerms: mpn }));
}

function CustomParts() {
  const list = useCustomParts();
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<CustomPartResponse | null>(null);

  const open = (part: Part | null) => {
    setSaved(null);
    setEditing({ part });
  };
  const done = (answer: CustomPartResponse) => {
    setEditing(null);
    setSaved(answer);
  };

  return (
    <div className={styles.layout}>
      {saved && (
        <p className={styles.notice} role="status">
          Saved {saved.part.mpn} ({saved.part.supplier_code}).{' '}
          {saved.search_index === 'rebuild_requested' ? (
            <>
              It shows in <Link to={searchHref(saved.part.mpn)}>parts search</Link> within a few seconds.
            </>
          ) : (
            'The search index could not be asked to refresh; the part shows in search after the next rebuild (npm run rebuild-parts-index).'
          )}
        </p>
      )}
      {editing ? (
        <section aria-labelledby="custom-part-form-title" className={styles.layout}>
          <h2 id="custom-part-form-title" className={styles.formTitle}>
            {editing.part ? `Edit ${editing.part.mpn}` : 'New custom part'}
          </h2>
          <CustomPartForm key={editing.part?.id ?? 'new'} part={editing.part} onSaved={done} onCancel={() => setEditing(null)} />
        </section>
      ) : (
        <div className={styles.toolbar}>
          <Button onClick={() => open(null)}>New custom part</Button>
        </div>
      )}
      <section aria-labelledby="custom-parts-title">
        <h2 id="custom-parts-title">Entered by hand</h2>
        {list.isPending && <Spinner text="Loading custom parts…" />}
        {list.isError && <p role="alert">Failed to load the custom parts.</p>}
        {list.data?.parts.length === 0 && <p className={styles.muted}>No custom parts yet.</p>}
        {list.data && list.data.parts.length > 0 && (
          <DataTable<Part>
            caption="Custom parts"
            columns={[
              {
                key: 'part',
                header: 'Part',
                cell: (part) => (
                  <>
                    <strong>{part.mpn}</strong>
                    <br />
                    <span className={styles.muted}>{part.supplier_code}</span>
                  </>
                ),
              },
              { key: 'manufacturer', header: 'Manufacturer', cell: (part) => part.manufacturer },
              { key: 'value', header: 'Value text', cell: (part) => part.value_text },
              { key: 'stock', header: 'Stock', numeric: true, cell: (part) => formatCount(part.stock) },
              {
                key: 'from',
                header: 'From',
                numeric: true,
                cell: (part) => (part.price_breaks[0] ? formatUnitPrice(part.price_breaks[0].unit_price_micros) : '—'),
              },
              {
                key: 'actions',
                header: 'Actions',
                headerContent: <span className="visually-hidden">Actions</span>,
                cell: (part) => (
                  <Button variant="secondary" onClick={() => open(part)} aria-label={`Edit ${part.mpn}`}>
                    Edit
                  </Button>
                ),
              },
            ]}
            rows={list.data.parts}
            rowKey={(part) => part.id}
          />
        )}
      </section>
    </div>
  );
}
