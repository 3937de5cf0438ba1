import type { Quote, QuoteInput } from '#contracts/schemas/quote.ts';
import { currentPricing } from '../pricing/pricing-versions.ts';
import { quoteBoard } from './quote-board.ts';

/** The quote at the current pricing version, which it records. */
export async function quoteWithCurrentPricing(input: QuoteInput): Promise<Quote> {
  const pricing = await currentPricing();
  return quoteBoard(input, { version: pricing.version, config: pricing.config });
}
