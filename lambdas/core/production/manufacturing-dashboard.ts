import type { ManufacturingDashboard } from '#contracts/schemas/production.ts';
import { BOARD_PROCESSING_STATES } from '#contracts/schemas/boards.ts';
import { ORDER_STATES, type OrderState } from '#contracts/schemas/order-states.ts';
import { OPEN_ORDER_STATES } from '#contracts/schemas/production.ts';
import type { BoardState } from '../db/production.ts';
import type { DemandOrder } from './part-demand.ts';
import type { FeederRow } from '#contracts/schemas/production.ts';

// The manufacturing dashboard's numbers (pure), fed page by page from the
// table. See docs/production-tools.md#manufacturing-dashboard.

const DAY_MS = 86_400_000;
const SHOWN_LATE = 100;
const SHOWN_REASONS = 10;
const SHOWN_SHORT = 50;

/** The business days (Monday–Friday, UTC) from `today` for `weeks` weeks. */
export function businessDays(today: string, weeks: number): string[] {
  const days: string[] = [];
  const start = Date.parse(`${today}T00:00:00Z`);
  for (let i = 0; i < weeks * 7; i++) {
    const day = new Date(start + i * DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

export type OrderFacts = DemandOrder & { customerEmail: string; createdAt: string };

/** Everything the dashboard counts; `add…` once per page read. */
export class DashboardTally {
  private readonly byState = new Map<OrderState, number>();
  private readonly placementsByDay = new Map<string, number>();
  private readonly late: ManufacturingDashboard['late_orders'] = [];
  private lateCount = 0;
  private readonly boardStates = new Map<string, number>();
  private readonly reasons = new Map<string, number>();
  private shipDurationsMs = 0;
  private shippedOrders = 0;

  constructor(private readonly today: string) {}

  /** Every order, for the count by state (its content is not needed). */
  addStates(orders: readonly { state: OrderState }[]): void {
    for (const order of orders) this.byState.set(order.state, (this.byState.get(order.state) ?? 0) + 1);
  }

  /** The open orders, whole: placements per ship day and lateness (other states are skipped). */
  addOpenOrders(orders: readonly OrderFacts[]): void {
    for (const order of orders) {
      const state = order.state;
      if (!(OPEN_ORDER_STATES as readonly string[]).includes(state)) continue;
      const shipDate = order.content.lead_time.ship_date;
      if (!shipDate) continue;
      let placements = 0;
      for (const item of order.content.items)
        for (const part of item.quote.quoted_parts) placements += part.element_ids.length * item.quantity;
      this.placementsByDay.set(shipDate, (this.placementsByDay.get(shipDate) ?? 0) + placements);
      if (shipDate < this.today) {
        this.lateCount += 1;
        const daysLate = Math.round((Date.parse(`${this.today}T00:00:00Z`) - Date.parse(`${shipDate}T00:00:00Z`)) / DAY_MS);
        this.late.push({ order_id: order.orderId, customer_email: order.customerEmail, state, ship_date: shipDate, days_late: daysLate });
      }
    }
  }

  /** One shipped order: when it was placed and when it left (shipped or ready for pickup). */
  addShipped(createdAt: string, shippedAt: string): void {
    this.shipDurationsMs += Math.max(0, Date.parse(shippedAt) - Date.parse(createdAt));
    this.shippedOrders += 1;
  }

  addBoards(boards: readonly BoardState[]): void {
    for (const board of boards) {
      this.boardStates.set(board.processing, (this.boardStates.get(board.processing) ?? 0) + 1);
      if (board.processing === 'Cannot process') {
        const reason = board.processingReason?.trim() || 'No reason recorded';
        this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + 1);
      }
    }
  }

  result(input: {
    days: readonly string[];
    /** Boards booked per lead time and day (from the production bookings). */
    booked: ReadonlyMap<string, ReadonlyMap<string, number>>;
    capacity: readonly { lead_time_id: string; boards_per_day: number }[];
    leadTimeIds: readonly string[];
    shortRows: readonly Pick<FeederRow, 'part_id' | 'supplier_code' | 'package' | 'total' | 'bin_stock' | 'short'>[];
    now: Date;
  }): ManufacturingDashboard {
    const capacityOf = new Map(input.capacity.map((c) => [c.lead_time_id, c.boards_per_day]));
    const totalCapacity = input.capacity.length > 0 ? input.capacity.reduce((s, c) => s + c.boards_per_day, 0) : null;
    const days = input.days.map((date) => {
      const byLeadTime = input.leadTimeIds.map((id) => ({
        lead_time_id: id,
        booked: input.booked.get(id)?.get(date) ?? 0,
        capacity: capacityOf.get(id) ?? null,
      }));
      return {
        date,
        boards_booked: byLeadTime.reduce((s, l) => s + l.booked, 0),
        placements_booked: this.placementsByDay.get(date) ?? 0,
        capacity_boards: totalCapacity,
        by_lead_time: byLeadTime,
      };
    });
    const boardTotal = Array.from(this.boardStates.values()).reduce((s, n) => s + n, 0);
    const cannot = this.boardStates.get('Cannot process') ?? 0;
    return {
      generated_at: input.now.toISOString(),
      today: this.today,
      days,
      orders_by_state: ORDER_STATES.filter((s) => this.byState.has(s)).map((state) => ({ state, count: this.byState.get(state) ?? 0 })),
      late_orders: this.late.sort((a, b) => b.days_late - a.days_late || a.order_id.localeCompare(b.order_id)).slice(0, SHOWN_LATE),
      late_count: this.lateCount,
      order_to_ship: {
        average_days: this.shippedOrders > 0 ? Math.round((this.shipDurationsMs / this.shippedOrders / DAY_MS) * 10) / 10 : null,
        orders: this.shippedOrders,
      },
      boards_by_processing: BOARD_PROCESSING_STATES.map((state) => ({ state, count: this.boardStates.get(state) ?? 0 })),
      cannot_process: {
        share: boardTotal > 0 ? cannot / boardTotal : null,
        reasons: Array.from(this.reasons, ([reason, count]) => ({ reason, count }))
          .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason))
          .slice(0, SHOWN_REASONS),
      },
      parts_short: input.shortRows
        .filter((r) => r.short > 0)
        .map((shortRow) => ({
          part_id: shortRow.part_id,
          supplier_code: shortRow.supplier_code,
          package: shortRow.package,
          total: shortRow.total,
          bin_stock: shortRow.bin_stock,
          short: shortRow.short,
        }))
        .sort((a, b) => b.short - a.short || a.supplier_code.localeCompare(b.supplier_code))
        .slice(0, SHOWN_SHORT),
    };
  }
}
