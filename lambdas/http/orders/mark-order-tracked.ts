import { markOrderTracked } from '#lambdas/core/orders/orders.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('markOrderTracked', ({ actor, params }) => markOrderTracked(actor, params.orderId));
