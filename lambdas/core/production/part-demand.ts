import type { FeederJob } from '#contracts/schemas/production.ts';
import type { OrderItem } from '#contracts/schemas/orders.ts';
import type { OrderState } from '#contracts/schemas/order-states.ts';

// What the orders in production ask the machines to place, part by part
// (pure). One job is one board of one order; its placements of a part are the
// quoted part's designators × the boards ordered, plus the spares the quote
// bought for the machine. See docs/production-tools.md#what-a-job-needs.

export type DemandOrder = {
  orderId: string;
  state: OrderState;
  content: {
    items: readonly Pick<OrderItem, 'board_id' | 'file_name' | 'revision' | 'quantity' | 'quote'>[];
    lead_time: { ship_date: string | null };
  };
};

/** Jobs per part id, in the order the orders came. Consumed page by page: call `add` for each page. */
export class PartDemand {
  readonly jobsByPart = new Map<string, FeederJob[]>();
  readonly orderIds = new Set<string>();
  boards = 0;
  placements = 0;

  add(orders: readonly DemandOrder[]): void {
    for (const order of orders) {
      this.orderIds.add(order.orderId);
      const awaiting = order.state === 'Awaiting consigned parts';
      for (const item of order.content.items) {
        this.boards += item.quantity;
        for (const quoted of item.quote.quoted_parts) {
          const perBoard = quoted.element_ids.length;
          if (perBoard === 0) continue;
          const needed = perBoard * item.quantity;
          const spares = quoted.price_info?.attrition_quantity ?? 0;
          const consigned = quoted.price_info?.basis === 'consigned';
          this.placements += needed;
          const jobs = this.jobsByPart.get(quoted.part_id) ?? [];
          jobs.push({
            order_id: order.orderId,
            board_id: item.board_id,
            file_name: item.file_name,
            revision: item.revision,
            ship_date: order.content.lead_time.ship_date ?? null,
            per_board: perBoard,
            boards: item.quantity,
            needed,
            spares,
            total: needed + spares,
            consigned,
            awaiting_consigned: consigned && awaiting,
          });
          this.jobsByPart.set(quoted.part_id, jobs);
        }
      }
    }
  }
}
