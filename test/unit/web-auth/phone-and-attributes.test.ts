import { describe, expect, it } from 'vitest';
import {
  clearedAttributes,
  marketingContact,
  profileAttributes,
  signUpAttributes,
} from '../../../web/src/features/auth/account-attributes.ts';
import { formatPhone, onlyDigits, phoneForServer, phoneInputValue, stripCountryPrefix } from '../../../web/src/lib/phone.ts';

describe('phone formatting (docs/validation.md#phone)', () => {
  it('keeps digits only', () => expect(onlyDigits('(555) 123-4567 x')).toBe('5551234567'));
  it('shows exactly 10 digits as (ddd)-ddd-dddd, otherwise no formatted value', () => {
    expect(formatPhone('5551234567')).toBe('(555)-123-4567');
    expect(formatPhone('555-123-4567')).toBe('(555)-123-4567');
    expect(formatPhone('555123456')).toBeNull();
    expect(formatPhone('55512345678')).toBeNull();
  });
  it('strips the two-character country prefix of a stored phone', () => {
    expect(stripCountryPrefix('+15551234567')).toBe('5551234567');
    expect(stripCountryPrefix(null)).toBe('');
    expect(formatPhone(stripCountryPrefix('+15551234567'))).toBe('(555)-123-4567');
  });
  it('sends +1 and the digits, empty stays empty, the prefix can be suppressed', () => {
    expect(phoneForServer('(555)-123-4567')).toBe('+15551234567');
    expect(phoneForServer('')).toBe('');
    expect(phoneForServer('555.123.4567', { withPrefix: false })).toBe('5551234567');
  });
  it('an input shows digits while typing and the formatted number once complete', () => {
    expect(phoneInputValue('555-12')).toBe('55512');
    expect(phoneInputValue('5551234567')).toBe('(555)-123-4567');
    expect(phoneInputValue('(555)-123-45678')).toBe('55512345678');
  });
});

describe('docs/data-model.md#marketing-contact attributes and marketing contact', () => {
  const values = {
    firstName: ' Ada ',
    lastName: 'Lovelace',
    phoneNumber: '(555)-123-4567',
    organization: 'Analytical Engines',
    email: 'ada@example.com',
  };
  it('sends given_name, family_name, custom:organization and the normalised phone_number', () => {
    expect(signUpAttributes(values)).toEqual({
      email: 'ada@example.com',
      given_name: 'Ada',
      family_name: 'Lovelace',
      'custom:organization': 'Analytical Engines',
      phone_number: '+15551234567',
    });
  });
  it('leaves empty optional attributes out, and deletes the ones a user emptied', () => {
    const empty = { ...values, phoneNumber: '', organization: '' };
    expect(profileAttributes(empty)).toEqual({ given_name: 'Ada', family_name: 'Lovelace' });
    expect(clearedAttributes({ phoneNumber: '+15551234567', organization: 'X' }, empty)).toEqual(['phone_number', 'custom:organization']);
    expect(clearedAttributes({ phoneNumber: null, organization: null }, empty)).toEqual([]);
  });
  it('the marketing contact on sign-up has source "Create Account"', () => {
    expect(marketingContact(values)).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      source: 'Create Account',
    });
  });
});
