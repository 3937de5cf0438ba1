import { sesMailer } from '#lambdas/core/aws/ses-mailer.ts';
import { confirmBoardCustomPart } from '#lambdas/core/board-quotes/custom-quotes.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('confirmCustomPart', ({ actor, params, body }) => confirmBoardCustomPart(actor, params.boardId, params.partId, body, { mailer: sesMailer }));
