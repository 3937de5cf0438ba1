// The stock holds page's query keys (docs/architecture.md#web-data-access).
export const stockHoldKeys = { all: ['stock-holds'] as const };
