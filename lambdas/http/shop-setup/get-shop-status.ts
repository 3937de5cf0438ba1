import { contentRoutes } from '#contracts/routes/content-routes.ts';
import { shopStatus } from '#lambdas/core/shop-setup/shop-open.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(contentRoutes, 'getShopStatus', () => shopStatus());
