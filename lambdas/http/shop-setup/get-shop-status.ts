import { shopStatusRoutes } from '#contracts/routes/shop-status-routes.ts';
import { shopStatus } from '#lambdas/core/shop-setup/shop-open.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(shopStatusRoutes, 'getShopStatus', () => shopStatus());
