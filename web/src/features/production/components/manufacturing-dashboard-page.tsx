import { useState } from 'react';
import type { ManufacturingDashboard } from '#contracts/schemas/production.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Card } from '#web/components/ui/card/card.tsx';
import { SelectField } from '#web/components/ui/field/field.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { useManufacturingDashboard } from '../api/get-manufacturing-dashboard.ts';
import { CapacityChart } from './capacity-chart.tsx';
import { plural } from '../plural.ts';
import styles from './production.module.css';
import { formatCount } from '#contracts/number-text.ts';

const WEEK_CHOICES = [2, 4, 8, 12];

const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)} %`);

/** /internal/manufacturing-dashboard (Engineer): the production plan at a glance, computed on the server. */
export function ManufacturingDashboardPage() {
  const [weeks, setWeeks] = useState(4);
  const dashboard = useManufacturingDashboard(weeks);
  return (
    <PageLayout title="Manufacturing dashboard" documentTitle="Manufacturing dashboard · Internal">
      <p>
        <StaffToolsLink />
      </p>
      {dashboard.isPending && <Spinner text="Computing the dashboard" />}
      {dashboard.isError && <ValidationMessage>The dashboard could not be loaded. Try again in a moment.</ValidationMessage>}
      {dashboard.data && <Dashboard data={dashboard.data} weeks={weeks} onWeeks={setWeeks} />}
    </PageLayout>
  );
}

function Figure({ label, value, note, testId }: { label: string; value: string | number; note?: string; testId: string }) {
  return (
    <Card className={styles.figure} testId={testId}>
      <span className={styles.muted}>{label}</span>
      <span className={styles.figureValue}>{value}</span>
      {note && <span className={styles.muted}>{note}</span>}
    </Card>
  );
}

function Dashboard({ data, weeks, onWeeks }: { data: ManufacturingDashboard; weeks: number; onWeeks: (weeks: number) => void }) {
  const open = data.orders_by_state
    .filter((s) => ['Created', 'Order received', 'Awaiting consigned parts'].includes(s.state))
    .reduce((n, s) => n + s.count, 0);
  const boards = data.boards_by_processing.reduce((n, s) => n + s.count, 0);
  return (
    <>
      <div className={styles.figures}>
        <Figure testId="figure-open" label="Open orders" value={open} note="Created, received or awaiting parts" />
        <Figure testId="figure-late" label="Late against ship date" value={data.late_count} note={`as of ${data.today}`} />
        <Figure
          testId="figure-order-to-ship"
          label="Order to ship, average"
          value={data.order_to_ship.average_days === null ? '—' : `${data.order_to_ship.average_days} days`}
          note={`${plural(data.order_to_ship.orders, 'order')} placed in the last 90 days and shipped`}
        />
        <Figure
          testId="figure-cannot-process"
          label="Boards that could not be processed"
          value={percent(data.cannot_process.share)}
          note={`of ${plural(boards, 'upload')} in the last 90 days`}
        />
      </div>

      <Section
        id="capacity"
        title="Booked against capacity"
        description="Boards booked per ship day (all lead times) against the boards a day they can ship together, and the placements those orders need."
        actions={
          <SelectField
            label="Weeks ahead"
            placeholder="Choose weeks"
            options={WEEK_CHOICES.map((w) => ({ value: String(w), label: `${w} weeks` }))}
            value={String(weeks)}
            onChange={(event) => {
              if (event.target.value) onWeeks(Number(event.target.value));
            }}
          />
        }
      >
        <CapacityChart days={data.days} />
        <DataTable
          columns={[
            { key: 'date', header: 'Ship day', cell: (d) => d.date, numeric: true },
            { key: 'booked', header: 'Boards booked', cell: (d) => d.boards_booked, numeric: true, align: 'end' },
            {
              key: 'capacity',
              header: 'Capacity',
              cell: (d) => (d.capacity_boards === null ? 'No limit' : formatCount(d.capacity_boards)),
              numeric: true,
              align: 'end',
            },
            { key: 'placements', header: 'Placements', cell: (d) => d.placements_booked, numeric: true, align: 'end' },
          ]}
          rows={data.days.filter((d) => d.boards_booked > 0 || d.placements_booked > 0)}
          rowKey={(d) => d.date}
          caption="Bookings per ship day"
          empty="Nothing is booked in these weeks."
          rowTestId="booking-row"
        />
      </Section>

      <Section id="orders-by-state" title="Orders by state">
        <DataTable
          columns={[
            { key: 'state', header: 'State', cell: (s) => s.state },
            { key: 'count', header: 'Orders', cell: (s) => s.count, numeric: true, align: 'end' },
          ]}
          rows={data.orders_by_state}
          rowKey={(s) => s.state}
          caption="Orders by state"
          empty="No orders yet."
          rowTestId="state-row"
        />
      </Section>

      <Section
        id="late-orders"
        title={`Late orders · ${data.late_count}`}
        description="Open orders whose ship date has passed, the latest first."
      >
        <DataTable
          columns={[
            { key: 'order', header: 'Order', cell: (o) => o.order_id, numeric: true },
            { key: 'customer', header: 'Customer', cell: (o) => o.customer_email },
            { key: 'state', header: 'State', cell: (o) => o.state },
            { key: 'ship', header: 'Ship date', cell: (o) => o.ship_date, numeric: true },
            { key: 'late', header: 'Days late', cell: (o) => o.days_late, numeric: true, align: 'end' },
          ]}
          rows={data.late_orders}
          rowKey={(o) => o.order_id}
          caption="Late orders"
          empty="No order is late."
          rowTestId="late-row"
        />
      </Section>

      <Section
        id="boards"
        title="Boards by processing state"
        description="Uploads of the last 90 days; why boards could not be processed, most frequent first."
      >
        <DataTable
          columns={[
            { key: 'state', header: 'State', cell: (s) => s.state },
            { key: 'count', header: 'Boards', cell: (s) => s.count, numeric: true, align: 'end' },
          ]}
          rows={data.boards_by_processing}
          rowKey={(s) => s.state}
          caption="Boards by processing state"
        />
        <DataTable
          columns={[
            { key: 'reason', header: 'Reason it could not be processed', cell: (r) => r.reason },
            { key: 'count', header: 'Boards', cell: (r) => r.count, numeric: true, align: 'end' },
          ]}
          rows={data.cannot_process.reasons}
          rowKey={(r) => r.reason}
          caption="Reasons boards could not be processed"
          empty="Every board could be processed."
        />
      </Section>

      <Section
        id="parts-short"
        title="Parts short for booked orders"
        description="Parts the orders in production need (with spares) beyond what the bins hold; consigned parts excluded."
      >
        <DataTable
          columns={[
            { key: 'part', header: 'Part', cell: (p) => p.supplier_code },
            { key: 'package', header: 'Package', cell: (p) => p.package || '—' },
            { key: 'total', header: 'Needed', cell: (p) => p.total, numeric: true, align: 'end' },
            { key: 'bins', header: 'In bins', cell: (p) => p.bin_stock, numeric: true, align: 'end' },
            { key: 'short', header: 'Short', cell: (p) => <span className={styles.short}>{p.short}</span>, numeric: true, align: 'end' },
          ]}
          rows={data.parts_short}
          rowKey={(p) => p.part_id}
          caption="Parts short"
          empty="The bins cover every part the orders in production need."
          rowTestId="short-row"
        />
      </Section>
      <p className={styles.muted}>Computed {new Date(data.generated_at).toLocaleString()}.</p>
    </>
  );
}
