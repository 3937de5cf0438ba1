import { listPartParameters } from '../../core/parts/labeling.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listPartParameters', () => listPartParameters());
