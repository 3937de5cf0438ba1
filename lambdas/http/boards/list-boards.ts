import { listMyBoards } from '#lambdas/core/boards/board-uploads.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listBoards', ({ actor }) => listMyBoards(actor));
