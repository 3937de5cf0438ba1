import type { BoardQuoteView, ConfirmCustomPartBody, CustomQuoteRequest } from '#contracts/schemas/board-quote.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { boardForViewer } from '../boards/board-access.ts';
import { getBoard, type BoardRecord } from '../db/boards.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { confirmCustomPart, createCustomQuote, getCustomQuote, listCustomQuotes, type CustomQuoteRecord } from '../db/custom-quotes.ts';
import { getUserById } from '../db/users.ts';
import { AppError, notFound } from '../errors.ts';
import { sendAfterCommit, type Mailer } from '../notifications/mailer.ts';
import { quoteOfBoard } from './board-quote-view.ts';

// "Requires custom quote" (docs/states.md#custom-quotes) → "Awaiting custom quote" → "Received
// custom quote": the customer asks the shop to price the board's manual-entry
// parts; the shop's engineers confirm each part's unit price and the stock
// they can get (/internal/boards); the quote then prices those parts from the
// confirmations and the board can be ordered. The customer is e-mailed when
// the last part is confirmed.

const REQUESTS_PAGE = 20;

/** POST /boards/{boardId}/custom-quote: the board's owner (or staff for them) asks; asking twice changes nothing. */
export async function requestCustomQuote(actor: Actor, boardId: string): Promise<BoardQuoteView> {
  const { board, identity } = await boardForViewer(actor, boardId);
  const { view } = await quoteOfBoard(board, null);
  if (view.custom_quote) return view;
  if (view.quote?.status !== 'Requires custom quote') {
    throw new AppError('custom_quote_not_needed');
  }
  await createCustomQuote({
    boardId,
    userId: board.userId,
    fileName: board.fileName,
    requestedAt: new Date().toISOString(),
    requestedBy: identity.email || identity.sub,
  });
  return (await quoteOfBoard(board, null)).view;
}

async function requestView(record: CustomQuoteRecord, board: BoardRecord | null): Promise<CustomQuoteRequest> {
  const [user, quoted] = await Promise.all([getUserById(record.userId), board ? quoteOfBoard(board, null) : null]);
  return {
    board_id: record.boardId,
    file_name: record.fileName,
    customer_email: user?.email ?? '',
    requested_at: record.requestedAt,
    version: record.version,
    quantity: board?.quantity ?? 1,
    status: quoted?.view.quote?.status ?? 'Cannot quote',
    custom_parts: quoted?.view.custom_parts ?? [],
  };
}

/** GET /internal/custom-quotes: Engineer. */
export async function listCustomQuoteRequests(cursor: string | null): Promise<{ requests: CustomQuoteRequest[]; cursor: string | null }> {
  const page = await listCustomQuotes(REQUESTS_PAGE, cursor);
  const requests = await Promise.all(page.requests.map(async (r) => requestView(r, await getBoard(r.boardId))));
  return { requests, cursor: page.cursor };
}

/** PUT /internal/boards/{boardId}/custom-parts/{partId}: Engineer, on the request's version they saw. */
export async function confirmBoardCustomPart(
  actor: Actor,
  boardId: string,
  partId: string,
  body: ConfirmCustomPartBody,
  mailer: Mailer,
): Promise<CustomQuoteRequest> {
  const engineer = requireIdentity(actor);
  const [board, request] = await Promise.all([getBoard(boardId), getCustomQuote(boardId)]);
  if (!board) throw notFound('The board');
  if (!request) throw new AppError('custom_quote_not_requested');
  const before = await quoteOfBoard(board, null);
  if (!before.view.custom_parts.some((p) => p.part_id === partId)) throw notFound('That custom part on this board');
  try {
    await confirmCustomPart(boardId, body.version, partId, {
      unit_price_micros: body.unit_price_micros,
      stock: body.stock,
      confirmed_by: engineer.email || engineer.sub,
      confirmed_at: new Date().toISOString(),
    });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    throw new AppError('custom_quote_version_conflict');
  }

  const after = await requestView((await getCustomQuote(boardId))!, board);
  if (before.view.quote?.status !== 'Received custom quote' && after.status === 'Received custom quote') {
    const owner = await getUserById(board.userId);
    if (owner) {
      await sendAfterCommit(mailer, {
        to: owner.email,
        subject: `Your custom quote for ${board.fileName} is ready`,
        text: `Our engineers priced the custom parts of ${board.fileName}. The quote is on the board's page, and the board can now be ordered.`,
      });
    }
  }
  return after;
}
