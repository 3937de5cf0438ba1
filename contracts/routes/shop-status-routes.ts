import { ShopStatusSchema } from '../schemas/shop-status.ts';
import type { RouteDef } from '../route-types.ts';

// Whether the shop takes orders yet, for everyone (docs/operating.md#set-up-the-shop-before-launch). Every
// page reads it, so it is an area of its own: the web loads this one small route file to check the
// answer, not a larger area a page does not otherwise call.
export const shopStatusRoutes = {
  getShopStatus: {
    method: 'GET',
    path: '/shop-status',
    auth: 'public',
    handler: 'http/shop-setup/get-shop-status',
    response: ShopStatusSchema,
    access: { table: 'read' },
  },
} as const satisfies Record<string, RouteDef>;
