import {
  BoardFindingParamsSchema,
  BoardListSchema,
  BoardParamsSchema,
  BoardSchema,
  CreateBoardBodySchema,
  CreateBoardResponseSchema,
  CreateBoardRevisionResponseSchema,
  OrderBoardAgainBodySchema,
  OrderBoardAgainResponseSchema,
  UpdateFindingBodySchema,
  AcceptOutlineFixBodySchema,
} from '../schemas/boards.ts';
import { BoardOptionsParamsSchema, SaveBoardOptionsBodySchema, SavedBoardOptionsSchema } from '../schemas/board-options.ts';
import { BoardRevisionDiffSchema } from '../schemas/board-revision-diff.ts';
import { ROUTE_THROTTLES } from '../request-limits.ts';
import type { RouteDef } from '../route-types.ts';

// Uploaded boards: creation (with the presigned upload), listing, the review and its findings.
export const boardRoutes = {
  createBoard: {
    method: 'POST',
    path: '/boards',
    auth: 'customer',
    guests: true,
    handler: 'http/boards/create-board',
    body: CreateBoardBodySchema,
    response: CreateBoardResponseSchema,
    status: 201,
    scopes: ['boards.write'],
    // Writes the board; `write` lets it sign the upload's presigned PUT.
    access: { table: 'readwrite', uploads: { write: ['boards'] } },
    throttle: ROUTE_THROTTLES.uploadCreation,
  },
  // The next revision of a board: a new board of the same owner, uploaded and processed like the first (docs/revisions.md).
  createBoardRevision: {
    method: 'POST',
    path: '/boards/{boardId}/revisions',
    auth: 'board',
    guests: true,
    handler: 'http/boards/create-board-revision',
    params: BoardParamsSchema,
    body: CreateBoardBodySchema,
    response: CreateBoardRevisionResponseSchema,
    status: 201,
    scopes: ['boards.write'],
    access: { table: 'readwrite', uploads: { write: ['boards'] } },
    throttle: ROUTE_THROTTLES.uploadCreation,
  },
  // A fresh copy of exactly this revision, put in the owner's cart (docs/revisions.md#ordering-a-revision-again).
  // The owner only (checked in the core): it writes their cart, which machines never do.
  orderBoardAgain: {
    method: 'POST',
    path: '/boards/{boardId}/order-again',
    auth: 'board',
    handler: 'http/boards/order-board-again',
    params: BoardParamsSchema,
    body: OrderBoardAgainBodySchema,
    response: OrderBoardAgainResponseSchema,
    status: 201,
    access: { table: 'readwrite' },
    throttle: ROUTE_THROTTLES.uploadCreation,
  },
  // What changed since the previous revision, computed while this revision was processed (docs/revisions.md#the-diff-of-a-revision).
  getBoardRevisionDiff: {
    method: 'GET',
    path: '/boards/{boardId}/revision-diff',
    auth: 'board',
    guests: true,
    handler: 'http/boards/get-board-revision-diff',
    scopes: ['boards.read'],
    params: BoardParamsSchema,
    response: BoardRevisionDiffSchema,
    // `read` lets it read the stored diff.
    access: { table: 'read', uploads: { read: ['renders'] } },
  },
  listBoards: {
    method: 'GET',
    path: '/boards',
    auth: 'customer',
    handler: 'http/boards/list-boards',
    scopes: ['boards.read'],
    response: BoardListSchema,
    access: { table: 'read' },
  },
  getBoard: {
    method: 'GET',
    path: '/boards/{boardId}',
    auth: 'board',
    guests: true,
    handler: 'http/boards/get-board',
    scopes: ['boards.read'],
    params: BoardParamsSchema,
    response: BoardSchema,
    // `read` lets it sign the rendered layers' presigned GETs.
    access: { table: 'read', uploads: { read: ['renders'] } },
  },
  updateBoardFinding: {
    method: 'PUT',
    path: '/boards/{boardId}/findings/{findingId}',
    auth: 'board',
    guests: true,
    handler: 'http/boards/update-board-finding',
    params: BoardFindingParamsSchema,
    body: UpdateFindingBodySchema,
    response: BoardSchema,
    access: { table: 'readwrite', uploads: { read: ['renders'] } },
  },
  // The owner accepts the outline Copperline proposed for a broken one; the board is checked again with it
  // (docs/board-checks.md#outline-fix). The owner only (checked in the core). `write` puts the marker whose
  // create event queues the board for processing again.
  acceptOutlineFix: {
    method: 'POST',
    path: '/boards/{boardId}/findings/{findingId}/accept-fix',
    auth: 'board',
    guests: true,
    handler: 'http/boards/accept-outline-fix',
    params: BoardFindingParamsSchema,
    body: AcceptOutlineFixBodySchema,
    response: BoardSchema,
    scopes: ['boards.write'],
    access: { table: 'readwrite', uploads: { read: ['renders'], write: ['boards'] } },
  },
  // The board options the customer chooses, on the version seen (shared with the BOM); docs/board-options.md.
  setBoardOptions: {
    method: 'PUT',
    path: '/boards/{boardId}/options',
    auth: 'board',
    guests: true,
    handler: 'http/boards/set-board-options',
    params: BoardOptionsParamsSchema,
    body: SaveBoardOptionsBodySchema,
    response: SavedBoardOptionsSchema,
    access: { table: 'readwrite' },
  },
} as const satisfies Record<string, RouteDef>;
