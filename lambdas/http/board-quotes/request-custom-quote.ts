import { boardQuoteRoutes } from '#contracts/routes/board-quote-routes.ts';
import { requestCustomQuote } from '#lambdas/core/board-quotes/custom-quotes.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(boardQuoteRoutes, 'requestCustomQuote', ({ actor, params }) =>
  requestCustomQuote(actor, params.boardId),
);
