// The cart's query keys (docs/architecture.md#web-data-access).
export const cartKeys = {
  all: ['shopping-cart'] as const,
  cart: (userId: string) => ['shopping-cart', userId] as const,
  summary: (userId: string) => ['shopping-cart', userId, 'summary'] as const,
};
