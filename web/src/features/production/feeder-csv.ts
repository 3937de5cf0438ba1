import { csvText } from '#contracts/csv-text.ts';
import type { FeederRow } from '#contracts/schemas/production.ts';

// The feeder list as CSV for the pick-and-place line: one line per feeder in
// loading order, the part number the machine's library knows (supplier code),
// MPN, package and the quantity to load; written by the one CSV writer
// (contracts/csv-text.ts), which also keeps formulas from running.

export const FEEDER_CSV_HEADER = [
  'Slot',
  'Feeder',
  'Part number',
  'MPN',
  'Manufacturer',
  'Package',
  'Description',
  'Placements',
  'Spares',
  'Quantity',
  'Bins',
  'Bin stock',
  'Short',
  'Jobs',
];

export const FEEDER_GROUP_LABELS: Record<FeederRow['group'], string> = {
  basic: 'Basic (always loaded)',
  feeder_setup: 'Set up feeder',
  consigned: 'Consigned by customer',
  unlisted: 'Not in catalogue',
};

export function feederCsv(rows: readonly FeederRow[]): string {
  return csvText([
    FEEDER_CSV_HEADER,
    ...rows.map((row) => [
      row.slot,
      FEEDER_GROUP_LABELS[row.group],
      row.supplier_code,
      row.mpn,
      row.manufacturer,
      row.package,
      row.description,
      row.needed,
      row.spares,
      row.total,
      row.bins.map((b) => `${b.location} (${b.quantity})`).join('; '),
      row.bin_stock,
      row.short,
      row.job_count,
    ]),
  ]);
}
