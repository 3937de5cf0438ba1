import * as z from 'zod/mini';
import { priceBreak } from '../parts.ts';
import { BoardIdSchema, RevisionNameSchema } from './boards.ts';
import { QuoteDiffSchema } from './quote-line-diff.ts';
import { CarryOverSchema } from './revision-carry-over.ts';
import { RevisionDiffSchema, capped } from './revision-diff.ts';

// GET /boards/{boardId}/revision-diff: what changed since the previous revision (docs/revisions.md#the-diff-of-a-revision).

/** What a BOM row (one designator) ends up with on one revision. */
export const BomRowFactsSchema = z.object({
  part_id: z.nullable(z.string()),
  /** The part's MPN as the catalogue has it; null without a part or when the catalogue no longer has it. */
  mpn: z.nullable(z.string()),
  do_not_populate: z.boolean(),
  is_consignment: z.boolean(),
});

export const BOM_ROW_CHANGES = ['part', 'populate', 'consigned'] as const;
export const BomRowChangeSchema = z.object({
  designator: z.string(),
  changes: z.array(z.enum(BOM_ROW_CHANGES)),
  before: BomRowFactsSchema,
  after: BomRowFactsSchema,
});
export type BomRowChange = z.infer<typeof BomRowChangeSchema>;

export const PART_MARKET_CHANGES = ['stock', 'price', 'gone'] as const;
/** A part of the previous revision whose stock or prices moved since it was taken over (`gone`: no longer in the catalogue). */
export const PartMarketChangeSchema = z.object({
  part_id: z.string(),
  mpn: z.string(),
  changes: z.array(z.enum(PART_MARKET_CHANGES)),
  stock_before: z.number(),
  stock_after: z.nullable(z.number()),
  price_breaks_before: z.array(priceBreak),
  price_breaks_after: z.nullable(z.array(priceBreak)),
});
export type PartMarketChange = z.infer<typeof PartMarketChangeSchema>;

/**
 * The BOM section beside the diff's BOM lines (`diff.bom`), computed when asked: either revision's BOM and choices may
 * change after processing.
 */
export const BoardBomDiffSchema = z.object({
  /** Designators on both revisions whose part, populate or consigned choice differs. */
  rows: capped(BomRowChangeSchema),
  /** The previous revision's parts whose stock or prices changed since `since`; null `since` when there was nothing to take over. */
  parts: z.extend(capped(PartMarketChangeSchema), { since: z.nullable(z.string()) }),
});
export type BoardBomDiff = z.infer<typeof BoardBomDiffSchema>;

export const BoardRevisionDiffSchema = z.object({
  board_id: BoardIdSchema,
  revision: RevisionNameSchema,
  previous_board_id: BoardIdSchema,
  previous_revision: RevisionNameSchema,
  /** `pending` while this revision is processed; `unavailable` with `reason` when there is nothing to compare. */
  status: z.enum(['pending', 'ready', 'unavailable']),
  reason: z.nullable(z.string()),
  /**
   * The diff, previous revision → this one; null unless `ready`. Its `bom` holds the two revisions' BOM lines compared as
   * they are stored now (null when neither has a BOM), and `identical` counts them.
   */
  diff: z.nullable(RevisionDiffSchema),
  /** Both revisions' quotes line by line, priced now; null until this revision is processed. */
  price: z.nullable(QuoteDiffSchema),
  /** The rows' choices by designator and the parts' stock and prices; null until processed, or when neither revision has assembly files. */
  bom: z.nullable(BoardBomDiffSchema),
  /** The previous revision's choices this one took over, and the ones it could not; null until processed. */
  carry_over: z.nullable(CarryOverSchema),
});
export type BoardRevisionDiff = z.infer<typeof BoardRevisionDiffSchema>;
