import { boardQuoteRoutes } from '#contracts/routes/board-quote-routes.ts';
import { sesMailer } from '#lambdas/core/aws/ses-mailer.ts';
import { confirmBoardCustomPart } from '#lambdas/core/board-quotes/custom-quotes.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(boardQuoteRoutes, 'confirmCustomPart', ({ actor, params, body }) =>
  confirmBoardCustomPart(actor, params.boardId, params.partId, body, sesMailer),
);
