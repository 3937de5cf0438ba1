import type { EntityItem } from 'electrodb';
import { ConflictError, isConditionalFailure } from './conditional-failure.ts';
import type { AddressEntity } from './entities/address.ts';
import { db } from './service.ts';

// Saved addresses. Every write is conditional: an edit or delete on the
// version it read, a create together with the user's address count (which
// must stay under the limit) in one transaction, a delete together with its
// decrement, so two tabs or two requests never overwrite or overfill silently.
// An edit or delete that lost the race is a ConflictError; a missing address,
// a missing user or a full address book is the answer itself.

export type AddressRecord = EntityItem<typeof AddressEntity>;
export type AddressContent = Omit<AddressRecord, 'userId' | 'addressId' | 'version' | 'createdAt' | 'updatedAt'>;

export type AddressCreateOutcome = { ok: true; address: AddressRecord } | { ok: false; problem: 'user_not_found' | 'limit_reached' };

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
): Promise<AddressCreateOutcome> {
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

const CHANGED = 'The address changed meanwhile';

/** A failed condition on an address: it is gone (null), or another write came first (ConflictError). */
async function goneOrChanged(userId: string, addressId: string): Promise<null> {
  if (await getAddressOfUser(userId, addressId)) throw new ConflictError(CHANGED);
  return null;
}

/** The edited address; null when there is no such address; ConflictError when it is no longer at `expectedVersion`. */
export async function updateAddress(
  userId: string,
  addressId: string,
  content: AddressContent,
  expectedVersion: number,
): Promise<AddressRecord | null> {
  try {
    const { data } = await db()
      .entities.address.patch({ userId, addressId })
      .set({ ...content, version: expectedVersion + 1 })
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    return goneOrChanged(userId, addressId);
  }
}

/** The deleted address's id; null when there is no such address; ConflictError when it is no longer at `expectedVersion`. */
export async function deleteAddress(userId: string, addressId: string, expectedVersion: number): Promise<string | null> {
  const result = await db()
    .transaction.write(({ user, address }) => [
      address
        .delete({ userId, addressId })
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .commit(),
      user.patch({ userId }).subtract({ addressCount: 1 }).commit(),
    ])
    .go();
  if (!result.canceled) return addressId;
  return goneOrChanged(userId, addressId);
}
