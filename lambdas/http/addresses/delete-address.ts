import { removeSavedAddress } from '#lambdas/core/addresses/addresses.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('deleteAddress', ({ params, query }) => removeSavedAddress(params.userId, params.addressId, query.version));
