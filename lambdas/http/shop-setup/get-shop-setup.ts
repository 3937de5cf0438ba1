import { shopSetupRoutes } from '#contracts/routes/shop-setup-routes.ts';
import { shopSetupState } from '#lambdas/core/shop-setup/shop-state.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(shopSetupRoutes, 'getShopSetup', () => shopSetupState());
