import { describe, expect, inject, it } from 'vitest';
import { api, cognito, newCustomer, withAuthenticatorApp } from '../support/identities.ts';
import { answersWithin } from '../support/staff-standing-window.ts';

// The staff check against the local pool, through the gateway and the real handlers
// (docs/security.md#staff-second-factor, docs/security.md#stale-staff-privileges): a token's groups count only while
// the account holds them, is enabled and has an authenticator app. The stack trusts what it read for
// TEST_STANDING_WINDOW_MS instead of 60 s, so a change is refused once that window has passed.

const stack = inject('stack');
const poolCall = (action: string, email: string, extra: Record<string, unknown> = {}) =>
  cognito(action, { UserPoolId: stack.userPoolId, Username: email, ...extra });

describe('a staff member without a second factor', () => {
  it('gets 403 second_factor_required on staff routes, is a customer elsewhere, and is let in as soon as one is set up', async () => {
    const admin = await newCustomer('no-factor', ['Admin'], { secondFactor: false });
    const refused = await api('GET', '/api/internal/users', { token: admin.idToken });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('second_factor_required');
    expect(String(refused.json.message)).toMatch(/two-factor authentication/);
    // Anyone's store: creating the product user is a customer route.
    expect((await api('PUT', '/api/users', { token: admin.idToken })).status).toBe(200);

    // The account page's set-up, then the same token: no wait for the window.
    await withAuthenticatorApp(admin);
    expect((await api('GET', '/api/internal/users', { token: admin.idToken })).status).toBe(200);
  });
});

describe('a change in the pool', () => {
  it('refuses a removed group once the window has passed, and the rest of the store still answers', async () => {
    const engineer = await newCustomer('leaving', ['Engineer']);
    const boards = () => api('GET', '/api/internal/boards', { token: engineer.idToken });
    expect((await boards()).status).toBe(200);
    expect((await poolCall('AdminRemoveUserFromGroup', engineer.email, { GroupName: 'Engineer' })).status).toBe(200);
    const refused = await answersWithin(boards, 403);
    expect(refused.json.code).toBe('forbidden');
    expect((await api('PUT', '/api/users', { token: engineer.idToken })).status).toBe(200);
  });

  it('refuses a disabled account on staff routes once the window has passed', async () => {
    const blogger = await newCustomer('disabled', ['Blogger']);
    const posts = () => api('GET', '/api/internal/posts', { token: blogger.idToken });
    expect((await posts()).status).toBe(200);
    expect((await poolCall('AdminDisableUser', blogger.email)).status).toBe(200);
    const refused = await answersWithin(posts, 401);
    expect(refused.json.code).toBe('unauthorized');
  });
});
