import { requestCustomQuote } from '#lambdas/core/board-quotes/custom-quotes.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('requestCustomQuote', ({ actor, params }) => requestCustomQuote(actor, params.boardId));
