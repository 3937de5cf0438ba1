import * as z from 'zod/mini';

// What an engineer confirmed for one custom part of a board (the custom-quote
// entity's `confirmations`, by part id, parsed where
// lambdas/core/db/custom-quotes.ts reads it).
export const PartConfirmationSchema = z.object({
  unit_price_micros: z.number(),
  stock: z.number(),
  confirmed_by: z.string(),
  confirmed_at: z.string(),
});
export type PartConfirmation = z.infer<typeof PartConfirmationSchema>;

export const PartConfirmationsSchema = z.record(z.string(), PartConfirmationSchema);
export type PartConfirmations = z.infer<typeof PartConfirmationsSchema>;
