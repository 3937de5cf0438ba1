import { pricingRoutes } from '#contracts/routes/pricing-routes.ts';
import { pricingState } from '#lambdas/core/pricing/pricing-versions.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(pricingRoutes, 'getPricing', () => pricingState());
