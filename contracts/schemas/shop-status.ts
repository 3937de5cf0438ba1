import * as z from 'zod/mini';

// Whether the shop takes orders yet (docs/operating.md#set-up-the-shop-before-launch): read by every
// visitor's first page, so it stays apart from the Admin's checklist schemas (contracts/schemas/shop-setup.ts).

/** GET /shop-status (anyone): whether orders are taken, and whose shop it is. */
export const ShopStatusSchema = z.object({ open: z.boolean(), company_name: z.string() });
export type ShopStatus = z.infer<typeof ShopStatusSchema>;
