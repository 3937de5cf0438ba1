import { pricingState } from '#lambdas/core/pricing/pricing-versions.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('getPricing', () => pricingState());
