import { describe, expect, it } from 'vitest';
import { AddressFieldsSchema, AddressSchema } from '#contracts/schemas/addresses.ts';
import { normalizeUsPhone } from '#contracts/us-phone.ts';
import { US_STATE_CODES } from '#contracts/us-states.ts';
import { toAddressContent, toSavedAddress } from '#lambdas/core/addresses/address-view.ts';

const valid = { name: 'Ada', address_line_1: '1 Main St', city: 'Springfield', state: 'IL', postal_code: '62701' };
const issues = (input: object) => {
  const r = AddressFieldsSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('address fields (docs/data-model.md#address)', () => {
  it('fills the optional fields and trims, upper-cases the state', () => {
    expect(AddressFieldsSchema.parse({ ...valid, name: '  Ada  ', state: ' il ' })).toEqual({
      ...valid,
      company_name: '',
      address_line_2: '',
      phone_number: '',
    });
  });
  it('knows the states, DC, territories and military codes, nothing else', () => {
    expect(US_STATE_CODES).toHaveLength(59);
    for (const state of ['CA', 'DC', 'PR', 'AE']) expect(issues({ ...valid, state }), state).toEqual({});
    for (const state of ['XX', 'Illinois', '']) expect(issues({ ...valid, state }).state, state).toBe('Choose a US state');
  });
  it('takes a 5-digit ZIP or ZIP+4', () => {
    for (const postal_code of ['62701', '62701-1234']) expect(issues({ ...valid, postal_code })).toEqual({});
    for (const postal_code of ['6270', '627011', '62701-12', '62701 1234', 'ABCDE']) {
      expect(issues({ ...valid, postal_code }).postal_code, postal_code).toBe('Enter a 5-digit ZIP code or ZIP+4 (12345-6789)');
    }
  });
  it('keeps only the digits of a phone, needs 10 of them and stores +1 and the digits (docs/validation.md#phone)', () => {
    expect(normalizeUsPhone('(555)-123-4567')).toBe('+15551234567');
    expect(normalizeUsPhone('+15551234567')).toBe('+15551234567');
    expect(normalizeUsPhone('  ')).toBe('');
    expect(normalizeUsPhone('555-1234')).toBeNull();
    expect(normalizeUsPhone('15551234567')).toBeNull();
    expect(issues({ ...valid, phone_number: '555-1234' }).phone_number).toBe('Invalid phone number format. Must be 10 digits.');
  });
  it('requires name, first line and city; caps every text at 100 characters', () => {
    expect(issues({ ...valid, name: ' ', address_line_1: '', city: '' })).toEqual({
      name: 'Name is required',
      address_line_1: 'Address is required',
      city: 'City is required',
    });
    expect(issues({ ...valid, company_name: 'x'.repeat(101) }).company_name).toBe('Use at most 100 characters');
  });
  it('an address typed in on the spot has address_index null by default', () => {
    expect(AddressSchema.parse(valid).address_index).toBeNull();
  });
  it('maps between the API and the stored record without losing a field', () => {
    const fields = AddressFieldsSchema.parse({ ...valid, company_name: 'Co', address_line_2: 'Unit 2', phone_number: '5551234567' });
    const record = {
      userId: 'u'.repeat(24),
      addressId: 'a'.repeat(24),
      ...toAddressContent(fields),
      version: 3,
      createdAt: 'c',
      updatedAt: 'u',
    };
    expect(toSavedAddress(record, 2)).toEqual({
      ...fields,
      address_id: 'a'.repeat(24),
      address_index: 2,
      version: 3,
      created_at: 'c',
      updated_at: 'u',
    });
  });
});
