import { accountRoutes } from '#contracts/routes/account-routes.ts';
import { editSavedAddress } from '#lambdas/core/addresses/addresses.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(accountRoutes, 'updateAddress', ({ params, body: { version, ...fields } }) =>
  editSavedAddress(params.userId, params.addressId, fields, version),
);
