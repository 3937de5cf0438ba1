import type { EntityItem } from 'electrodb';
import type { OrderState } from '#contracts/schemas/order-states.ts';
import type { OrderStateKind } from '#contracts/schemas/orders.ts';
import { StoredPurchaseOrderSchema, type NewOrderEvent } from '#contracts/schemas/stored-order.ts';
import { ConflictError, isConditionalFailure } from './conditional-failure.ts';
import type { OrderEntity } from './entities/order.ts';
import type { OrderEventEntity } from './entities/order-event.ts';
import { unpackOrder } from './order-packing.ts';
import { db } from './service.ts';

// Orders after checkout: read one, list a customer's or everyone's, and move
// one of the three states — each move conditional on the version and the
// state it starts from, written with its history event in one transaction.

/** An order item as DynamoDB holds it (maybe packed). */
export type StoredOrder = EntityItem<typeof OrderEntity>;

/** An order as its readers see it: unpacked, its JSON maps parsed (contracts/schemas/stored-order.ts). */
export type OrderRecord = Omit<StoredOrder, 'packed'>;

/** A stored order, unpacked when it was stored packed, its JSON checked against the stored shapes. */
export function toOrderRecord(item: StoredOrder): OrderRecord {
  const order = unpackOrder(item);
  return order.purchaseOrder ? { ...order, purchaseOrder: StoredPurchaseOrderSchema.parse(order.purchaseOrder) } : order;
}

export type OrderEventRecord = Omit<EntityItem<typeof OrderEventEntity>, 'from' | 'note'> & { from: string | null; note: string };

/** `consistent`: after a lost race, the order as the winner left it (not a replica's older copy). */
export async function getOrderRecord(orderId: string, consistent = false): Promise<OrderRecord | null> {
  const { data } = await db().entities.order.get({ orderId }).go({ consistent });
  return data ? toOrderRecord(data) : null;
}

export async function listOrderEvents(orderId: string): Promise<OrderEventRecord[]> {
  const { data } = await db().entities.orderEvent.query.byOrder({ orderId }).go({ pages: 'all' });
  return data.map((e): OrderEventRecord => ({ ...e, from: e.from ?? null, note: e.note ?? '' }));
}

/** A customer's orders, newest first. */
export async function listOrdersOfUser(userId: string, limit = 50): Promise<OrderRecord[]> {
  const { data } = await db().entities.order.query.byUser({ userId }).go({ order: 'desc', limit });
  return data.map(toOrderRecord);
}

/** Every order, newest first, a page at a time (optionally in one state). */
export async function listOrdersPage(options: {
  state?: OrderState;
  cursor?: string | null;
  limit: number;
}): Promise<{ orders: OrderRecord[]; cursor: string | null }> {
  const query = db().entities.order.query.byCreated({});
  const filtered = options.state ? query.where((a, op) => op.eq(a.state, options.state!)) : query;
  const { data, cursor } = await filtered.go({ order: 'desc', limit: options.limit, cursor: options.cursor ?? null });
  return { orders: data.map(toOrderRecord), cursor: cursor ?? null };
}

/** Events of the same millisecond stay distinct (checkout numbers its own 0, 1, 2). */
const eventSeq = () => 10 + Math.floor(Math.random() * 1_000_000);

const FIELD: Record<OrderStateKind, 'state' | 'invoiceState' | 'paymentState'> = {
  order: 'state',
  invoice: 'invoiceState',
  payment: 'paymentState',
};

export type StateChange = {
  orderId: string;
  kind: OrderStateKind;
  from: string;
  to: string;
  version: number;
  event: NewOrderEvent;
  at: string;
};

/** Moves one state from `from` to `to` if the order is still at `version` and in `from`; ConflictError otherwise. */
export async function writeStateChange(change: StateChange): Promise<void> {
  const field = FIELD[change.kind];
  const result = await db()
    .transaction.write(({ order, orderEvent }) => [
      order
        .patch({ orderId: change.orderId })
        .set({ [field]: change.to, version: change.version + 1, updatedAt: change.at } as {
          state: OrderState;
          version: number;
          updatedAt: string;
        })
        .where((a, op) => `${op.eq(a.version, change.version)} AND ${op.eq(a[field] as typeof a.state, change.from as OrderState)}`)
        .commit(),
      orderEvent
        .create({
          orderId: change.orderId,
          at: change.at,
          seq: eventSeq(),
          kind: change.kind,
          from: change.from,
          to: change.to,
          actor: change.event.actor,
          by: change.event.by,
          note: change.event.note,
        })
        .commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError('The order changed meanwhile');
}

/** Records that the customer's browser sent the purchase event, once: true only for the call that set it. */
export async function markTrackedOnce(orderId: string, by: string, at: string): Promise<boolean> {
  const result = await db()
    .transaction.write(({ order, orderEvent }) => [
      order
        .patch({ orderId })
        .set({ wasTracked: true, updatedAt: at })
        .where((a, op) => op.eq(a.wasTracked, false))
        .commit(),
      orderEvent
        .create({
          orderId,
          at,
          seq: eventSeq(),
          kind: 'tracked',
          to: 'Tracked',
          actor: 'Customer',
          by,
          note: 'Placed order sent to analytics',
        })
        .commit(),
    ])
    .go();
  return !result.canceled;
}

/**
 * Adds one history event under a key of the caller's choosing, once: a second
 * write of the same key (a replayed webhook) changes nothing. True only for
 * the call that wrote it. The order's states and version do not move.
 */
export async function recordOrderEventOnce(orderId: string, key: { at: string; seq: number }, event: NewOrderEvent): Promise<boolean> {
  try {
    await db()
      .entities.orderEvent.create({
        orderId,
        at: key.at,
        seq: key.seq,
        kind: event.kind,
        ...(event.from ? { from: event.from } : {}),
        to: event.to,
        actor: event.actor,
        by: event.by,
        note: event.note,
      })
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
