import * as z from 'zod/mini';
import { QUOTE_SECTIONS } from './quote.ts';

// The price part of a revision's diff: both revisions' quotes, priced now, line by line (docs/revisions.md#the-price).

const LineSideSchema = z.object({ quantity: z.number().check(z.int()), amount_cents: z.number().check(z.int()), arithmetic: z.string() });

export const QuoteLineChangeSchema = z.object({
  section: z.enum(QUOTE_SECTIONS),
  label: z.string(),
  change: z.enum(['added', 'removed', 'changed', 'same']),
  /** Null for an added line. */
  before: z.nullable(LineSideSchema),
  /** Null for a removed line. */
  after: z.nullable(LineSideSchema),
  quantity_delta: z.number().check(z.int()),
  amount_delta_cents: z.number().check(z.int()),
  /** The change in words, e.g. "Distinct parts loaded: +4 → +$2.00". */
  text: z.string(),
});
export type QuoteLineChange = z.infer<typeof QuoteLineChangeSchema>;

export const QuoteDiffSchema = z.object({
  /** Each revision priced at its own quantity, options and parts, with today's pricing. */
  before_total_cents: z.nullable(z.number().check(z.int())),
  after_total_cents: z.nullable(z.number().check(z.int())),
  total_delta_cents: z.nullable(z.number().check(z.int())),
  lines: z.array(QuoteLineChangeSchema),
});
export type QuoteDiff = z.infer<typeof QuoteDiffSchema>;
