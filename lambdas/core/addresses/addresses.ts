import { newId } from '#contracts/ids.ts';
import { MAX_SAVED_ADDRESSES, type AddressFields, type SavedAddress } from '#contracts/schemas/addresses.ts';
import { createAddress, deleteAddress, getAddressOfUser, listAddressesOfUser, updateAddress } from '../db/addresses.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { AppError, notFound } from '../errors.ts';
import { toAddressContent, toSavedAddress } from './address-view.ts';

// A user's saved addresses (the account page now, the cart's delivery step
// later). Who may call is settled before these run: the routes are 'self'
// (the user named in the path, or an Admin).

/** An edit or delete that lost the race: the 409 names the version now stored (read again; gone meanwhile: 404). */
async function versionConflict(userId: string, addressId: string): Promise<AppError> {
  const current = await getAddressOfUser(userId, addressId);
  if (!current) return notFound('The address');
  return new AppError('version_conflict', `This address was changed elsewhere (now version ${current.version}). Reload it and try again.`);
}

/** Runs an edit or delete; a lost race (ConflictError) becomes versionConflict's answer. */
async function onVersion<T>(userId: string, addressId: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw error instanceof ConflictError ? await versionConflict(userId, addressId) : error;
  }
}

async function indexOf(userId: string, addressId: string): Promise<number | null> {
  const index = (await listAddressesOfUser(userId)).findIndex((a) => a.addressId === addressId);
  return index === -1 ? null : index;
}

export async function listSavedAddresses(userId: string): Promise<SavedAddress[]> {
  return (await listAddressesOfUser(userId)).map((record, index) => toSavedAddress(record, index));
}

/** One saved address, for the checkout to copy into the cart (null when the user has no such address). */
export async function findSavedAddress(userId: string, addressId: string): Promise<SavedAddress | null> {
  const record = await getAddressOfUser(userId, addressId);
  return record ? toSavedAddress(record, await indexOf(userId, addressId)) : null;
}

export async function addSavedAddress(userId: string, fields: AddressFields): Promise<SavedAddress> {
  const outcome = await createAddress(userId, newId(), toAddressContent(fields), MAX_SAVED_ADDRESSES);
  if (outcome.ok) return toSavedAddress(outcome.address, await indexOf(userId, outcome.address.addressId));
  if (outcome.problem === 'limit_reached') {
    throw new AppError('address_limit_reached', `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`);
  }
  throw notFound('The user');
}

export async function editSavedAddress(userId: string, addressId: string, fields: AddressFields, version: number): Promise<SavedAddress> {
  const address = await onVersion(userId, addressId, updateAddress(userId, addressId, toAddressContent(fields), version));
  if (!address) throw notFound('The address');
  return toSavedAddress(address, await indexOf(userId, addressId));
}

export async function removeSavedAddress(
  userId: string,
  addressId: string,
  version: number,
): Promise<{ address_id: string; deleted: true }> {
  const deleted = await onVersion(userId, addressId, deleteAddress(userId, addressId, version));
  if (!deleted) throw notFound('The address');
  return { address_id: deleted, deleted: true };
}
