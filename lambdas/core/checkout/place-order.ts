import type { Order, PlaceOrderBody } from '#contracts/schemas/orders.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { orderView } from '../orders/orders.ts';
import { recordMetric } from '#lambdas/telemetry/business-metric.ts';
import { existingOrder, PLACE_ORDER_STEPS, PlacedByTwin, type PlaceOrderContext } from './order-steps.ts';
import type { CheckoutPorts } from './checkout-ports.ts';
import { runSteps } from './steps.ts';

// Placing an order: the steps of order-steps.ts (load the cart as seen, plan
// payment, plan the order, claim the stock lease, reserve stock, commit,
// capture, notify), run by steps.ts, which undoes the completed ones in
// reverse when one fails. See README.md in this folder for every failure case.

/** POST /users/{userId}/orders. */
export async function placeOrder(
  actor: Actor,
  userId: string,
  body: PlaceOrderBody,
  ports: CheckoutPorts,
  now = new Date(),
): Promise<Order> {
  const context: PlaceOrderContext = {
    userId,
    by: requireIdentity(actor).email || 'Customer',
    body,
    ports,
    now,
    orderId: body.idempotency_key,
  };
  try {
    await runSteps('place order', PLACE_ORDER_STEPS, context);
  } catch (error) {
    // A retry that lost the race to its twin: the twin's order is the answer.
    if (error instanceof PlacedByTwin && (await existingOrder(context.orderId, userId))) return orderView(context.orderId, ports);
    const answer = error instanceof PlacedByTwin ? new AppError('order_exists') : error;
    // Someone or something changed it first (409) or a twin request holds the checkout (429).
    if (answer instanceof AppError && (answer.kind === 'conflict' || answer.kind === 'too_many_requests'))
      recordMetric('checkoutConflicts');
    throw answer;
  }
  if (!context.order) throw new Error('placing an order: the steps gave no order');
  return context.order;
}
