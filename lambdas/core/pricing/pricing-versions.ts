import { PRICING_HISTORY_LIMIT, type PricingState, type PricingVersion, type SavePricingBody } from '#contracts/schemas/pricing.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import {
  createFirstPricingVersion,
  getCurrentPricingVersionNumber,
  getPricingVersion,
  listPricingVersions,
  writeNextPricingVersion,
  type PricingVersionRecord,
} from '../db/pricing.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { AppError } from '../errors.ts';
import { DEFAULT_PRICING } from './default-pricing.ts';

// The staff-edited pricing: versions are immutable and numbered 1, 2, 3…; the
// current one is what every quote uses (and records). On an empty table the
// built-in default becomes version 1 the first time anything reads it.

export const SYSTEM_AUTHOR = 'System';

function toVersion(record: PricingVersionRecord): PricingVersion {
  return { version: record.version, config: record.config, saved_at: record.savedAt, saved_by: record.savedBy, note: record.note };
}

/** The version quotes use now. */
export async function currentPricing(): Promise<PricingVersion> {
  let number = await getCurrentPricingVersionNumber();
  if (number === null) {
    // Two first readers may race: one transaction wins, the other finds the pointer.
    await createFirstPricingVersion({
      config: DEFAULT_PRICING,
      savedAt: new Date().toISOString(),
      savedBy: SYSTEM_AUTHOR,
      note: 'Built-in default prices',
    });
    number = await getCurrentPricingVersionNumber();
  }
  const record = number === null ? null : await getPricingVersion(number);
  if (!record) throw new AppError('pricing_missing');
  return toVersion(record);
}

/** GET /pricing: the current version and the history, newest first. */
export async function pricingState(): Promise<PricingState> {
  const current = await currentPricing();
  const history = (await listPricingVersions(PRICING_HISTORY_LIMIT)).map((pricingVersionRecord) => ({
    version: pricingVersionRecord.version,
    saved_at: pricingVersionRecord.savedAt,
    saved_by: pricingVersionRecord.savedBy,
    note: pricingVersionRecord.note,
  }));
  return { current, history };
}

/** PUT /pricing: a new version from the one the editor started with; 409 when another save came first. */
export async function savePricing(actor: Actor, body: SavePricingBody): Promise<PricingState> {
  const editor = requireIdentity(actor);
  await currentPricing();
  try {
    await writeNextPricingVersion(body.base_version, {
      config: body.config,
      savedAt: new Date().toISOString(),
      savedBy: editor.email || editor.sub,
      note: body.note,
    });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const latest = await getCurrentPricingVersionNumber();
    throw new AppError(
      'pricing_version_conflict',
      `The pricing changed while you were editing: version ${latest} is current now, not version ${body.base_version}. Reload it and make your change again.`,
    );
  }
  return pricingState();
}
