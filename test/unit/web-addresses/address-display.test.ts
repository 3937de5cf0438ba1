import { describe, expect, it } from 'vitest';
import { addressLines } from '../../../web/src/lib/address-lines.ts';
import {
  addressErrorMessage,
  DELETE_CONFLICT,
  EDIT_CONFLICT,
  GONE,
  NETWORK_ERROR,
} from '../../../web/src/features/addresses/address-messages.ts';
import { ApiError } from '../../../web/src/lib/api/api-error.ts';

const address = {
  name: 'Ada Lovelace',
  company_name: '',
  address_line_1: '12 Analytical Way',
  address_line_2: '',
  city: 'Springfield',
  state: 'IL' as const,
  postal_code: '62701',
  phone_number: '+12175550100',
};

describe('a saved address on the account page', () => {
  it('prints as label lines, leaving empty parts out and the phone formatted without its +1', () => {
    expect(addressLines(address)).toEqual(['Ada Lovelace', '12 Analytical Way', 'Springfield, IL 62701', 'Phone (217)-555-0100']);
    expect(addressLines({ ...address, company_name: 'Engines Ltd', address_line_2: 'Unit 4', phone_number: '' })).toEqual([
      'Ada Lovelace',
      'Engines Ltd',
      '12 Analytical Way',
      'Unit 4',
      'Springfield, IL 62701',
    ]);
  });

  it('explains a failed save or delete', () => {
    const conflict = new ApiError(409, { code: 'version_conflict', message: 'changed' });
    expect(addressErrorMessage(conflict, 'save')).toBe(EDIT_CONFLICT);
    expect(addressErrorMessage(conflict, 'delete')).toBe(DELETE_CONFLICT);
    expect(addressErrorMessage(new ApiError(404, { code: 'not_found', message: 'The address was not found.' }), 'delete')).toBe(GONE);
    expect(
      addressErrorMessage(new ApiError(409, { code: 'address_limit_reached', message: 'You can save up to 20 addresses.' }), 'save'),
    ).toBe('You can save up to 20 addresses.');
    expect(
      addressErrorMessage(new ApiError(400, { code: 'validation_failed', message: 'postal_code: Enter a 5-digit ZIP code' }), 'save'),
    ).toBe('postal_code: Enter a 5-digit ZIP code');
    expect(addressErrorMessage(new ApiError(500, { code: 'internal', message: 'x' }), 'save')).toBe(
      'Sorry something went wrong! Please try again later.',
    );
    expect(addressErrorMessage(new TypeError('Failed to fetch'), 'save')).toBe(NETWORK_ERROR);
  });
});
