import * as z from 'zod/mini';
import { BoardIdSchema, BoardProcessingSchema, BoardLifecycleSchema, BomStateSchema, CadSourceSchema } from './boards.ts';
import { BoardOptionsViewSchema } from './board-options.ts';
import { QuoteSchema, QuoteStatusSchema } from './quote.ts';

// A board's quote as the review page and the engineers see it: the explained
// quote at the board's quantity (Quote (docs/data-model.md#quote), statuses (docs/states.md#quote-status)), and the custom
// quote for its manual-entry parts — what the customer asked for and what the
// shop's engineers confirmed (/internal/boards).

/** A manual-entry part on the board: what is needed and what an engineer confirmed. */
export const CustomPartSchema = z.object({
  part_id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Designators it is placed at. */
  designators: z.array(z.string()),
  /** Placements on all boards (before spares). */
  needed_quantity: z.number().check(z.int(), z.gte(0)),
  confirmed: z.nullable(
    z.object({
      unit_price_micros: z.number().check(z.int(), z.gte(0)),
      stock: z.number().check(z.int(), z.gte(0)),
      confirmed_by: z.string(),
      confirmed_at: z.string(),
    }),
  ),
});
export type CustomPart = z.infer<typeof CustomPartSchema>;

export const CustomQuoteViewSchema = z.object({
  requested_at: z.string(),
  /** Grows with every confirmation; an engineer's confirmation names the one it started from. */
  version: z.number().check(z.int(), z.gte(0)),
});

export const BoardQuoteViewSchema = z.object({
  board_id: BoardIdSchema,
  quantity: z.number().check(z.int(), z.gte(1)),
  bom_state: BomStateSchema,
  /** Null until the board is processed (or when it cannot be). */
  quote: z.nullable(QuoteSchema),
  /** The board's manual-entry parts (populated, not consigned). */
  custom_parts: z.array(CustomPartSchema),
  custom_quote: z.nullable(CustomQuoteViewSchema),
  /** The board options with what each value would change the quote by (same quantity and lead time); null until the board is processed. */
  board_options: z.nullable(BoardOptionsViewSchema),
});
export type BoardQuoteView = z.infer<typeof BoardQuoteViewSchema>;

export const BoardQuoteQuerySchema = z.object({ lead_time_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))) });

/** The engineers' queue (/internal/boards): boards whose customers asked for a custom quote. */
export const CustomQuoteRequestSchema = z.object({
  board_id: BoardIdSchema,
  file_name: z.string(),
  customer_email: z.string(),
  requested_at: z.string(),
  version: z.number().check(z.int(), z.gte(0)),
  quantity: z.number().check(z.int(), z.gte(1)),
  status: QuoteStatusSchema,
  custom_parts: z.array(CustomPartSchema),
});
export type CustomQuoteRequest = z.infer<typeof CustomQuoteRequestSchema>;
export const CustomQuoteRequestListSchema = z.object({ requests: z.array(CustomQuoteRequestSchema), cursor: z.nullable(z.string()) });

export const ConfirmCustomPartParamsSchema = z.object({
  boardId: BoardIdSchema,
  partId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const ConfirmCustomPartBodySchema = z.object({
  /** The request's version the engineer saw. */
  version: z.number().check(z.int(), z.gte(0)),
  unit_price_micros: z.number().check(z.int(), z.gte(0, 'The price cannot be negative'), z.lte(1_000_000_000, 'That price is too high')),
  stock: z.number().check(z.int(), z.gte(0, 'Stock cannot be negative'), z.lte(10_000_000)),
});
export type ConfirmCustomPartBody = z.infer<typeof ConfirmCustomPartBodySchema>;

/** The engineers' list of every board, newest first. */
export const StaffBoardSchema = z.object({
  board_id: BoardIdSchema,
  file_name: z.string(),
  cad_source: CadSourceSchema,
  lifecycle: BoardLifecycleSchema,
  processing: BoardProcessingSchema,
  bom_state: BomStateSchema,
  quantity: z.number().check(z.int(), z.gte(1)),
  created_at: z.string(),
});
export type StaffBoard = z.infer<typeof StaffBoardSchema>;
export const StaffBoardListQuerySchema = z.object({
  processing: z.optional(BoardProcessingSchema),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
export const StaffBoardListSchema = z.object({ boards: z.array(StaffBoardSchema), cursor: z.nullable(z.string()) });
export type StaffBoardList = z.infer<typeof StaffBoardListSchema>;
export const CustomQuoteListQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(2000))) });
