import * as z from 'zod';

// Staff stock tools (issue 4 point 5): adjustments with a reason, and the
// audit trail of a part's movements.

export const stockAdjustmentBody = z.object({
  /** Units added (positive) or taken (negative); never zero. */
  delta: z
    .number()
    .int()
    .min(-10_000_000)
    .max(10_000_000)
    .refine((n) => n !== 0, 'The change must not be zero'),
  reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500),
});
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBody>;

export const inventoryMovement = z.object({
  part_id: z.string(),
  movement_id: z.string(),
  at: z.string(),
  delta: z.number().int(),
  reason: z.string(),
  actor: z.string(),
  bin_id: z.string().nullable(),
  after: z.number().int().min(0),
});
export type InventoryMovementView = z.infer<typeof inventoryMovement>;

export const partMovementsResponse = z.object({
  stock: z.number().int().min(0),
  movements: z.array(inventoryMovement),
});
export type PartMovementsResponse = z.infer<typeof partMovementsResponse>;

/** A storage bin: where units of one part are kept. */
export const bin = z.object({
  bin_id: z.string(),
  location: z.string(),
  part_id: z.string(),
  quantity: z.number().int().min(0),
});
export type Bin = z.infer<typeof bin>;

export const binParams = z.object({ binId: z.string().regex(/^[A-Za-z0-9]{24}$/, 'expected a 24-character alphanumeric id') });

export const createBinBody = z.object({
  location: z.string().trim().min(1, 'Give the location').max(100),
  part_id: z.string().regex(/^[A-Za-z0-9]{24}$/, 'expected a 24-character alphanumeric id'),
});
export type CreateBinBody = z.infer<typeof createBinBody>;

export const binsResponse = z.object({ bins: z.array(bin) });
export type BinsResponse = z.infer<typeof binsResponse>;
