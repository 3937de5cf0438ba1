import type { SaveShippingSettingsBody, ShippingSettingsState } from '#contracts/schemas/shipping.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { createFirstShippingSettings, getShippingSettingsRecord, saveShippingSettingsFrom } from '../db/shipping-settings.ts';
import { AppError } from '../errors.ts';
import { SYSTEM_AUTHOR } from '../pricing/pricing-versions.ts';
import { DEFAULT_SHIPPING } from './default-shipping.ts';

// The staff-edited shipping settings (rates, pickup places, capacity). On an
// empty table the built-in default becomes version 1 the first time it is read.

/** The settings in force now. */
export async function currentShippingSettings(): Promise<ShippingSettingsState> {
  let record = await getShippingSettingsRecord();
  if (!record) {
    await createFirstShippingSettings({ settings: DEFAULT_SHIPPING, savedAt: new Date().toISOString(), savedBy: SYSTEM_AUTHOR });
    record = await getShippingSettingsRecord();
  }
  if (!record) throw new AppError('shipping_settings_missing');
  return { version: record.version, settings: record.settings, saved_at: record.savedAt, saved_by: record.savedBy };
}

/** PUT /internal/shipping-settings: from the version the editor read; 409 when another save came first. */
export async function saveShippingSettings(actor: Actor, body: SaveShippingSettingsBody): Promise<ShippingSettingsState> {
  const editor = requireIdentity(actor);
  await currentShippingSettings();
  try {
    await saveShippingSettingsFrom(body.base_version, {
      settings: body.settings,
      savedAt: new Date().toISOString(),
      savedBy: editor.email || editor.sub,
    });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const now = await currentShippingSettings();
    throw new AppError(
      'shipping_settings_conflict',
      `The shipping settings changed while you were editing: version ${now.version} is current now, not version ${body.base_version}. Reload them and make your change again.`,
    );
  }
  return currentShippingSettings();
}
