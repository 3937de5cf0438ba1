import type { OrderState } from '#contracts/schemas/order-states.ts';
import { readReleaseFacts, writeCanceledOrder, type Release } from '../db/cancel-order.ts';
import { ConflictError, wonRace } from '../db/conditional-failure.ts';
import { withRetries } from '../db/retry.ts';
import { getOrderRecord, type OrderRecord } from '../db/orders.ts';
import { AppError } from '../errors.ts';
import { holdsOfOrder, planRelease, releaseNote } from './order-holds.ts';
import { giveBackStock, newStockOwner, RETURN_LEASE_MS } from '../stock/index.ts';
import { logEvent } from '#lambdas/telemetry/log-port.ts';

// Staff cancel an order: the move to "Canceled" and the give-back of what the
// order held happen in one transaction (db/cancel-order.ts), from the version
// the staff member saw; the parts' stock right after it, part by part
// (stock/give-back.ts), so an order of any size can be canceled. A lost race
// (ConflictError) is read again: an order that itself changed is a 409 and
// nothing is released twice; a held figure (booking, coupon, order count)
// that moved between the read and the write is retried.

const ATTEMPTS = 5;

export const orderVersionConflict = () => new AppError('order_version_conflict');

export type CancelRequest = { orderId: string; from: OrderState; version: number; note: string; by: string };

function assertUnchanged(order: OrderRecord, request: CancelRequest): void {
  if (order.version !== request.version || order.state !== request.from) throw orderVersionConflict();
}

export async function cancelOrderAndRelease(order: OrderRecord, request: CancelRequest): Promise<Release> {
  let current = order;
  return withRetries(
    async (tryNumber) => {
      if (tryNumber > 1) current = (await getOrderRecord(request.orderId, true)) ?? current;
      assertUnchanged(current, request);
      const holds = holdsOfOrder(current);
      const release = planRelease(current, holds, await readReleaseFacts(current, holds));
      const at = new Date();
      const stockOwner = newStockOwner();
      const committed = await wonRace(
        writeCanceledOrder({
          orderId: current.orderId,
          userId: current.userId,
          from: request.from,
          version: request.version,
          event: { kind: 'order', from: request.from, to: 'Canceled', actor: 'Engineer', by: request.by, note: request.note },
          release,
          releaseEvent: { kind: 'order', from: null, to: 'Released', actor: 'System', by: 'System', note: releaseNote(release) },
          actor: request.by,
          at: at.toISOString(),
          stockOwner,
          stockExpiresAt: new Date(at.getTime() + RETURN_LEASE_MS).toISOString(),
        }),
      );
      if (committed) {
        if (release.stock.length > 0) {
          const parts = release.stock.map((s) => ({ partId: s.partId, quantity: s.quantity }));
          await giveBackStock({ orderId: current.orderId, parts, at: at.toISOString(), actor: request.by, owner: stockOwner }).catch(
            (error: unknown) =>
              logEvent('error', 'stock give-back interrupted (the sweeper resumes it)', { orderId: current.orderId, error: String(error) }),
          );
        }
        return release;
      }
      throw new ConflictError();
    },
    { attempts: ATTEMPTS },
  ).catch(async (error: unknown) => {
    if (!(error instanceof ConflictError)) throw error;
    // The last attempt lost too: a 409 when it lost to a change of the order itself.
    const latest = await getOrderRecord(request.orderId, true);
    if (latest) assertUnchanged(latest, request);
    throw new AppError('cancel_busy');
  });
}
