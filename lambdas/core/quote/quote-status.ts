import type { QuoteStatus } from '#contracts/schemas/quote.ts';
import { AppError } from '../errors.ts';
import { canTransition, type TransitionTable } from '../state-machine.ts';

/**
 * Quote statuses (docs/states.md#quote-status) and their allowed moves. Every change to what a
 * quote depends on (BOM, part choices, quantity, options, an engineer's
 * confirmation, new pricing) starts a refresh; a refresh settles in one of the
 * other five. The one move a customer makes is asking for a custom quote.
 */
export const QUOTE_TRANSITIONS: TransitionTable<QuoteStatus> = {
  'Refreshing quote': ['Cannot quote', 'Has instant quote', 'Requires custom quote', 'Awaiting custom quote', 'Received custom quote'],
  'Cannot quote': ['Refreshing quote'],
  'Has instant quote': ['Refreshing quote'],
  'Requires custom quote': ['Refreshing quote', 'Awaiting custom quote'],
  'Awaiting custom quote': ['Refreshing quote'],
  'Received custom quote': ['Refreshing quote'],
};

/** What a priced board comes to, before the customer's request is taken into account. */
export type QuoteOutcome = {
  /** Something stops any price: the board or a line is outside what we make, a part is missing or out of stock. */
  cannotQuote: boolean;
  /** A manual-entry part still needs an engineer to confirm its price or inventory. */
  needsEngineer: boolean;
  /** At least one part is priced from an engineer's confirmation. */
  usesConfirmedCustomParts: boolean;
};

/**
 * The status a refresh settles in. Cannot quote wins; unconfirmed custom parts
 * wait for the shop once the customer asked, and a custom quote the customer
 * asked for reads as received once every custom part is confirmed.
 */
export function settledStatus(outcome: QuoteOutcome, customQuoteRequested: boolean): Exclude<QuoteStatus, 'Refreshing quote'> {
  if (outcome.cannotQuote) return 'Cannot quote';
  if (outcome.needsEngineer) return customQuoteRequested ? 'Awaiting custom quote' : 'Requires custom quote';
  if (customQuoteRequested && outcome.usesConfirmedCustomParts) return 'Received custom quote';
  return 'Has instant quote';
}

/** The next status, or a 409 when the table does not allow the move. */
export function moveQuote(from: QuoteStatus, to: QuoteStatus): QuoteStatus {
  if (!canTransition(QUOTE_TRANSITIONS, from, to)) {
    throw new AppError('quote_status_conflict', `A quote that is "${from}" cannot become "${to}".`);
  }
  return to;
}

/** Any change to the inputs: a quote already refreshing stays so. */
export function startRefresh(from: QuoteStatus): QuoteStatus {
  return from === 'Refreshing quote' ? from : moveQuote(from, 'Refreshing quote');
}

/** The customer asks the shop to price the custom parts (only while a custom quote is required). */
export function requestCustomQuote(from: QuoteStatus): QuoteStatus {
  return moveQuote(from, 'Awaiting custom quote');
}
