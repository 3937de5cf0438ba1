import { StoredPricingConfigSchema, type PricingConfig } from '#contracts/schemas/pricing.ts';
import { ConflictError } from './conditional-failure.ts';
import { db } from './service.ts';

// Pricing versions and the pointer to the current one. A save is one
// transaction: create the next version (never overwriting one) and move the
// pointer only if it still names the version the editor started from.

const PRICING_ID = 'shop';

/** A saved version, its configuration parsed on read (contracts/schemas/pricing.ts; older versions gain later prices). */
export type PricingVersionRecord = { version: number; config: PricingConfig; savedAt: string; savedBy: string; note: string };

export async function getCurrentPricingVersionNumber(): Promise<number | null> {
  const { data } = await db().entities.pricingPointer.get({ pricingId: PRICING_ID }).go({ consistent: true });
  return data?.currentVersion ?? null;
}

export async function getPricingVersion(version: number): Promise<PricingVersionRecord | null> {
  const { data } = await db().entities.pricingVersion.get({ pricingId: PRICING_ID, version }).go({ consistent: true });
  return data
    ? {
        version: data.version,
        config: StoredPricingConfigSchema.parse(data.config),
        savedAt: data.savedAt,
        savedBy: data.savedBy,
        note: data.note ?? '',
      }
    : null;
}

/** The newest versions first. */
export async function listPricingVersions(limit: number): Promise<PricingVersionRecord[]> {
  const { data } = await db().entities.pricingVersion.query.byVersion({ pricingId: PRICING_ID }).go({ order: 'desc', limit });
  return data.map((item) => ({
    version: item.version,
    config: StoredPricingConfigSchema.parse(item.config),
    savedAt: item.savedAt,
    savedBy: item.savedBy,
    note: item.note ?? '',
  }));
}

/** Writes version 1 and the pointer to it, unless a pointer exists already (false then). */
export async function createFirstPricingVersion(record: Omit<PricingVersionRecord, 'version'>): Promise<boolean> {
  const result = await db()
    .transaction.write(({ pricingVersion, pricingPointer }) => [
      pricingVersion.create({ pricingId: PRICING_ID, version: 1, ...record }).commit(),
      pricingPointer.create({ pricingId: PRICING_ID, currentVersion: 1, updatedAt: record.savedAt }).commit(),
    ])
    .go();
  return !result.canceled;
}

/** Saves `baseVersion + 1` and makes it current; ConflictError when another save came first. */
export async function writeNextPricingVersion(baseVersion: number, record: Omit<PricingVersionRecord, 'version'>): Promise<void> {
  const version = baseVersion + 1;
  const result = await db()
    .transaction.write(({ pricingVersion, pricingPointer }) => [
      pricingVersion.create({ pricingId: PRICING_ID, version, ...record }).commit(),
      pricingPointer
        .patch({ pricingId: PRICING_ID })
        .set({ currentVersion: version, updatedAt: record.savedAt })
        .where(({ currentVersion }, { eq }) => eq(currentVersion, baseVersion))
        .commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError('The pricing changed meanwhile');
}
