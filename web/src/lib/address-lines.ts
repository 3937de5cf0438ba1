import type { SavedAddress } from '#contracts/schemas/addresses.ts';
import { formatPhone, stripCountryPrefix } from './phone.ts';

/** An address as it is printed on a label: one line per part, empty parts left out. */
export function addressLines(
  address: Omit<SavedAddress, 'address_id' | 'version' | 'created_at' | 'updated_at' | 'address_index'>,
): string[] {
  const phone = formatPhone(stripCountryPrefix(address.phone_number));
  return [
    address.name,
    address.company_name,
    address.address_line_1,
    address.address_line_2,
    `${address.city}, ${address.state} ${address.postal_code}`,
    phone ? `Phone ${phone}` : '',
  ].filter(Boolean);
}
