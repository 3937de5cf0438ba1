import { createBin } from '#lambdas/core/parts/bins.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('createBin', ({ body }) => createBin(body));
