import { describe, expect, it } from 'vitest';
import type { FeederRow } from '#contracts/schemas/production.ts';
import { feederCsv } from '../../../web/src/features/production/feeder-csv.ts';

const row: FeederRow = {
  slot: 1,
  group: 'feeder_setup',
  part_id: 'p1',
  supplier_code: 'C2040',
  mpn: 'RP2040',
  manufacturer: 'Raspberry Pi',
  description: 'MCU, "dual" core',
  package: 'QFN-56',
  library_type: 'extended',
  designators_per_board: 1,
  needed: 20,
  spares: 2,
  total: 22,
  bin_stock: 15,
  bins: [
    { bin_id: 'a', location: 'B-01', quantity: 10 },
    { bin_id: 'b', location: 'B-02', quantity: 5 },
  ],
  short: 7,
  job_count: 2,
  jobs: [],
};

describe('the feeder CSV', () => {
  it('has a header and one CRLF line per feeder, quoted where needed', () => {
    expect(feederCsv([row])).toBe(
      'Slot,Feeder,Part number,MPN,Manufacturer,Package,Description,Placements,Spares,Quantity,Bins,Bin stock,Short,Jobs\r\n' +
        '1,Set up feeder,C2040,RP2040,Raspberry Pi,QFN-56,"MCU, ""dual"" core",20,2,22,B-01 (10); B-02 (5),15,7,2\r\n',
    );
  });

  it('keeps spreadsheet formulas from running, and numbers numbers', () => {
    const csv = feederCsv([{ ...row, mpn: '=HYPERLINK("x")', manufacturer: '-cmd', short: -5 }]);
    expect(csv.split('\r\n')[1]).toBe(
      `1,Set up feeder,C2040,"'=HYPERLINK(""x"")","'-cmd",QFN-56,"MCU, ""dual"" core",20,2,22,B-01 (10); B-02 (5),15,-5,2`,
    );
  });
});
