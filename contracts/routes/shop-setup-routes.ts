import { ConfirmShopSetupItemBodySchema, SaveCompanyDetailsBodySchema, ShopSetupStateSchema } from '../schemas/shop-setup.ts';
import type { RouteDef } from '../route-types.ts';

// The shop-setup checklist on /internal/config (Admin) and "open the shop"
// (docs/operating.md#set-up-the-shop-before-launch). Whether the shop is open,
// which everyone may read, is shop-status-routes.ts.
export const shopSetupRoutes = {
  getShopSetup: {
    method: 'GET',
    path: '/internal/shop-setup',
    auth: ['Admin'],
    handler: 'http/shop-setup/get-shop-setup',
    response: ShopSetupStateSchema,
    // Reading pricing and shipping writes their built-in defaults on an empty table.
    access: { table: 'readwrite' },
  },
  confirmShopSetupItem: {
    method: 'POST',
    path: '/internal/shop-setup/confirmations',
    auth: ['Admin'],
    handler: 'http/shop-setup/confirm-shop-setup-item',
    body: ConfirmShopSetupItemBodySchema,
    response: ShopSetupStateSchema,
    access: { table: 'readwrite' },
  },
  saveCompanyDetails: {
    method: 'PUT',
    path: '/internal/shop-setup/company',
    auth: ['Admin'],
    handler: 'http/shop-setup/save-company-details',
    body: SaveCompanyDetailsBodySchema,
    response: ShopSetupStateSchema,
    access: { table: 'readwrite' },
  },
  openShop: {
    method: 'POST',
    path: '/internal/shop-setup/open',
    auth: ['Admin'],
    handler: 'http/shop-setup/open-shop',
    response: ShopSetupStateSchema,
    access: { table: 'readwrite' },
  },
} as const satisfies Record<string, RouteDef>;
