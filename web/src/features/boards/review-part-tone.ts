import type { BomState } from '#contracts/schemas/boards.ts';
import type { QuoteStatus } from '#contracts/schemas/quote.ts';

/** How a review part's state pill is coloured (review-part.module.css); none for a state still in motion. */
export type PartTone = 'success' | 'warning' | 'error' | undefined;

export const QUOTE_STATUS_TONE: Record<QuoteStatus, PartTone> = {
  'Refreshing quote': undefined,
  'Cannot quote': 'error',
  'Has instant quote': 'success',
  'Requires custom quote': 'warning',
  'Awaiting custom quote': 'warning',
  'Received custom quote': 'success',
};

export const BOM_STATE_TONE: Record<BomState, PartTone> = {
  NONE: undefined,
  CHECKING: undefined,
  NEEDS_ATTENTION: 'warning',
  COMPLETE: 'success',
};
