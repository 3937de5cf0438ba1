import { adjustBin } from '#lambdas/core/parts/bins.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('adjustBin', ({ actor, params, body }) => adjustBin(actor, params.binId, body));
