import { orderRoutes } from '#contracts/routes/order-routes.ts';
import { currentShippingSettings } from '#lambdas/core/shipping/shipping-settings.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(orderRoutes, 'getShippingSettings', () => currentShippingSettings());
