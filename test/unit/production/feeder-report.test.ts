import { describe, expect, it } from 'vitest';
import type { OrderState } from '#contracts/schemas/order-states.ts';
import type { QuotedPart } from '#contracts/schemas/quote.ts';
import { feederReport, type BinStock, type CatalogueFacts } from '#lambdas/core/production/feeder-report.ts';
import { PartDemand, type DemandOrder } from '#lambdas/core/production/part-demand.ts';

// The feeder report on a fixture small enough to compute by hand, then on
// generated data ten times a busy shop's.

const priced = (
  ids: string[],
  partId: string,
  needed: number,
  spares: number,
  basis: 'price_break' | 'consigned' = 'price_break',
): QuotedPart => ({
  element_ids: ids,
  part_id: partId,
  price_info: {
    basis,
    needed_quantity: needed,
    attrition_quantity: spares,
    purchase_quantity: needed + spares,
    price_break_min_qty: 1,
    unit_price_micros: 0,
    amount_micros: 0,
    amount_cents: 0,
  },
  unpriced_reason: null,
});

function order(
  orderId: string,
  state: OrderState,
  shipDate: string,
  items: { board: string; quantity: number; parts: QuotedPart[] }[],
): DemandOrder {
  return {
    orderId,
    state,
    content: {
      lead_time: { ship_date: shipDate },
      items: items.map((i) => ({
        board_id: i.board,
        file_name: `${i.board}.zip`,
        revision: 'B',
        quantity: i.quantity,
        quote: { quoted_parts: i.parts } as never,
      })),
    },
  };
}

const catalogue = (id: string, library_type: 'basic' | 'extended', pkg: string): CatalogueFacts => ({
  id,
  supplier_code: `C-${id}`,
  mpn: `MPN-${id}`,
  manufacturer: 'Acme',
  description: `${id} part`,
  package: pkg,
  library_type,
});

