import { listCustomParts } from '#lambdas/core/parts/custom-parts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listCustomParts', () => listCustomParts());
