import { addSavedAddress } from '#lambdas/core/addresses/addresses.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('createAddress', ({ params, body }) => addSavedAddress(params.userId, body));
