import type { BoardQuoteView } from '#contracts/schemas/board-quote.ts';
import type { Actor } from '../actor.ts';
import { assemblyForQuote, type StoredAssemblyForQuote } from '../assembly/assembly-for-quote.ts';
import { boardForViewer } from '../boards/board-access.ts';
import { storedBoardOptions } from '../boards/board-options.ts';
import { leadTimeDays, quoteLoad, resolveLeadTimeId } from '../priced-cart/lead-times.ts';
import { bookedByLeadTime } from '../priced-cart/production-load.ts';
import { heldByCartOf, withOwnHolds } from '../stock/index.ts';
import type { BoardRecord } from '../db/boards.ts';
import { currentPricing } from '../pricing/pricing-versions.ts';
import { boardQuoteInput, refreshingWhileChecking } from '../quote/board-quote.ts';
import { customPartsOf } from '../quote/parts-to-price.ts';
import { optionChoices } from '../quote/option-choices.ts';
import { optionFindings } from '../quote/option-findings.ts';
import { optionProblems, optionWarnings } from '../quote/option-rules.ts';
import { quoteBoard } from '../quote/quote-board.ts';
import { currentShippingSettings } from '../shipping/shipping-settings.ts';

// A stored board's quote at its quantity, priced now: what the review page
// shows and the engineers' queue reads. The cart prices the same board the
// same way (load-cart.ts), with the whole order's boards counted against
// capacity.

export type BoardQuoteResult = { view: BoardQuoteView; assembly: StoredAssemblyForQuote | null };

/** What a quote reads besides the board and its assembly: the same for every board of one owner at one moment. */
export type QuoteContext = {
  pricing: Awaited<ReturnType<typeof currentPricing>>;
  capacity: Awaited<ReturnType<typeof currentShippingSettings>>['settings']['capacity'];
  ownHolds: Awaited<ReturnType<typeof heldByCartOf>>;
  booked: Awaited<ReturnType<typeof bookedByLeadTime>>;
};

/** Reads the QuoteContext of `userId`'s boards at `now`, once for any number of their quotes. */
export async function quoteContext(userId: string, now = new Date()): Promise<QuoteContext> {
  const [pricing, shipping, ownHolds] = await Promise.all([currentPricing(), currentShippingSettings(), heldByCartOf(userId)]);
  const capacity = shipping.settings.capacity;
  const booked = await bookedByLeadTime(leadTimeDays(pricing.config, now), capacity);
  return { pricing, capacity, ownHolds, booked };
}

/** `context`: read once by the caller when it quotes several boards of the owner (revision-price-diff.ts). */
export async function quoteOfBoard(
  board: BoardRecord,
  chosenLeadTimeId: string | null,
  now = new Date(),
  context?: QuoteContext,
): Promise<BoardQuoteResult> {
  const quantity = board.quantity ?? 1;
  const base = { board_id: board.boardId, quantity, bom_state: board.bomState };
  if (board.processing !== 'Complete' || !board.metrics) {
    return { view: { ...base, quote: null, custom_parts: [], custom_quote: null, board_options: null }, assembly: null };
  }
  const [stored, { pricing, capacity, ownHolds, booked }] = await Promise.all([
    assemblyForQuote(board),
    context ?? quoteContext(board.userId, now),
  ]);
  // Parts the owner's cart holds count as in stock, as the cart prices them (docs/checkout.md#cart-holds).
  const assembly = { ...stored, lines: withOwnHolds(stored, ownHolds).lines };
  const leadTimeId = resolveLeadTimeId(pricing.config, chosenLeadTimeId);
  const options = storedBoardOptions(board);
  const input = boardQuoteInput(
    { metrics: board.metrics, findings: board.findings ?? [], options },
    {
      quantity,
      leadTimeId,
      load: quoteLoad(capacity, booked, 0),
      assemblyLines: assembly.lines,
      customQuoteRequested: assembly.customQuoteRequested,
      now: now.toISOString(),
    },
  );
  const quote = refreshingWhileChecking(board, quoteBoard(input, { version: pricing.version, config: pricing.config }));
  const descriptions = new Map([...assembly.parts.values()].map((p) => [p.id, p.description]));
  const customQuote = assembly.customQuote;
  const leadTime = pricing.config.lead_times.find((t) => t.id === quote.lead_time_id) ?? null;
  const facts = input.board;
  return {
    view: {
      ...base,
      quote,
      custom_parts: customPartsOf(assembly.lines, quantity, assembly.elements, descriptions, customQuote?.confirmations ?? {}),
      custom_quote: customQuote ? { requested_at: customQuote.requestedAt, version: customQuote.version } : null,
      board_options: {
        version: board.bomVersion ?? 0,
        options,
        groups: optionChoices(facts, options, quantity, leadTime, pricing.config, board.optionFindings),
        problems: optionProblems(facts, options).map((p) => p.reason),
        warnings: optionWarnings(facts, options),
        findings: optionFindings(board.optionFindings ?? [], options, facts.copper_layers),
      },
    },
    assembly,
  };
}

/** GET /boards/{boardId}/quote: owner or staff. */
export async function getBoardQuote(actor: Actor, boardId: string, leadTimeId: string | null): Promise<BoardQuoteView> {
  const { board } = await boardForViewer(actor, boardId);
  return (await quoteOfBoard(board, leadTimeId)).view;
}
