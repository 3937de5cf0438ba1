import type { ShippingRateRow, ShippingSettings } from '#contracts/schemas/shipping.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { DataTable, type Column } from '#web/components/ui/table/data-table.tsx';
import { CentsInput } from './cents-input.tsx';
import { wholeNumber } from './whole-number.ts';
import styles from './store-config.module.css';

type IndexedRate = { r: ShippingRateRow; i: number };

type Props = { settings: ShippingSettings; onChange: (s: ShippingSettings) => void };

type SetRow = (i: number, changes: Partial<ShippingRateRow>) => void;
type FieldColumn<Field> = { key: string; header: string; label: string; field: Field };

/** A column editing one text field of every rate row. */
function textColumn({ key, header, label, field }: FieldColumn<'service_id' | 'service_label'>, setRow: SetRow): Column<IndexedRate> {
  return {
    key,
    header,
    cell: ({ r, i }) => <input aria-label={label} value={r[field]} onChange={(e) => setRow(i, { [field]: e.target.value })} />,
  };
}

/** A column editing one whole-number field of every rate row. */
function wholeNumberColumn(
  { key, header, label, field }: FieldColumn<'max_weight_g' | 'max_length_mm' | 'transit_days'>,
  setRow: SetRow,
): Column<IndexedRate> {
  return {
    key,
    header,
    cell: ({ r, i }) => (
      <input
        aria-label={label}
        inputMode="numeric"
        defaultValue={r[field]}
        onChange={(e) => setRow(i, { [field]: wholeNumber(e.target.value) })}
      />
    ),
  };
}

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
          textColumn({ key: 'service_id', header: 'Service id', label: 'Service id', field: 'service_id' }, setRow),
          textColumn({ key: 'service_label', header: 'Service', label: 'Service', field: 'service_label' }, setRow),
          {
            key: 'zone',
            header: 'Zone',
            cell: ({ r, i }) => (
              <select aria-label="Zone" value={r.zone_id} onChange={(e) => setRow(i, { zone_id: e.target.value })}>
                {settings.zones.map((zone) => (
                  <option key={zone.zone_id} value={zone.zone_id}>
                    {zone.label}
                  </option>
                ))}
              </select>
            ),
          },
          wholeNumberColumn({ key: 'weight', header: 'Up to g', label: 'Up to grams', field: 'max_weight_g' }, setRow),
          wholeNumberColumn({ key: 'length', header: 'Longest side mm', label: 'Longest side', field: 'max_length_mm' }, setRow),
          wholeNumberColumn({ key: 'days', header: 'Days', label: 'Transit days', field: 'transit_days' }, setRow),
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
