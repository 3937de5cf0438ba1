import { accountRoutes } from '#contracts/routes/account-routes.ts';
import { addSavedAddress } from '#lambdas/core/addresses/addresses.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(accountRoutes, 'createAddress', ({ params, body }) => addSavedAddress(params.userId, body));
