import * as z from 'zod/mini';

// Staff stock tools (issue 4 point 5): adjustments with a reason, and the
// audit trail of a part's movements.

export const stockAdjustmentBody = z.object({
  /** Units added (positive) or taken (negative); never zero. */
  delta: z.number().check(
    z.int(),
    z.gte(-10_000_000),
    z.lte(10_000_000),
    z.refine((n) => n !== 0, 'The change must not be zero'),
  ),
  reason: z.string().check(z.trim(), z.minLength(3, 'Give a reason of at least 3 characters'), z.maxLength(500)),
});
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBody>;

export const inventoryMovement = z.object({
  part_id: z.string(),
  movement_id: z.string(),
  at: z.string(),
  delta: z.number().check(z.int()),
  reason: z.string(),
  actor: z.string(),
  bin_id: z.nullable(z.string()),
  after: z.number().check(z.int(), z.gte(0)),
});
export type InventoryMovementView = z.infer<typeof inventoryMovement>;

export const partMovementsResponse = z.object({
  stock: z.number().check(z.int(), z.gte(0)),
  movements: z.array(inventoryMovement),
});
export type PartMovementsResponse = z.infer<typeof partMovementsResponse>;

/** A storage bin: where units of one part are kept. */
export const bin = z.object({
  bin_id: z.string(),
  location: z.string(),
  part_id: z.string(),
  quantity: z.number().check(z.int(), z.gte(0)),
});
export type Bin = z.infer<typeof bin>;

export const binParams = z.object({ binId: z.string().check(z.regex(/^[A-Za-z0-9]{24}$/, 'expected a 24-character alphanumeric id')) });

export const createBinBody = z.object({
  location: z.string().check(z.trim(), z.minLength(1, 'Give the location'), z.maxLength(100)),
  part_id: z.string().check(z.regex(/^[A-Za-z0-9]{24}$/, 'expected a 24-character alphanumeric id')),
});
export type CreateBinBody = z.infer<typeof createBinBody>;

export const binsResponse = z.object({ bins: z.array(bin) });
export type BinsResponse = z.infer<typeof binsResponse>;
