import { describe, expect, it } from 'vitest';
import type { OrderState } from '#contracts/schemas/order-states.ts';
import type { QuotedPart } from '#contracts/schemas/quote.ts';
import { businessDays, DashboardTally, type OrderFacts } from '#lambdas/core/production/manufacturing-dashboard.ts';

// The dashboard's numbers on a fixture computed by hand.

const parts = (count: number): QuotedPart[] => [
  { element_ids: Array.from({ length: count }, (_, i) => `R${i}`), part_id: 'p', price_info: null, unpriced_reason: 'no_price' },
];

const order = (
  orderId: string,
  state: OrderState,
  shipDate: string | null,
  boards: number,
  perBoard: number,
  createdAt = '2026-03-01T10:00:00Z',
): OrderFacts => ({
  orderId,
  state,
  customerEmail: `${orderId}@example.com`,
  createdAt,
  content: {
    lead_time: { ship_date: shipDate },
    items: [
      { board_id: `b-${orderId}`, file_name: 'x.zip', revision: 'A', quantity: boards, quote: { quoted_parts: parts(perBoard) } as never },
    ],
  },
});

describe('the manufacturing dashboard', () => {
  it('lists business days only, Monday to Friday', () => {
    // 2026-03-05 is a Thursday: Thu, Fri, then Mon–Wed of the next week.
    expect(businessDays('2026-03-05', 1)).toEqual(['2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10', '2026-03-11']);
    expect(businessDays('2026-03-05', 4)).toHaveLength(20);
  });

  it('counts states, placements per ship day, late orders, time to ship, board states and shortfalls', () => {
    const tally = new DashboardTally('2026-03-05');
    const orders = [
      order('A', 'Order received', '2026-03-06', 10, 3), // 30 placements on the 6th
      order('B', 'Created', '2026-03-06', 2, 5), // 10 more on the 6th
      order('C', 'Awaiting consigned parts', '2026-03-02', 1, 1), // late by 3 days
      order('D', 'Order received', '2026-03-04', 1, 1), // late by 1 day
      order('E', 'Shipped', '2026-03-01', 5, 1), // left: not late, not booked
      order('F', 'Canceled', '2026-03-06', 9, 9),
    ];
    tally.addStates(orders);
    // Given every order, the open-order tally skips the shipped and canceled ones itself.
    tally.addOpenOrders(orders);
    tally.addShipped('2026-03-01T00:00:00Z', '2026-03-04T12:00:00Z'); // 3.5 days
    tally.addShipped('2026-03-01T00:00:00Z', '2026-03-03T00:00:00Z'); // 2 days
    tally.addBoards([
      { processing: 'Complete', processingReason: null },
      { processing: 'Complete', processingReason: null },
      { processing: 'Cannot process', processingReason: 'No board outline' },
      { processing: 'Cannot process', processingReason: 'No board outline' },
      { processing: 'Cannot process', processingReason: '' },
    ]);
    const result = tally.result({
      days: ['2026-03-05', '2026-03-06'],
      booked: new Map([
        ['standard', new Map([['2026-03-06', 12]])],
        ['express', new Map([['2026-03-06', 3]])],
      ]),
      capacity: [
        { lead_time_id: 'standard', boards_per_day: 50 },
        { lead_time_id: 'express', boards_per_day: 10 },
      ],
      leadTimeIds: ['standard', 'express'],
      shortRows: [
        { part_id: 'p1', supplier_code: 'C1', package: '0402', total: 40, bin_stock: 10, short: 30 },
        { part_id: 'p2', supplier_code: 'C2', package: '0603', total: 5, bin_stock: 9, short: 0 },
      ],
      now: new Date('2026-03-05T08:00:00Z'),
    });
    expect(result.days).toEqual([
      {
        date: '2026-03-05',
        boards_booked: 0,
        placements_booked: 0,
        capacity_boards: 60,
        by_lead_time: [
          { lead_time_id: 'standard', booked: 0, capacity: 50 },
          { lead_time_id: 'express', booked: 0, capacity: 10 },
        ],
      },
      {
        date: '2026-03-06',
        boards_booked: 15,
        placements_booked: 40,
        capacity_boards: 60,
        by_lead_time: [
          { lead_time_id: 'standard', booked: 12, capacity: 50 },
          { lead_time_id: 'express', booked: 3, capacity: 10 },
        ],
      },
    ]);
    expect(result.orders_by_state).toEqual([
      { state: 'Created', count: 1 },
      { state: 'Order received', count: 2 },
      { state: 'Awaiting consigned parts', count: 1 },
      { state: 'Shipped', count: 1 },
      { state: 'Canceled', count: 1 },
    ]);
    expect(result.late_count).toBe(2);
    expect(result.late_orders.map((o) => [o.order_id, o.days_late])).toEqual([
      ['C', 3],
      ['D', 1],
    ]);
    expect(result.order_to_ship).toEqual({ average_days: 2.8, orders: 2 });
    expect(result.boards_by_processing).toEqual([
      { state: 'Unprocessed', count: 0 },
      { state: 'Processing', count: 0 },
      { state: 'Cannot process', count: 3 },
      { state: 'Complete', count: 2 },
    ]);
    expect(result.cannot_process).toEqual({
      share: 0.6,
      reasons: [
        { reason: 'No board outline', count: 2 },
        { reason: 'No reason recorded', count: 1 },
      ],
    });
    expect(result.parts_short).toEqual([{ part_id: 'p1', supplier_code: 'C1', package: '0402', total: 40, bin_stock: 10, short: 30 }]);
  });

  it('says "no limit" (null) without capacity and nothing without shipped orders or boards', () => {
    const result = new DashboardTally('2026-03-05').result({
      days: ['2026-03-05'],
      booked: new Map(),
      capacity: [],
      leadTimeIds: ['standard'],
      shortRows: [],
      now: new Date(),
    });
    expect(result.days[0]).toMatchObject({ capacity_boards: null, boards_booked: 0 });
    expect(result.order_to_ship).toEqual({ average_days: null, orders: 0 });
    expect(result.cannot_process.share).toBeNull();
  });
});
