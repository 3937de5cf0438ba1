import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  confirmationCodeRule,
  differentPasswordRule,
  EMAIL_PATTERN,
  emailRule,
  firstNameRule,
  isPhoneInvalid,
  lastNameRule,
  loginPasswordRule,
  newPasswordRule,
  phoneRule,
} from '../../../web/src/features/auth/field-rules.ts';
import { changePasswordSchema, signInSchema, signUpSchema } from '../../../web/src/features/auth/auth-schemas.ts';
import { canSubmit } from '../../../web/src/lib/submit-state.ts';
import { requirementLabel } from '../../../web/src/components/ui/field/requirement.ts';

describe('email (docs/validation.md#email)', () => {
  it("checks zod's own e-mail pattern (what z.email() checks)", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('is required', () => {
    expect(emailRule('')).toBe('Email is required');
    expect(emailRule('   ')).toBe('Email is required');
  });
  it('must be valid', () => {
    expect(emailRule('ada')).toBe('Invalid email format');
    expect(emailRule('ada@')).toBe('Invalid email format');
    expect(emailRule('ada@example')).toBe('Invalid email format');
    expect(emailRule('ada@example.com')).toBeUndefined();
    expect(emailRule(' ada@example.com ')).toBeUndefined();
  });
});

describe('phone (docs/validation.md#phone)', () => {
  it('keeps only digits and needs exactly 10', () => {
    expect(phoneRule()('555123456')).toBe('Invalid phone number format. Must be 10 digits.');
    expect(phoneRule()('55512345678')).toBe('Invalid phone number format. Must be 10 digits.');
    expect(phoneRule()('(555)-123-4567')).toBeUndefined();
    expect(phoneRule()('555 123 4567')).toBeUndefined();
  });
  it('is optional unless required', () => {
    expect(phoneRule()('')).toBeUndefined();
    expect(phoneRule({ required: true })('')).toBe('Phone Number is required');
    expect(phoneRule({ required: true })('abc')).toBe('Phone Number is required');
  });
  it('is flagged invalid only when not empty and not 10 digits', () => {
    expect(isPhoneInvalid('')).toBe(false);
    expect(isPhoneInvalid('5551234567')).toBe(false);
    expect(isPhoneInvalid('555')).toBe(true);
  });
});

describe('passwords (docs/validation.md#passwords)', () => {
  it('login password is required', () => {
    expect(loginPasswordRule('')).toBe('Password is required');
    expect(loginPasswordRule('x')).toBeUndefined();
  });
  it('new password: required, 12 long (the pool policy), composition, no edge whitespace', () => {
    expect(newPasswordRule('')).toBe('New password is required');
    expect(newPasswordRule('Ab1')).toBe('Password must be at least 12 characters long');
    expect(newPasswordRule('Abcdefghij1')).toBe('Password must be at least 12 characters long');
    expect(newPasswordRule('Abcdefghijk1')).toBeUndefined();
    expect(newPasswordRule('abcdefghijk1')).toBe(
      'New password must contain at least 1 uppercase letter, 1 lowercase letter, and 1 number or special character',
    );
    expect(newPasswordRule('ABCDEFGHIJK1')).toBe(
      'New password must contain at least 1 uppercase letter, 1 lowercase letter, and 1 number or special character',
    );
    expect(newPasswordRule('Abcdefghijkl')).toBe(
      'New password must contain at least 1 uppercase letter, 1 lowercase letter, and 1 number or special character',
    );
    expect(newPasswordRule('Abcdefghijk$')).toBe(
      'New password must contain at least 1 uppercase letter, 1 lowercase letter, and 1 number or special character',
    );
    expect(newPasswordRule(' Abcdefghijk1')).toBe('Password cannot start or end with whitespace');
    expect(newPasswordRule('Abcdefghijk1 ')).toBe('Password cannot start or end with whitespace');
  });
  it('accepts a digit or one of ! @ # % & as the third kind', () => {
    for (const p of ['Abcdefghijk1', 'Abcdefghijk!', 'Abcdefghijk@', 'Abcdefghijk#', 'Abcdefghijk%', 'Abcdefghijk&', 'Abc defghijk1'])
      expect(newPasswordRule(p)).toBeUndefined();
  });
  it('a changed password must differ from the current one', () => {
    expect(differentPasswordRule('Abcdefg1', 'Abcdefg1')).toBe('Passwords must be different');
    expect(differentPasswordRule('Abcdefg1', 'Abcdefg2')).toBeUndefined();
    const parsed = changePasswordSchema.safeParse({ currentPassword: 'Abcdefghijk1', newPassword: 'Abcdefghijk1' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ message: 'Passwords must be different', path: ['newPassword'] });
  });
});

describe('docs/validation.md#names names and codes', () => {
  it('names are required', () => {
    expect(firstNameRule('')).toBe('First Name is required');
    expect(firstNameRule('  ')).toBe('First Name is required');
    expect(lastNameRule('')).toBe('Last Name is required');
    expect(firstNameRule('Ada')).toBeUndefined();
    expect(lastNameRule('Lovelace')).toBeUndefined();
  });
  it('confirmation code: required, digits only', () => {
    expect(confirmationCodeRule('')).toBe('Confirmation code is required');
    expect(confirmationCodeRule('12a456')).toBe('The field should have digits only');
    expect(confirmationCodeRule('12 456')).toBe('The field should have digits only');
    expect(confirmationCodeRule('123456')).toBeUndefined();
  });
});

describe('form schemas', () => {
  it('sign-in needs email and password', () => {
    const r = signInSchema.safeParse({ email: '', password: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Email is required', 'Password is required']);
  });
  it('sign-up reports every field with its own message', () => {
    const r = signUpSchema.safeParse({
      firstName: '',
      lastName: '',
      phoneNumber: '12',
      organization: '',
      email: 'x',
      password: 'short',
      marketingOptIn: false,
    });
    const byField = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      phoneNumber: 'Invalid phone number format. Must be 10 digits.',
      email: 'Invalid email format',
      password: 'Password must be at least 12 characters long',
    });
    const ok = signUpSchema.safeParse({
      firstName: 'Ada',
      lastName: 'L',
      phoneNumber: '',
      organization: '',
      email: 'a@b.co',
      password: 'Analytical-1843',
      marketingOptIn: true,
    });
    expect(ok.success).toBe(true);
  });
});

describe('submit state and labels', () => {
  it('submit is enabled only when valid, changed and not loading', () => {
    expect(canSubmit({ isValid: true, isDirty: true, loading: false })).toBe(true);
    expect(canSubmit({ isValid: false, isDirty: true, loading: false })).toBe(false);
    expect(canSubmit({ isValid: true, isDirty: false, loading: false })).toBe(false);
    expect(canSubmit({ isValid: true, isDirty: false, loading: false, prefilled: true })).toBe(true);
    expect(canSubmit({ isValid: true, isDirty: true, loading: true })).toBe(false);
  });
  it('labels show Required, Optional, and the phone reads "US Only - Optional"', () => {
    expect(requirementLabel('required')).toBe('Required');
    expect(requirementLabel('optional')).toBe('Optional');
    expect(requirementLabel('usOptional')).toBe('US Only - Optional');
  });
});
