import { accountRoutes } from '#contracts/routes/account-routes.ts';
import { removeSavedAddress } from '#lambdas/core/addresses/addresses.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(accountRoutes, 'deleteAddress', ({ params, query }) =>
  removeSavedAddress(params.userId, params.addressId, query.version),
);
