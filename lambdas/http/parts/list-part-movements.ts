import { partMovements } from '#lambdas/core/parts/inventory.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listPartMovements', ({ params }) => partMovements(params.partId));
