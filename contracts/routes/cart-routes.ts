import { CartUpdateSchema, ShoppingCartSchema, ShoppingCartSummarySchema } from '../schemas/cart.ts';
import { UserParamsSchema } from '../schemas/users.ts';
import type { RouteDef } from '../route-types.ts';

// The shopping cart (cart calls (docs/calls.md#cart-calls)). All are the cart owner's ('self':
// the user in the path, or Admin).
export const cartRoutes = {
  getShoppingCart: {
    method: 'GET',
    path: '/users/{userId}/shopping-cart',
    auth: 'self',
    handler: 'http/cart/get-shopping-cart',
    params: UserParamsSchema,
    response: ShoppingCartSchema,
    // The first read of an empty table writes the default pricing and shipping settings.
    access: { table: 'readwrite', cardPayments: 'use' },
  },
  updateShoppingCart: {
    method: 'PUT',
    path: '/users/{userId}/shopping-cart',
    auth: 'self',
    handler: 'http/cart/update-shopping-cart',
    params: UserParamsSchema,
    // The whole cart with the version it was read at; a newer one on the server is a 409.
    body: CartUpdateSchema,
    response: ShoppingCartSchema,
    access: { table: 'readwrite', cardPayments: 'use' },
    maxBodyBytes: 64 * 1024,
  },
  getShoppingCartSummary: {
    method: 'GET',
    path: '/users/{userId}/shopping-cart/summary',
    auth: 'self',
    handler: 'http/cart/get-shopping-cart-summary',
    params: UserParamsSchema,
    response: ShoppingCartSummarySchema,
    access: { table: 'read' },
  },
} as const satisfies Record<string, RouteDef>;
