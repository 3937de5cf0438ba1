// The store-config feature's query keys (docs/architecture.md#web-data-access).
export const storeConfigKeys = {
  shipping: ['shipping-settings'] as const,
  coupons: ['staff-coupons'] as const,
  shopSetup: ['shop-setup'] as const,
};
