import type { BoardMetrics } from '#contracts/board-report.ts';
import { DEFAULT_BOARD_OPTIONS, type BoardOptions, type Quote, type QuoteInput } from '#contracts/schemas/quote.ts';
import { boardFactsFromMetrics } from './quote-board.ts';
import { quoteWithCurrentPricing } from './quote-with-current-pricing.ts';

// The price of one board in a cart or an order: the ONE place that turns a
// stored board into the quote core's input. Fabrication comes from the
// board's measured metrics and its options; assembly from the BOM lines the
// caller supplies already matched to parts.

/** One BOM line matched to a part, as the quote core takes it (defaults allowed). */
export type AssemblyLine = NonNullable<QuoteInput['lines']>[number];

/** What a board must have been measured to be quoted. */
export type QuotableBoard = {
  metrics: Pick<BoardMetrics, 'widthMm' | 'heightMm' | 'areaMm2' | 'copperLayers'> &
    Partial<Pick<BoardMetrics, 'minTraceMm' | 'minClearanceMm'>>;
  /** The design-rule findings as stored (a part near the edge adds edge rails). */
  findings?: readonly { check: string }[];
  /** The customer's board options; the shop's defaults until the review page stores choices. */
  options?: Partial<BoardOptions>;
};

export type BoardOrderTerms = {
  /** Boards to make. */
  quantity: number;
  /** The order's production lead time (null: the pricing's default). */
  leadTimeId: string | null;
  /** Capacity and boards already booked per lead time (quote core `load`). */
  load: QuoteInput['load'];
  /**
   * The board's populate rows grouped into lines (assembly-lines.ts), for
   * assembly and parts pricing; a board without rows passes an empty list
   * and is quoted for fabrication only.
   */
  assemblyLines: AssemblyLine[];
  /** The customer asked the shop to price the board's manual-entry parts. */
  customQuoteRequested?: boolean;
  /** The moment of the quote (ship dates count from it). */
  now: string;
};

/** A board's populate rows as the quote's lines, and whether its customer asked for a custom quote. */
export type BoardAssemblyForQuote = { lines: AssemblyLine[]; customQuoteRequested: boolean };

/** While the board's BOM is being checked, its quote is being refreshed (docs/states.md#quote-status): the figures are the last rows', the status says so. */
export function refreshingWhileChecking(board: { bomState: string }, quote: Quote): Quote {
  if (board.bomState !== 'CHECKING') return quote;
  return { ...quote, status: 'Refreshing quote', reasons: ['The bill of materials is being checked; the quote follows.'] };
}

/** The board's thickness (for the parcel's weight). */
export function boardThicknessMm(board: QuotableBoard): number {
  return board.options?.thickness_mm ?? DEFAULT_BOARD_OPTIONS.thickness_mm;
}

/** The quote core's input for a stored board and the order's terms. */
export function boardQuoteInput(board: QuotableBoard, terms: BoardOrderTerms): QuoteInput {
  return {
    board: boardFactsFromMetrics(board.metrics, board.findings),
    options: { ...DEFAULT_BOARD_OPTIONS, ...(board.options ?? {}) },
    quantity: terms.quantity,
    ...(terms.leadTimeId ? { lead_time_id: terms.leadTimeId } : {}),
    lines: terms.assemblyLines,
    load: terms.load,
    now: terms.now,
    custom_quote_requested: terms.customQuoteRequested ?? false,
  };
}

/** The board's quote at the current pricing (which it records, with the capabilities version). */
export function quoteStoredBoard(board: QuotableBoard, terms: BoardOrderTerms): Promise<Quote> {
  return quoteWithCurrentPricing(boardQuoteInput(board, terms));
}