describe('the feeder report', () => {
  // O1 (received): 10 boards of B1 with R1,R2 = basic (5 spares) and U1 = extended (2 spares).
  // O2 (awaiting consigned parts): 5 boards of B2 with R1 = basic (3 spares), J1,J2 consigned (1 spare), D1 of a part not in the catalogue.
  const demand = new PartDemand();
  demand.add([
    order('O1', 'Order received', '2026-03-10', [
      { board: 'B1', quantity: 10, parts: [priced(['R1', 'R2'], 'basic', 20, 5), priced(['U1'], 'ext', 10, 2)] },
    ]),
    order('O2', 'Awaiting consigned parts', '2026-03-11', [
      {
        board: 'B2',
        quantity: 5,
        parts: [
          priced(['R1'], 'basic', 5, 3),
          priced(['J1', 'J2'], 'cons', 10, 1, 'consigned'),
          { element_ids: ['D1'], part_id: 'gone', price_info: null, unpriced_reason: 'no_price' },
        ],
      },
    ]),
  ]);
  const parts = new Map([
    ['basic', catalogue('basic', 'basic', '0603')],
    ['ext', catalogue('ext', 'extended', 'SOIC-8')],
    ['cons', catalogue('cons', 'extended', 'USB-C')],
  ]);
  const bins = new Map<string, BinStock[]>([
    [
      'basic',
      [
        { bin_id: 'A', location: 'A-01', quantity: 100 },
        { bin_id: 'B', location: 'A-02', quantity: 0 },
      ],
    ],
    ['ext', [{ bin_id: 'C', location: 'B-01', quantity: 5 }]],
  ]);
  const scope = { ship_date: null, states: ['Order received' as const, 'Awaiting consigned parts' as const] };
  const now = new Date('2026-03-02T09:00:00Z');

  it('lists each part once, basic first, with placements × boards, spares, bins and what they cannot cover', () => {
    const report = feederReport(demand, parts, bins, scope, { offset: 0, limit: 100 }, now);
    expect({ orders: report.orders, boards: report.boards, placements: report.placements, total: report.total_rows }).toEqual({
      orders: 2,
      boards: 15,
      placements: 50,
      total: 4,
    });
    expect(
      report.rows.map((row) => [
        row.slot,
        row.group,
        row.part_id,
        row.designators_per_board,
        row.needed,
        row.spares,
        row.total,
        row.bin_stock,
        row.short,
        row.job_count,
      ]),
    ).toEqual([
      [1, 'basic', 'basic', 2, 25, 8, 33, 100, 0, 2],
      [2, 'feeder_setup', 'ext', 1, 10, 2, 12, 5, 7, 1],
      [3, 'consigned', 'cons', 2, 10, 1, 11, 0, 0, 1],
      [4, 'unlisted', 'gone', 1, 5, 0, 5, 0, 5, 1],
    ]);
    expect(report.rows[0]!.bins).toEqual([{ bin_id: 'A', location: 'A-01', quantity: 100 }]);
    expect(report.rows[2]!.jobs[0]).toMatchObject({
      order_id: 'O2',
      per_board: 2,
      boards: 5,
      needed: 10,
      spares: 1,
      total: 11,
      consigned: true,
      awaiting_consigned: true,
    });
    expect(report.rows[1]!.jobs[0]).toMatchObject({
      order_id: 'O1',
      revision: 'B',
      ship_date: '2026-03-10',
      consigned: false,
      awaiting_consigned: false,
    });
    expect(report.group_counts).toEqual({ basic: 1, feeder_setup: 1, consigned: 1, unlisted: 1 });
  });

  it('runs the jobs so that consecutive ones share set-up feeders, counting the changes', () => {
    const report = feederReport(demand, parts, bins, scope, { offset: 0, limit: 100 }, now);
    expect(report.job_sequence).toEqual([
      { order_id: 'O1', board_id: 'B1', file_name: 'B1.zip', revision: 'B', setups: 1, changes: 1 },
      { order_id: 'O2', board_id: 'B2', file_name: 'B2.zip', revision: 'B', setups: 2, changes: 2 },
    ]);
  });

  it('pages by feeder: the sequence comes with the first page, next_offset ends at null', () => {
    const first = feederReport(demand, parts, bins, scope, { offset: 0, limit: 3 }, now);
    expect(first.rows.map((r) => r.slot)).toEqual([1, 2, 3]);
    expect(first.next_offset).toBe(3);
    const second = feederReport(demand, parts, bins, scope, { offset: 3, limit: 3 }, now);
    expect(second.rows.map((r) => r.slot)).toEqual([4]);
    expect(second.next_offset).toBeNull();
    expect(second.job_sequence).toEqual([]);
  });

  it('handles ten times a busy shop (1,000 orders × 200 parts from 5,000) in a few seconds, with bounded pages', () => {
    const big = new PartDemand();
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let page = 0; page < 10; page++) {
      const orders: DemandOrder[] = [];
      for (let o = 0; o < 100; o++) {
        const quoted: QuotedPart[] = [];
        for (let p = 0; p < 200; p++) quoted.push(priced([`D${p}`], `P${Math.floor(random() * 5000)}`, 4, 1));
        quoted.push(priced(['R1', 'R2', 'R3'], 'common', 12, 2));
        orders.push(order(`O${page}-${o}`, 'Order received', '2026-03-10', [{ board: `B${page}-${o}`, quantity: 4, parts: quoted }]));
      }
      big.add(orders);
    }
    const built = Date.now();
    const bigParts = new Map<string, CatalogueFacts>();
    for (let i = 0; i < 5000; i++) bigParts.set(`P${i}`, catalogue(`P${i}`, i % 3 === 0 ? 'basic' : 'extended', `PKG${i % 7}`));
    bigParts.set('common', catalogue('common', 'basic', '0402'));
    const report = feederReport(big, bigParts, new Map(), scope, { offset: 0, limit: 100 }, now);
    expect(Date.now() - built).toBeLessThan(10_000);
    expect(report.orders).toBe(1000);
    expect(report.job_sequence).toHaveLength(1000);
    expect(report.rows).toHaveLength(100);
    const common = report.rows.find((r) => r.part_id === 'common')!;
    expect(common.job_count).toBe(1000);
    expect(common.jobs.length).toBeLessThanOrEqual(50);
    expect(common.needed).toBe(1000 * 12);
    expect(JSON.stringify(report).length).toBeLessThan(6_000_000);
  }, 60_000);
});
