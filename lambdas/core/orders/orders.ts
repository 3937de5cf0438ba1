import type { Order } from '#contracts/schemas/orders.ts';
import { requireIdentity, type Actor, type Identity } from '../actor.ts';
import { getOrderRecord, listOrderEvents, listOrdersOfUser, markTrackedOnce, type OrderRecord } from '../db/orders.ts';
import { forbidden, notFound } from '../errors.ts';
import { callerUserId } from '../users/users.ts';
import type { OrderFiles } from './order-ports.ts';
import { toOrderView, type OrderAudience } from './order-view.ts';

// Reading orders and the one change a customer makes (docs/calls.md#order-calls
// GET /orders/{orderId}, PUT /orders/{orderId}/tracked).

/** How long a purchase-order document's presigned GET stays valid. */
export const PO_FILE_URL_SECONDS = 15 * 60;

/** Staff who may look at any order (Admin passes every group check). */
export function isOrderStaff(identity: Identity): boolean {
  return identity.groups.includes('Admin') || identity.groups.includes('Engineer');
}

/** The order as `audience` may see it (customers: no staff-only history, see order-view.ts). */
export async function toOrderWithHistory(record: OrderRecord, files: OrderFiles, audience: OrderAudience): Promise<Order> {
  const [events, url] = await Promise.all([
    listOrderEvents(record.orderId),
    record.purchaseOrder ? files.presignDownload(record.purchaseOrder.key, PO_FILE_URL_SECONDS) : Promise.resolve(null),
  ]);
  return toOrderView(record, events, url, audience);
}

/** The order as its customer sees it (the checkout's answer). */
export async function orderView(orderId: string, files: OrderFiles): Promise<Order> {
  const record = await getOrderRecord(orderId);
  if (!record) throw notFound('The order');
  return toOrderWithHistory(record, files, 'customer');
}

/**
 * The order, if the caller may see it: its customer or staff; anyone else
 * 403. A missing order is 404 for everyone (ids carry 15 random characters).
 */
export async function orderForViewer(actor: Actor, orderId: string): Promise<{ record: OrderRecord; isOwner: boolean }> {
  const identity = requireIdentity(actor);
  const [record, userId] = await Promise.all([getOrderRecord(orderId), callerUserId(identity)]);
  if (!record) throw notFound('The order');
  const isOwner = userId !== null && record.userId === userId;
  if (!isOwner && !isOrderStaff(identity)) throw forbidden();
  return { record, isOwner };
}

/** GET /orders/{orderId}: the customer's view, whoever reads it (staff read everything on /internal/orders). */
export async function getOrderForActor(actor: Actor, orderId: string, files: OrderFiles): Promise<Order> {
  const { record } = await orderForViewer(actor, orderId);
  return toOrderWithHistory(record, files, 'customer');
}

/**
 * PUT /orders/{orderId}/tracked: the order page sent "Placed order" (docs/states.md#order-page-tracking).
 * Only the order's customer records it (staff looking at it do not), once;
 * calling again changes nothing.
 */
export async function markOrderTracked(actor: Actor, orderId: string): Promise<{ ok: true }> {
  const { record, isOwner } = await orderForViewer(actor, orderId);
  if (!isOwner) throw forbidden('Only the customer marks an order tracked.');
  if (!record.wasTracked) await markTrackedOnce(orderId, requireIdentity(actor).email || 'Customer', new Date().toISOString());
  return { ok: true };
}

/** GET /users/{userId}/orders: newest first, each with its history (the account page's timeline). */
export async function listCustomerOrders(userId: string, files: OrderFiles): Promise<{ orders: Order[] }> {
  const records = await listOrdersOfUser(userId);
  return { orders: await Promise.all(records.map((r) => toOrderWithHistory(r, files, 'customer'))) };
}
