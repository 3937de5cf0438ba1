import { pricingRoutes } from '#contracts/routes/pricing-routes.ts';
import { savePricing } from '#lambdas/core/pricing/pricing-versions.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(pricingRoutes, 'savePricing', ({ actor, body }) => savePricing(actor, body));
