import { orderRoutes } from '#contracts/routes/order-routes.ts';
import { saveShippingSettings } from '#lambdas/core/shipping/shipping-settings.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(orderRoutes, 'saveShippingSettings', ({ actor, body }) => saveShippingSettings(actor, body));
