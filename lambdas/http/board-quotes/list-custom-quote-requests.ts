import { listCustomQuoteRequests } from '#lambdas/core/board-quotes/custom-quotes.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listCustomQuoteRequests', ({ query }) => listCustomQuoteRequests(query.cursor ?? null));
