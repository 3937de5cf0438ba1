// The pricing feature's query keys (docs/architecture.md#web-data-access).
export const pricingKeys = { state: ['pricing'] as const };
