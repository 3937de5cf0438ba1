import type { Address, SavedAddress } from '#contracts/schemas/addresses.ts';

/** A saved address as the cart holds it: the fields, and its place in the saved list. */
export function toCartAddress(saved: SavedAddress): Address {
  const { name, company_name, address_line_1, address_line_2, city, state, postal_code, phone_number, address_index } = saved;
  return { name, company_name, address_line_1, address_line_2, city, state, postal_code, phone_number, address_index };
}

/** Whether the cart's address is this saved one (same place in the list and the same lines). */
export function isSameAddress(cartAddress: Address | null, saved: SavedAddress): boolean {
  if (!cartAddress) return false;
  const a = toCartAddress(saved);
  return (Object.keys(a) as (keyof Address)[]).every((k) => a[k] === cartAddress[k]);
}
