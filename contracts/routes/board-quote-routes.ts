import { BoardParamsSchema } from '../schemas/boards.ts';
import {
  BoardQuoteQuerySchema,
  BoardQuoteViewSchema,
  ConfirmCustomPartBodySchema,
  ConfirmCustomPartParamsSchema,
  CustomQuoteListQuerySchema,
  CustomQuoteRequestListSchema,
  CustomQuoteRequestSchema,
  StaffBoardListQuerySchema,
  StaffBoardListSchema,
} from '../schemas/board-quote.ts';
import type { RouteDef } from '../route-types.ts';

// A board's quote, priced now at its quantity (the review page), the custom
// quote for its manual-entry parts, and the engineers' side: every board, the
// queue of custom-quote requests and the confirmation of each part's price
// and stock (/internal/boards).
export const boardQuoteRoutes = {
  getBoardQuote: {
    method: 'GET',
    path: '/boards/{boardId}/quote',
    auth: 'board',
    guests: true,
    handler: 'http/board-quotes/get-board-quote',
    params: BoardParamsSchema,
    query: BoardQuoteQuerySchema,
    response: BoardQuoteViewSchema,
    access: { table: 'read' },
  },
  requestCustomQuote: {
    method: 'POST',
    path: '/boards/{boardId}/custom-quote',
    auth: 'board',
    handler: 'http/board-quotes/request-custom-quote',
    params: BoardParamsSchema,
    response: BoardQuoteViewSchema,
    access: { table: 'readwrite' },
  },
  listStaffBoards: {
    method: 'GET',
    path: '/internal/boards',
    auth: ['Engineer'],
    handler: 'http/board-quotes/list-staff-boards',
    query: StaffBoardListQuerySchema,
    response: StaffBoardListSchema,
    access: { table: 'read' },
  },
  listCustomQuoteRequests: {
    method: 'GET',
    path: '/internal/custom-quotes',
    auth: ['Engineer'],
    handler: 'http/board-quotes/list-custom-quote-requests',
    query: CustomQuoteListQuerySchema,
    response: CustomQuoteRequestListSchema,
    access: { table: 'read' },
  },
  confirmCustomPart: {
    method: 'PUT',
    path: '/internal/boards/{boardId}/custom-parts/{partId}',
    auth: ['Engineer'],
    handler: 'http/board-quotes/confirm-custom-part',
    params: ConfirmCustomPartParamsSchema,
    // The part's unit price and the stock the shop can get, on the request's version seen (else 409).
    body: ConfirmCustomPartBodySchema,
    response: CustomQuoteRequestSchema,
    access: { table: 'readwrite', email: 'send' },
  },
} as const satisfies Record<string, RouteDef>;
