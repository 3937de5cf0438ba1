import { PricingStateSchema, SavePricingBodySchema } from '../schemas/pricing.ts';
import type { RouteDef } from '../route-types.ts';

// The versioned pricing configuration the quote reads (Admin).
export const pricingRoutes = {
  getPricing: {
    method: 'GET',
    path: '/pricing',
    auth: ['Admin'],
    handler: 'http/pricing/get-pricing',
    response: PricingStateSchema,
    // The first read of an empty table writes the built-in default as version 1.
    access: { table: 'readwrite' },
  },
  savePricing: {
    method: 'PUT',
    path: '/pricing',
    auth: ['Admin'],
    handler: 'http/pricing/save-pricing',
    // A new version, saved only if base_version is still current (else 409).
    body: SavePricingBodySchema,
    response: PricingStateSchema,
    access: { table: 'readwrite' },
  },
} as const satisfies Record<string, RouteDef>;
