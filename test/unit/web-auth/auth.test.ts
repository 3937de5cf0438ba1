import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '../../../web/src/features/auth/auth-errors.ts';
import { isId, newId } from '#contracts/ids.ts';
import { hasGroups } from '#contracts/groups.ts';

describe('auth messages (docs/messages.md#identity-service-messages)', () => {
  it('maps identity-service errors to the user-facing wording', () => {
    expect(authErrorMessage({ name: 'NotAuthorizedException' })).toBe('Incorrect username or password.');
    expect(authErrorMessage({ name: 'CodeMismatchException' })).toBe('Invalid confirmation code provided, please try again.');
    expect(authErrorMessage({ name: 'UsernameExistsException' })).toBe('Account with this email already exists.');
    expect(authErrorMessage(new Error('x'))).toBe('An unknown error has occurred.');
  });
});

describe('ids and groups', () => {
  it('makes 24-character alphanumeric ids that sort by time', () => {
    const a = newId(1_700_000_000_000);
    const b = newId(1_700_000_000_001);
    expect(isId(a)).toBe(true);
    expect(a < b).toBe(true);
    expect(isId('short')).toBe(false);
  });
  it('lets Admin pass every group check, others need every listed group', () => {
    expect(hasGroups(['Admin'], ['Engineer', 'Blogger'])).toBe(true);
    expect(hasGroups(['Engineer'], ['Engineer', 'Blogger'])).toBe(false);
    expect(hasGroups(['Engineer', 'Blogger'], ['Engineer', 'Blogger'])).toBe(true);
  });
});
