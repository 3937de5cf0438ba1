import { setBoardOptions } from '#lambdas/core/boards/board-options.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('setBoardOptions', ({ actor, params, body }) => setBoardOptions(actor, params.boardId, body));
