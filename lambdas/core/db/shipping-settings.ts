import type { EntityItem } from 'electrodb';
import { ShippingSettingsSchema } from '#contracts/schemas/shipping.ts';
import type { ShippingSettingsEntity } from './entities/shipping-settings.ts';
import { db } from './service.ts';
import { conflictOnFailure, isConditionalFailure } from './conditional-failure.ts';

// The one shipping-settings item. The first read of an empty table writes the
// default (only if still absent); a save replaces it only from the version
// the editor read. The stored shape is its entity, of the same
// name: lambdas/core/db/entities/shipping-settings.ts.

const SETTINGS_ID = 'current';

/** The settings document, parsed on read (contracts/schemas/shipping.ts). */
export type ShippingSettingsRecord = Omit<EntityItem<typeof ShippingSettingsEntity>, 'settingsId'>;

export async function getShippingSettingsRecord(): Promise<ShippingSettingsRecord | null> {
  const { data } = await db().entities.shippingSettings.get({ settingsId: SETTINGS_ID }).go();
  return data
    ? { version: data.version, settings: ShippingSettingsSchema.parse(data.settings), savedAt: data.savedAt, savedBy: data.savedBy }
    : null;
}

/** Writes version 1 unless some version exists (two first readers: one wins, both read it after). */
export async function createFirstShippingSettings(record: Omit<ShippingSettingsRecord, 'version'>): Promise<void> {
  try {
    await db()
      .entities.shippingSettings.create({ settingsId: SETTINGS_ID, version: 1, ...record })
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** Saves version base + 1 only while base is current; ConflictError otherwise. */
export async function saveShippingSettingsFrom(baseVersion: number, record: Omit<ShippingSettingsRecord, 'version'>): Promise<void> {
  await conflictOnFailure(() =>
    db()
      .entities.shippingSettings.put({ settingsId: SETTINGS_ID, version: baseVersion + 1, ...record })
      .where(({ version }, { eq }) => eq(version, baseVersion))
      .go(),
  );
}
