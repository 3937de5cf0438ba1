import type { EntityItem } from 'electrodb';
import type { OrderState } from '#contracts/schemas/order-states.ts';
import type { BoardProcessing } from '#contracts/schemas/boards.ts';
import type { ProductionBookingEntity } from './entities/production-booking.ts';
import { toOrderRecord, type OrderRecord, type StoredOrder } from './orders.ts';
import { db } from './service.ts';

// Reads for the engineers' production views (feeder report, manufacturing
// dashboard): orders, boards and bookings a page at a time, so a report over
// thousands of orders never holds more than one page of raw items per call.

const PAGE = 100;

/** Orders in any of `states` (every order when empty), newest first, a page at a time. */
export async function* ordersInStates(states: readonly OrderState[]): AsyncGenerator<OrderRecord[]> {
  let cursor: string | null = null;
  do {
    const query = db().entities.order.query.byCreated({});
    const filtered = states.length > 0 ? query.where((a, op) => states.map((s) => op.eq(a.state, s)).join(' OR ')) : query;
    const page: { data: StoredOrder[]; cursor: string | null } = await filtered.go({ order: 'desc', limit: PAGE, cursor });
    if (page.data.length > 0) yield page.data.map(toOrderRecord);
    cursor = page.cursor ?? null;
  } while (cursor);
}

export type OrderSummary = Pick<OrderRecord, 'orderId' | 'state' | 'createdAt'>;

/** Every order's id, state and creation time (not its content), newest first, a page at a time. */
export async function* orderSummaries(): AsyncGenerator<OrderSummary[]> {
  let cursor: string | null = null;
  do {
    const page: { data: OrderSummary[]; cursor: string | null } = await db()
      .entities.order.query.byCreated({})
      .go({ order: 'desc', limit: 500, cursor, attributes: ['orderId', 'state', 'createdAt'] });
    if (page.data.length > 0) yield page.data;
    cursor = page.cursor ?? null;
  } while (cursor);
}

export type BoardState = { processing: BoardProcessing; processingReason: string | null };

/** The processing state of every board created since `since` (ISO time), a page at a time. */
export async function* boardStatesSince(since: string): AsyncGenerator<BoardState[]> {
  let cursor: string | null = null;
  do {
    const page: { data: { processing: BoardProcessing; processingReason?: string }[]; cursor: string | null } = await db()
      .entities.board.query.recent({})
      .gte({ createdAt: since })
      .go({ limit: 500, cursor, attributes: ['processing', 'processingReason'] });
    yield page.data.map((b) => ({ processing: b.processing, processingReason: b.processingReason ?? null }));
    cursor = page.cursor ?? null;
  } while (cursor);
}

export type BookingRecord = EntityItem<typeof ProductionBookingEntity>;

/** Boards booked on each given (lead time, ship day); days without a booking are absent. */
export async function bookingsOn(keys: readonly { leadTimeId: string; shipDate: string }[]): Promise<BookingRecord[]> {
  if (keys.length === 0) return [];
  const { data, unprocessed } = await db()
    .entities.productionBooking.get(keys.map((k) => ({ leadTimeId: k.leadTimeId, shipDate: k.shipDate })))
    .go();
  const found: BookingRecord[] = data.slice();
  if (unprocessed.length > 0)
    for (const item of await bookingsOn(unprocessed as { leadTimeId: string; shipDate: string }[])) found.push(item);
  return found;
}
