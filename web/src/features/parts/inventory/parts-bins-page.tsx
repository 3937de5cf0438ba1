import { useState, type FormEvent } from 'react';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import type { Bin } from '#contracts/schemas/inventory.ts';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { usePart } from '../api/get-part.ts';
import { useAdjustBin } from './api/adjust-stock.ts';
import { useCreateBin } from './api/create-bin.ts';
import { useBins, useRefreshBins } from './api/list-bins.ts';
import styles from './parts-inventory-page.module.css';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { formatCount } from '#contracts/number-text.ts';

/** /internal/parts/bins: bins by location with their part and quantity; create bins, put in and take out with a reason. */
export function PartsBinsPage() {
  return (
    <PageLayout title="Part bins" documentTitle="Part bins · Internal">
      <p>
        <StaffToolsLink />
      </p>
      <Bins />
    </PageLayout>
  );
}

function Bins() {
  const bins = useBins();
  const refresh = useRefreshBins();
  const create = useCreateBin();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate({ location: String(form.get('location') ?? '').trim(), code: String(form.get('code') ?? '').trim() });
  }
  return (
    <>
      <form className={styles.row} onSubmit={submit}>
        <label>
          Location
          <input name="location" required className={styles.input} placeholder="A-01-03" />
        </label>
        <label>
          Part (supplier code or MPN)
          <input name="code" required className={styles.input} placeholder="C7955" />
        </label>
        <Button type="submit" loading={create.isPending}>
          Add bin
        </Button>
      </form>
      {create.isError && <p role="alert">{create.error.message}</p>}
      {bins.isPending && <Spinner text="Loading bins…" />}
      {bins.isError && <p role="alert">Failed to load the bins.</p>}
      {bins.data && bins.data.bins.length === 0 && <p>No bins yet.</p>}
      {bins.data && bins.data.bins.length > 0 && (
        <DataTable<Bin>
          caption="Bins"
          columns={[
            { key: 'location', header: 'Location', cell: (b) => b.location },
            { key: 'part', header: 'Part', cell: (b) => <BinPart partId={b.part_id} /> },
            { key: 'quantity', header: 'Quantity', numeric: true, cell: (b) => formatCount(b.quantity) },
            {
              key: 'change',
              header: 'Change',
              cell: (b) => <BinChange binId={b.bin_id} location={b.location} onChanged={refresh} />,
            },
          ]}
          rows={bins.data.bins}
          rowKey={(b) => b.bin_id}
        />
      )}
    </>
  );
}

/** The bin's part by MPN and supplier code, once loaded. */
function BinPart({ partId }: { partId: string }) {
  const part = usePart(partId);
  return <>{part.data ? `${part.data.mpn} (${part.data.supplier_code})` : partId}</>;
}

/** Put in or take out of one bin, with a reason. */
function BinChange({ binId, location, onChanged }: { binId: string; location: string; onChanged: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const adjust = useAdjustBin(binId, {
    onSuccess: () => {
      setError(null);
      onChanged();
    },
    onError: (e) => setError(e.message),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    adjust.mutate({ delta: Number(form.get('delta')), reason: String(form.get('reason') ?? '') });
  }
  return (
    <>
      <form className={styles.row} onSubmit={submit} aria-label={`Change bin ${location}`}>
        <input name="delta" type="number" step={1} required aria-label="Change (+/−)" className={`${styles.input} ${styles.narrow}`} />
        <input
          name="reason"
          type="text"
          required
          minLength={3}
          aria-label="Reason"
          placeholder="Reason"
          className={`${styles.input} ${styles.narrow}`}
        />
        <Button type="submit" variant="secondary" loading={adjust.isPending}>
          Apply
        </Button>
      </form>
      {error && <p role="alert">{error}</p>}
    </>
  );
}
