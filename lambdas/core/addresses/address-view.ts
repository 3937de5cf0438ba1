import type { AddressFields, SavedAddress } from '#contracts/schemas/addresses.ts';
import type { AddressContent, AddressRecord } from '../db/addresses.ts';

// Between the API's snake_case address and the stored record.

export function toAddressContent(fields: AddressFields): AddressContent {
  return {
    name: fields.name,
    companyName: fields.company_name,
    addressLine1: fields.address_line_1,
    addressLine2: fields.address_line_2,
    city: fields.city,
    state: fields.state,
    postalCode: fields.postal_code,
    phoneNumber: fields.phone_number,
  };
}

/** A saved address as the API returns it; `index` is its place in the user's list (0 = oldest). */
export function toSavedAddress(record: AddressRecord, index: number | null): SavedAddress {
  return {
    address_id: record.addressId,
    name: record.name,
    company_name: record.companyName,
    address_line_1: record.addressLine1,
    address_line_2: record.addressLine2,
    city: record.city,
    state: record.state as SavedAddress['state'],
    postal_code: record.postalCode,
    phone_number: record.phoneNumber,
    address_index: index,
    version: record.version,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}
