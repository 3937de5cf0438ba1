import { shopSetupRoutes } from '#contracts/routes/shop-setup-routes.ts';
import { openShop } from '#lambdas/core/shop-setup/shop-state.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(shopSetupRoutes, 'openShop', ({ actor }) => openShop(actor));
