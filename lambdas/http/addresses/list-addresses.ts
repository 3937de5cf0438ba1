import { accountRoutes } from '#contracts/routes/account-routes.ts';
import { listSavedAddresses } from '#lambdas/core/addresses/addresses.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(accountRoutes, 'listAddresses', async ({ params }) => ({
  addresses: await listSavedAddresses(params.userId),
}));
