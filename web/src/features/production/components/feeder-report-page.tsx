import { fileWithRevision } from '#contracts/board-revisions.ts';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { FeederRow, FeederReport } from '#contracts/schemas/production.ts';
import { FEEDER_GROUPS } from '#contracts/schemas/production.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { TextField } from '#web/components/ui/field/field.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { StatusPill, type StatusTone } from '#web/components/ui/status-pill/status-pill.tsx';
import { DataTable, type Column } from '#web/components/ui/table/data-table.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { downloadText } from '#web/lib/download-text.ts';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { useFeederReport } from '../api/get-feeder-report.ts';
import { FEEDER_GROUP_LABELS, feederCsv } from '../feeder-csv.ts';
import { plural } from '../plural.ts';
import styles from './production.module.css';

const GROUP_TONE: Record<FeederRow['group'], StatusTone> = {
  basic: 'success',
  feeder_setup: 'warning',
  consigned: 'info',
  unlisted: 'danger',
};

const GROUP_DESCRIPTIONS: Record<FeederRow['group'], string> = {
  basic: 'Basic parts stay on their feeders: check the quantity and refill from the bins.',
  feeder_setup: 'Extended parts: load these feeders before the run, the ones most jobs share first.',
  consigned: 'Parts the customers send: load them when they arrive.',
  unlisted: 'Parts no longer in the catalogue: find them before the run.',
};

const jobsText = (row: FeederRow) =>
  row.job_count <= 3
    ? row.jobs.map((j) => `${j.per_board} × ${j.boards}`).join(' + ')
    : `${row.job_count} jobs, up to ${row.designators_per_board} per board`;

const columns: Column<FeederRow>[] = [
  { key: 'slot', header: 'Slot', cell: (r) => r.slot, numeric: true, align: 'end' },
  {
    key: 'part',
    header: 'Part',
    cell: (row) => (
      <span className={styles.part}>
        <strong>{row.supplier_code}</strong>
        <span className={styles.muted}>{[row.mpn, row.description].filter(Boolean).join(' · ')}</span>
      </span>
    ),
  },
  { key: 'package', header: 'Package', cell: (r) => r.package || '—' },
  { key: 'placements', header: 'Per board × boards', cell: jobsText },
  { key: 'spares', header: 'Spares', cell: (r) => r.spares, numeric: true, align: 'end' },
  { key: 'total', header: 'Total', cell: (r) => <strong>{r.total}</strong>, numeric: true, align: 'end' },
  { key: 'feeder', header: 'Feeder', cell: (r) => <StatusPill tone={GROUP_TONE[r.group]}>{FEEDER_GROUP_LABELS[r.group]}</StatusPill> },
  { key: 'bins', header: 'Bins', cell: (r) => (r.bins.length ? r.bins.map((b) => `${b.location} (${b.quantity})`).join(', ') : '—') },
  { key: 'stock', header: 'In bins', cell: (r) => r.bin_stock, numeric: true, align: 'end' },
  {
    key: 'short',
    header: 'Short',
    cell: (r) => (r.short > 0 ? <span className={styles.short}>{r.short}</span> : '0'),
    numeric: true,
    align: 'end',
  },
];

