import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '../../../web/src/features/auth/auth-errors.ts';
import { isRetryableStatus, retryDelayMs } from '../../../web/src/lib/api/retry.ts';
import { isId, newId } from '../../../contracts/ids.ts';
import { hasGroups } from '../../../contracts/groups.ts';

describe('SPEC §7 retry policy', () => {
  it('retries throttling and server errors only', () => {
    for (const s of [429, 500, 502, 503, 504]) expect(isRetryableStatus(s)).toBe(true);
    for (const s of [400, 401, 403, 404, 409, 501]) expect(isRetryableStatus(s)).toBe(false);
  });
  it('waits 2^attempt × 100 ms plus up to 100 ms', () => {
    expect(retryDelayMs(1, () => 0)).toBe(200);
    expect(retryDelayMs(2, () => 0.5)).toBe(450);
    expect(retryDelayMs(30, () => 0)).toBe(300_000);
  });
});

describe('SPEC §8 auth messages', () => {
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
