import { listPartParameters } from '#lambdas/core/parts/labeling.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listPartParameters', () => listPartParameters());
