import type { ShopStatus } from '#contracts/schemas/shop-status.ts';
import { getShopSetupRecord } from '../db/shop-setup.ts';
import { AppError } from '../errors.ts';
import { DEFAULT_COMPANY } from './default-company.ts';

// Whether the shop takes orders (docs/operating.md#set-up-the-shop-before-launch):
// one read of the setup item, kept apart from the checklist so the checkout and
// the public status route bundle no pricing or shipping code.

/** GET /shop-status: whether the shop takes orders, for everyone. */
export async function shopStatus(): Promise<ShopStatus> {
  const record = await getShopSetupRecord();
  return { open: Boolean(record?.openedAt), company_name: (record?.company ?? DEFAULT_COMPANY).name };
}

/** The checkout's first check: no order, and no card authorised, before the shop is open. */
export async function refuseWhileShopClosed(): Promise<void> {
  const record = await getShopSetupRecord();
  if (!record?.openedAt) throw new AppError('shop_not_open');
}
