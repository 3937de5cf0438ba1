import * as z from 'zod/mini';
import { BOARD_OPTIONS } from '../board-options.ts';
import { BoardIdSchema } from './boards.ts';
import { BoardOptionsSchema } from './quote.ts';

// The board options the customer chooses on the review page: what each
// option offers this board, at what difference in price, and the save.
// See docs/board-options.md. The options themselves are listed in contracts/board-options.ts; schemas
// share their subject's name.

const keys = BOARD_OPTIONS.map((o) => o.key) as [string, ...string[]];
export const BoardOptionKeySchema = z.enum(keys);

/**
 * A place on the board that the limit a board option raises (heavier copper:
 * wider traces and clearances) would not let through: where, what was
 * measured and what the option requires (docs/board-options.md#heavier-limits-in-the-design-rule-check).
 */
export const OptionFindingSchema = z.object({
  check: z.enum(['min-trace-width', 'copper-clearance']),
  measured_mm: z.number(),
  required_mm: z.number(),
  /** Board coordinates in mm (y up), as the design-rule findings. */
  x: z.number(),
  y: z.number(),
  layer: z.string(),
  message: z.string(),
});
export type OptionFinding = z.infer<typeof OptionFindingSchema>;

export const BoardOptionChoiceSchema = z.object({
  value: z.union([z.string(), z.number()]),
  label: z.string(),
  selected: z.boolean(),
  /** False when this board cannot be made with it (the other options as they are); `reason` says why. */
  allowed: z.boolean(),
  reason: z.nullable(z.string()),
  /** What the quote's total changes by when this value is chosen instead of the selected one (cents); null when it cannot be priced. */
  price_change_cents: z.nullable(z.number().check(z.int())),
  /** The places this value's limits would not let through that the selected options do (empty for most values). */
  findings: z.array(OptionFindingSchema),
});
export type BoardOptionChoice = z.infer<typeof BoardOptionChoiceSchema>;

export const BoardOptionGroupSchema = z.object({
  key: BoardOptionKeySchema,
  label: z.string(),
  /** False when the option does not exist on this board (inner copper below 4 layers, vias on 1 layer); `reason` says why. */
  applies: z.boolean(),
  reason: z.nullable(z.string()),
  choices: z.array(BoardOptionChoiceSchema),
});
export type BoardOptionGroup = z.infer<typeof BoardOptionGroupSchema>;

export const BoardOptionsViewSchema = z.object({
  /** The board's version (shared with its bill of materials): a save names the one it saw. */
  version: z.number().check(z.int(), z.gte(0)),
  options: BoardOptionsSchema,
  groups: z.array(BoardOptionGroupSchema),
  /** Rules the stored options break on this board (e.g. after the rule set changed); empty normally. */
  problems: z.array(z.string()),
  /** Limits of the chosen options the design-rule check could not verify (a feature it did not measure). */
  warnings: z.array(z.string()),
  /** The places the chosen options' limits do not let through (the design-rule check at those limits). */
  findings: z.array(OptionFindingSchema),
});
export type BoardOptionsView = z.infer<typeof BoardOptionsViewSchema>;

export const BoardOptionsParamsSchema = z.object({ boardId: BoardIdSchema });

/** PUT /boards/{boardId}/options: every option (missing ones are the shop's defaults), on the version the caller saw. */
export const SaveBoardOptionsBodySchema = z.object({
  version: z.number().check(z.int(), z.gte(0)),
  options: BoardOptionsSchema,
});
export type SaveBoardOptionsBody = z.infer<typeof SaveBoardOptionsBodySchema>;

export const SavedBoardOptionsSchema = z.object({
  board_id: BoardIdSchema,
  version: z.number().check(z.int(), z.gte(0)),
  options: BoardOptionsSchema,
});
export type SavedBoardOptions = z.infer<typeof SavedBoardOptionsSchema>;
