import { shopSetupRoutes } from '#contracts/routes/shop-setup-routes.ts';
import { saveCompanyDetails } from '#lambdas/core/shop-setup/shop-state.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(shopSetupRoutes, 'saveCompanyDetails', ({ body }) => saveCompanyDetails(body));
