import { sesMailer } from '../../core/aws/ses-mailer.ts';
import { confirmBoardCustomPart } from '../../core/board-quotes/custom-quotes.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('confirmCustomPart', ({ actor, params, body }) => confirmBoardCustomPart(actor, params.boardId, params.partId, body, { mailer: sesMailer }));
