import type { EntityItem } from 'electrodb';
import type { ShopSetupEntity } from './entities/shop-setup.ts';
import { conflictOnFailure } from './conditional-failure.ts';
import { db } from './service.ts';

// The one shop-setup item (docs/operating.md#set-up-the-shop-before-launch):
// absent until the first change; every change replaces it only from the
// version read. The stored shape is its entity, of the same name:
// lambdas/core/db/entities/shop-setup.ts.

const SETUP_ID = 'current';

export type ShopSetupRecord = Omit<EntityItem<typeof ShopSetupEntity>, 'setupId'>;

/** The stored setup, or null while nothing was ever confirmed (version 0). */
export async function getShopSetupRecord(): Promise<ShopSetupRecord | null> {
  const { data } = await db().entities.shopSetup.get({ setupId: SETUP_ID }).go();
  if (!data) return null;
  const { setupId: _, ...record } = data;
  return record;
}

/** Writes version base + 1 only while base is current (0: only while absent); ConflictError otherwise. */
export async function saveShopSetupFrom(baseVersion: number, record: Omit<ShopSetupRecord, 'version'>): Promise<void> {
  const item = { setupId: SETUP_ID, version: baseVersion + 1, ...record };
  await conflictOnFailure(() =>
    baseVersion === 0
      ? db().entities.shopSetup.create(item).go()
      : db()
          .entities.shopSetup.put(item)
          .where(({ version }, { eq }) => eq(version, baseVersion))
          .go(),
  );
}
