import { listSavedAddresses } from '#lambdas/core/addresses/addresses.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listAddresses', async ({ params }) => ({ addresses: await listSavedAddresses(params.userId) }));
