import type { EntityItem } from 'electrodb';
import { isConditionalFailure } from './conditional-failure.ts';
import type { AddressEntity } from './entities/address.ts';
import { db } from './service.ts';

// Saved addresses. Every write is conditional: an edit or delete on the
// version it read, a create together with the user's address count (which
// must stay under the limit) in one transaction, a delete together with its
// decrement, so two tabs or two requests never overwrite or overfill silently.

export type AddressRecord = EntityItem<typeof AddressEntity>;
export type AddressContent = Omit<AddressRecord, 'userId' | 'addressId' | 'version' | 'createdAt' | 'updatedAt'>;

export type AddressWriteOutcome =
  | { ok: true; address: AddressRecord }
  | { ok: false; problem: 'user_not_found' | 'limit_reached' | 'not_found' }
  | { ok: false; problem: 'version_conflict'; current: AddressRecord };

/** The user's saved addresses, oldest first. */
export async function listAddressesOfUser(userId: string): Promise<AddressRecord[]> {
  const { data } = await db().entities.address.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

export async function getAddressOfUser(userId: string, addressId: string): Promise<AddressRecord | null> {
  const { data } = await db().entities.address.get({ userId, addressId }).go();
  return data ?? null;
}

export async function createAddress(
  userId: string,
  addressId: string,
  content: AddressContent,
  maxAddresses: number,
): Promise<AddressWriteOutcome> {
  const now = new Date().toISOString();
  const record: AddressRecord = { userId, addressId, ...content, version: 1, createdAt: now, updatedAt: now };
  const result = await db()
    .transaction.write(({ user, address }) => [
      user
        .patch({ userId })
        .add({ addressCount: 1 })
        .where(({ addressCount }, { notExists, lt }) => `${notExists(addressCount)} OR ${lt(addressCount, maxAddresses)}`)
        .commit(),
      address.create(record).commit(),
    ])
    .go();
  if (!result.canceled) return { ok: true, address: record };
  const { data: user } = await db().entities.user.get({ userId }).go();
  return { ok: false, problem: user ? 'limit_reached' : 'user_not_found' };
}

export async function updateAddress(
  userId: string,
  addressId: string,
  content: AddressContent,
  expectedVersion: number,
): Promise<AddressWriteOutcome> {
  try {
    const { data } = await db()
      .entities.address.patch({ userId, addressId })
      .set({ ...content, version: expectedVersion + 1 })
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .go({ response: 'all_new' });
    return { ok: true, address: data };
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const current = await getAddressOfUser(userId, addressId);
    return current ? { ok: false, problem: 'version_conflict', current } : { ok: false, problem: 'not_found' };
  }
}

export type AddressDeleteOutcome =
  { ok: true } | { ok: false; problem: 'not_found' } | { ok: false; problem: 'version_conflict'; current: AddressRecord };

export async function deleteAddress(userId: string, addressId: string, expectedVersion: number): Promise<AddressDeleteOutcome> {
  const result = await db()
    .transaction.write(({ user, address }) => [
      address
        .delete({ userId, addressId })
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .commit(),
      user.patch({ userId }).subtract({ addressCount: 1 }).commit(),
    ])
    .go();
  if (!result.canceled) return { ok: true };
  const current = await getAddressOfUser(userId, addressId);
  return current ? { ok: false, problem: 'version_conflict', current } : { ok: false, problem: 'not_found' };
}
