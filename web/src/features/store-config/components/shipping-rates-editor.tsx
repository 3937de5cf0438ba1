import type { ShippingRateRow, ShippingSettings } from '#contracts/schemas/shipping.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { CentsInput } from './cents-input.tsx';
import styles from './store-config.module.css';

type IndexedRate = { r: ShippingRateRow; i: number };

type Props = { settings: ShippingSettings; onChange: (s: ShippingSettings) => void };

const int = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The rate table: per service and zone, bands by weight and longest side. */
export function ShippingRatesEditor({ settings, onChange }: Props) {
  const setRow = (i: number, changes: Partial<ShippingRateRow>) =>
    onChange({ ...settings, rates: settings.rates.map((r, j) => (j === i ? { ...r, ...changes } : r)) });
  const blank: ShippingRateRow = {
    service_id: 'ground',
    service_label: 'Ground',
    zone_id: settings.zones[0]?.zone_id ?? '',
    max_weight_g: 1_000,
    max_length_mm: 400,
    transit_days: 5,
    price_cents: 0,
  };
  return (
    <div className={styles.stack}>
      <DataTable<IndexedRate>
        caption="Shipping rates"
        columns={[
          {
            key: 'service_id',
            header: 'Service id',
            cell: ({ r, i }) => (
              <input aria-label="Service id" value={r.service_id} onChange={(e) => setRow(i, { service_id: e.target.value })} />
            ),
          },
          {
            key: 'service_label',
            header: 'Service',
            cell: ({ r, i }) => (
              <input aria-label="Service" value={r.service_label} onChange={(e) => setRow(i, { service_label: e.target.value })} />
            ),
          },
          {
            key: 'zone',
            header: 'Zone',
            cell: ({ r, i }) => (
              <select aria-label="Zone" value={r.zone_id} onChange={(e) => setRow(i, { zone_id: e.target.value })}>
                {settings.zones.map((z) => (
                  <option key={z.zone_id} value={z.zone_id}>
                    {z.label}
                  </option>
                ))}
              </select>
            ),
          },
          {
            key: 'weight',
            header: 'Up to g',
            cell: ({ r, i }) => (
              <input
                aria-label="Up to grams"
                inputMode="numeric"
                defaultValue={r.max_weight_g}
                onChange={(e) => setRow(i, { max_weight_g: int(e.target.value) })}
              />
            ),
          },
          {
            key: 'length',
            header: 'Longest side mm',
            cell: ({ r, i }) => (
              <input
                aria-label="Longest side"
                inputMode="numeric"
                defaultValue={r.max_length_mm}
                onChange={(e) => setRow(i, { max_length_mm: int(e.target.value) })}
              />
            ),
          },
          {
            key: 'days',
            header: 'Days',
            cell: ({ r, i }) => (
              <input
                aria-label="Transit days"
                inputMode="numeric"
                defaultValue={r.transit_days}
                onChange={(e) => setRow(i, { transit_days: int(e.target.value) })}
              />
            ),
          },
          {
            key: 'price',
            header: 'Price $',
            cell: ({ r, i }) => (
              <CentsInput label="Price" cents={r.price_cents} onCents={(c) => setRow(i, { price_cents: c ?? Number.NaN })} />
            ),
          },
          {
            key: 'remove',
            header: 'Remove',
            headerContent: <span className="visually-hidden">Remove</span>,
            cell: ({ i }) => (
              <Button
                variant="secondary"
                onClick={() => onChange({ ...settings, rates: settings.rates.filter((_, j) => j !== i) })}
                aria-label={`Remove rate row ${i + 1}`}
              >
                Remove
              </Button>
            ),
          },
        ]}
        rows={settings.rates.map((r, i) => ({ r, i }))}
        rowKey={({ i }) => String(i)}
      />
      <Button variant="secondary" onClick={() => onChange({ ...settings, rates: [...settings.rates, blank] })}>
        Add rate row
      </Button>
    </div>
  );
}
