import type { OrderState } from '../../../contracts/schemas/order-states.ts';
import { readReleaseFacts, writeCanceledOrder } from '../db/cancel-order.ts';
import { getOrderRecord, type OrderRecord } from '../db/orders.ts';
import { AppError } from '../errors.ts';
import { holdsOfOrder, planRelease, releaseNote, type Release } from './order-holds.ts';

// Staff cancel an order: the move to "Canceled" and the give-back of what the
// order held happen in one transaction (db/cancel-order.ts), from the version
// the staff member saw. Retried only while a held figure (stock, booking,
// coupon, order count) moved between the read and the write; an order that
// itself changed is a 409 and nothing is released twice.

const ATTEMPTS = 5;

export const orderVersionConflict = () => new AppError('conflict', 'order_version_conflict', 'This order changed while you were looking at it. It was reloaded; make your change again.');

export type CancelRequest = { orderId: string; from: OrderState; version: number; note: string; by: string };

export async function cancelOrderAndRelease(order: OrderRecord, request: CancelRequest): Promise<Release> {
  let current = order;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) current = (await getOrderRecord(request.orderId)) ?? current;
    if (current.version !== request.version || current.state !== request.from) throw orderVersionConflict();
    const holds = holdsOfOrder(current);
    const release = planRelease(current, holds, await readReleaseFacts(current, holds));
    const outcome = await writeCanceledOrder({
      orderId: current.orderId,
      userId: current.userId,
      from: request.from,
      version: request.version,
      event: { kind: 'order', from: request.from, to: 'Canceled', actor: 'Engineer', by: request.by, note: request.note },
      release,
      releaseEvent: { kind: 'order', from: null, to: 'Released', actor: 'System', by: 'System', note: releaseNote(release) },
      actor: request.by,
      at: new Date().toISOString(),
    });
    if (outcome.ok) return release;
    if (outcome.problem === 'order_changed') throw orderVersionConflict();
  }
  throw new AppError('too_many_requests', 'cancel_busy', 'The stock or bookings of this order are changing right now. Try the cancel again in a moment.');
}
