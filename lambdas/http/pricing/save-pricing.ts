import { savePricing } from '#lambdas/core/pricing/pricing-versions.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('savePricing', ({ actor, body }) => savePricing(actor, body));
