import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids.ts';
import { normalizeUsPhone, PHONE_FORMAT_MESSAGE } from '../us-phone.ts';
import { US_STATE_CODES } from '../us-states.ts';
import { UserIdSchema } from './users.ts';

// Address (docs/data-model.md#address), shared by saved addresses (the account page) and, later,
// the cart's shipping address. US only, like the phone rules.
export const MAX_SAVED_ADDRESSES = 20;
export const ADDRESS_TEXT_MAX = 100;

export const ADDRESS_MESSAGES = {
  nameRequired: 'Name is required',
  line1Required: 'Address is required',
  cityRequired: 'City is required',
  state: 'Choose a US state',
  postalCode: 'Enter a 5-digit ZIP code or ZIP+4 (12345-6789)',
  phone: PHONE_FORMAT_MESSAGE,
  tooLong: `Use at most ${ADDRESS_TEXT_MAX} characters`,
} as const;

const optionalText = z.string().check(z.trim(), z.maxLength(ADDRESS_TEXT_MAX, ADDRESS_MESSAGES.tooLong));
const requiredText = (message: string) => optionalText.check(z.minLength(1, message));

const usPhone = z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const phone = normalizeUsPhone(value);
    if (phone === null) {
      ctx.issues.push({ code: 'custom', message: ADDRESS_MESSAGES.phone, input: value });
      return z.NEVER;
    }
    return phone;
  }),
);

/** The fields a person fills in. Stored trimmed; the phone as '' or +1 and 10 digits. */
export const AddressFieldsSchema = z.object({
  name: requiredText(ADDRESS_MESSAGES.nameRequired),
  company_name: z._default(optionalText, ''),
  address_line_1: requiredText(ADDRESS_MESSAGES.line1Required),
  address_line_2: z._default(optionalText, ''),
  city: requiredText(ADDRESS_MESSAGES.cityRequired),
  state: z.pipe(z.string().check(z.trim(), z.toUpperCase()), z.enum(US_STATE_CODES, { error: ADDRESS_MESSAGES.state })),
  postal_code: z.string().check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, ADDRESS_MESSAGES.postalCode)),
  phone_number: z._default(usPhone, ''),
});
export type AddressFields = z.infer<typeof AddressFieldsSchema>;

/**
 * Address (docs/data-model.md#address). address_index is null for an address typed in on the spot;
 * a saved address carries its place in the user's list (0 = oldest), so a cart
 * can tell which saved address it used. address_id is the stable reference.
 */
export const AddressSchema = z.extend(AddressFieldsSchema, {
  address_index: z._default(z.nullable(z.number().check(z.int(), z.gte(0))), null),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressIdSchema = z.string().check(z.regex(ID_PATTERN, 'Invalid address id'));

/** A saved address; `version` grows with every change and guards edits and deletes. */
export const SavedAddressSchema = z.extend(AddressSchema, {
  address_id: AddressIdSchema,
  version: z.number().check(z.int(), z.gte(1)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const SavedAddressListSchema = z.object({ addresses: z.array(SavedAddressSchema) });

export const UserAddressesParamsSchema = z.object({ userId: UserIdSchema });
export const UserAddressParamsSchema = z.object({ userId: UserIdSchema, addressId: AddressIdSchema });

/** An edit names the version it started from; a newer one on the server is a conflict. */
export const UpdateAddressBodySchema = z.extend(AddressFieldsSchema, { version: z.number().check(z.int(), z.gte(1)) });
export const DeleteAddressQuerySchema = z.object({ version: z.coerce.number().check(z.int(), z.gte(1)) });
export const DeletedAddressSchema = z.object({ address_id: AddressIdSchema, deleted: z.literal(true) });
