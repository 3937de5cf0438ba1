// A shop as a fresh deployment has it (nothing confirmed, not open) for the tests of the shop-setup checklist
// (docs/operating.md#set-up-the-shop-before-launch), in a stack whose seed opened its demo shop. Call useStackEnv()
// first. The files of a run share one stack one after another, so each puts the seeded setup back when done.

/** Closes the shop through the data layer; the answer puts the setup back as it was. */
export async function closeTheShop(): Promise<() => Promise<void>> {
  const { getShopSetupRecord, saveShopSetupFrom } = await import('#lambdas/core/db/shop-setup.ts');
  const seeded = await getShopSetupRecord();
  if (!seeded?.openedAt) throw new Error('The test stack’s seed should have opened its demo shop');
  await saveShopSetupFrom(seeded.version, { confirmations: {} });
  return async () => {
    const now = await getShopSetupRecord();
    const { version: _, ...asSeeded } = seeded;
    await saveShopSetupFrom(now?.version ?? 0, asSeeded);
  };
}
