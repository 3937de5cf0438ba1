import { z } from 'zod';

// SPEC §3 "Quote": quoted_parts, each with element_ids and price_info
// (nullable: null when the part cannot be priced for the board quantity —
// not enough stock, or a custom part an engineer has not confirmed yet).
// Only what the populate-row rule (SPEC §5) reads is defined so far; the
// quote half of the assembly work extends it. Money in integer micro-units.

export const PriceInfoSchema = z.object({
  /** Parts bought for the order (boards × designators, plus attrition). */
  quantity: z.number().int().min(1),
  unit_price_micros: z.number().int().min(0),
  total_micros: z.number().int().min(0),
});
export type PriceInfo = z.infer<typeof PriceInfoSchema>;

export const QuotedPartSchema = z.object({
  part_id: z.string().nullable(),
  element_ids: z.array(z.string()),
  price_info: PriceInfoSchema.nullable(),
});
export type QuotedPart = z.infer<typeof QuotedPartSchema>;

export const QuoteSchema = z.object({
  quoted_parts: z.array(QuotedPartSchema),
});
export type Quote = z.infer<typeof QuoteSchema>;
