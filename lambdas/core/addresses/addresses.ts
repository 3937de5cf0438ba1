import { newId } from '#contracts/ids.ts';
import { MAX_SAVED_ADDRESSES, type AddressFields, type SavedAddress } from '#contracts/schemas/addresses.ts';
import { createAddress, deleteAddress, getAddressOfUser, listAddressesOfUser, updateAddress, type AddressRecord } from '../db/addresses.ts';
import { AppError, notFound } from '../errors.ts';
import { toAddressContent, toSavedAddress } from './address-view.ts';

// A user's saved addresses (the account page now, the cart's delivery step
// later). Who may call is settled before these run: the routes are 'self'
// (the user named in the path, or an Admin).

const versionConflict = (current: AddressRecord) =>
  new AppError(
    'conflict',
    'version_conflict',
    `This address was changed elsewhere (now version ${current.version}). Reload it and try again.`,
  );

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
    throw new AppError(
      'conflict',
      'address_limit_reached',
      `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`,
    );
  }
  throw notFound('The user');
}

export async function editSavedAddress(userId: string, addressId: string, fields: AddressFields, version: number): Promise<SavedAddress> {
  const outcome = await updateAddress(userId, addressId, toAddressContent(fields), version);
  if (outcome.ok) return toSavedAddress(outcome.address, await indexOf(userId, addressId));
  if (outcome.problem === 'version_conflict') throw versionConflict(outcome.current);
  throw notFound('The address');
}

export async function removeSavedAddress(
  userId: string,
  addressId: string,
  version: number,
): Promise<{ address_id: string; deleted: true }> {
  const outcome = await deleteAddress(userId, addressId, version);
  if (outcome.ok) return { address_id: addressId, deleted: true };
  if (outcome.problem === 'version_conflict') throw versionConflict(outcome.current);
  throw notFound('The address');
}