/** /internal/feeder-report (Engineer): what to load on the pick-and-place machines for the orders in production or one ship day. */
export function FeederReportPage() {
  const [shipDate, setShipDate] = useState<string | null>(null);
  const [draftDate, setDraftDate] = useState('');
  const report = useFeederReport(shipDate);
  const first: FeederReport | undefined = report.data?.pages[0];
  const rows = useMemo(() => (report.data?.pages ?? []).flatMap((p) => p.rows), [report.data]);
  const [exporting, setExporting] = useState(false);

  // Printing hides the site's header and footer only while this page is open.
  useEffect(() => {
    document.body.dataset.print = 'feeder-report';
    return () => {
      delete document.body.dataset.print;
    };
  }, []);

  const choose = (event: FormEvent) => {
    event.preventDefault();
    setShipDate(draftDate || null);
  };

  /** Every page first, so the file lists every feeder. */
  const downloadCsv = async () => {
    setExporting(true);
    try {
      let pagesRead = report.data?.pages ?? [];
      let more = report.hasNextPage;
      while (more) {
        const next = await report.fetchNextPage();
        pagesRead = next.data?.pages ?? pagesRead;
        more = next.hasNextPage && !next.isError;
      }
      const all = pagesRead.flatMap((p) => p.rows);
      downloadText(`feeder-report-${shipDate ?? 'in-production'}.csv`, feederCsv(all));
    } finally {
      setExporting(false);
    }
  };

  const awaited = rows.flatMap((r) => r.jobs.filter((j) => j.awaiting_consigned).map((j) => ({ ...j, part: r.supplier_code })));

  return (
    <PageLayout title="Feeder report" documentTitle="Feeder report · Internal">
      <p className={styles.noPrint}>
        <StaffToolsLink />
      </p>
      <form className={`${styles.toolbar} ${styles.noPrint}`} onSubmit={choose} aria-label="Which orders">
        <TextField label="Ship day" requirement="optional" type="date" value={draftDate} onChange={(e) => setDraftDate(e.target.value)} />
        <Button type="submit" variant="secondary">
          Show
        </Button>
        <Button onClick={() => void downloadCsv()} loading={exporting} disabled={!first || first.total_rows === 0}>
          Download CSV
        </Button>
        <Button variant="secondary" onClick={() => window.print()} disabled={!first}>
          Print
        </Button>
      </form>

      {report.isPending && <Spinner text="Computing the feeder report" />}
      {report.isError && <ValidationMessage>The feeder report could not be loaded. Try again in a moment.</ValidationMessage>}
      {first && (
        <>
          <p className={styles.summary} data-testid="feeder-summary">
            {shipDate
              ? `Open orders shipping ${shipDate} (Created, Order received, Awaiting consigned parts)`
              : 'Orders in production (Order received, Awaiting consigned parts)'}
            : <strong>{plural(first.orders, 'order')}</strong>, <strong>{plural(first.boards, 'board')}</strong>,{' '}
            <strong>{plural(first.placements, 'placement')}</strong>, <strong>{plural(first.total_rows, 'feeder')}</strong> (
            {first.group_counts.basic} basic, {first.group_counts.feeder_setup} to set up)
          </p>
          {first.total_rows === 0 && <p className={styles.muted}>Nothing to place: no orders match.</p>}
          {FEEDER_GROUPS.map((group) => {
            const inGroup = rows.filter((r) => r.group === group);
            if (inGroup.length === 0) return null;
            return (
              <Section
                key={group}
                id={`feeders-${group}`}
                title={`${FEEDER_GROUP_LABELS[group]} · ${first.group_counts[group]}`}
                description={GROUP_DESCRIPTIONS[group]}
                level={2}
              >
                <DataTable
                  columns={columns}
                  rows={inGroup}
                  rowKey={(r) => r.part_id}
                  caption={FEEDER_GROUP_LABELS[group]}
                  rowTestId="feeder-row"
                />
              </Section>
            );
          })}
          {report.hasNextPage && (
            <p className={styles.noPrint}>
              <Button variant="secondary" onClick={() => void report.fetchNextPage()} loading={report.isFetchingNextPage}>
                Show more feeders ({rows.length} of {first.total_rows})
              </Button>
            </p>
          )}
          {awaited.length > 0 && (
            <Section
              id="consigned-awaited"
              title="Consigned parts awaited"
              description="Orders waiting for the customer's parts; their jobs cannot run until these arrive."
            >
              <DataTable
                columns={[
                  { key: 'order', header: 'Order', cell: (j) => j.order_id },
                  { key: 'board', header: 'Board', cell: (j) => fileWithRevision(j.file_name, j.revision) },
                  { key: 'part', header: 'Part', cell: (j) => j.part },
                  { key: 'total', header: 'Expected', cell: (j) => j.total, numeric: true, align: 'end' },
                ]}
                rows={awaited}
                rowKey={(j) => `${j.order_id}/${j.board_id}/${j.part}`}
                caption="Consigned parts awaited"
              />
            </Section>
          )}
          {first.job_sequence.length > 0 && (
            <Section id="run-order" title="Run order" description="Jobs in the order that changes the fewest set-up feeders between them.">
              <DataTable
                columns={[
                  { key: 'n', header: '#', cell: (j) => j.n, numeric: true, align: 'end' },
                  { key: 'order', header: 'Order', cell: (j) => j.order_id },
                  { key: 'board', header: 'Board', cell: (j) => fileWithRevision(j.file_name, j.revision) },
                  { key: 'setups', header: 'Set-up feeders', cell: (j) => j.setups, numeric: true, align: 'end' },
                  { key: 'changes', header: 'Changes', cell: (j) => j.changes, numeric: true, align: 'end' },
                ]}
                rows={first.job_sequence.map((j, i) => ({ ...j, n: i + 1 }))}
                rowKey={(j) => `${j.order_id}/${j.board_id}`}
                caption="Run order"
                rowTestId="run-order-row"
              />
            </Section>
          )}
          <p className={styles.muted}>Computed {new Date(first.generated_at).toLocaleString()}.</p>
        </>
      )}
    </PageLayout>
  );
}
