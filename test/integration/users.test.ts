import { describe, expect, inject, it } from 'vitest';
import { api, cognito, newCustomer, signIn } from '../support/identities.ts';

describe('PUT /api/users', () => {
  it('creates the product user once, stores its id on the identity, and is idempotent under concurrency', async () => {
    const customer = await newCustomer('ensure');
    const results = await Promise.all([1, 2, 3, 4].map(() => api('PUT', '/api/users', { token: customer.idToken })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const ids = new Set(results.map((r) => r.json.user_id));
    expect(ids.size).toBe(1);
    const [userId] = ids;
    expect(userId).toMatch(/^[0-9a-z]{24}$/);
    expect(results[0]!.json).toMatchObject({ email: customer.email, first_name: 'Test', last_name: 'ensure' });

    const user = await cognito('AdminGetUser', { UserPoolId: inject('stack').userPoolId, Username: customer.email });
    const attrs = user.json.UserAttributes as { Name: string; Value: string }[];
    expect(attrs.find((a) => a.Name === 'custom:user_id')?.Value).toBe(userId);
    // A new token carries the attribute; calling again changes nothing.
    const fresh = await signIn(customer.email, customer.password);
    const again = await api('PUT', '/api/users', { token: fresh.idToken });
    expect(again.json.user_id).toBe(userId);
  });
});

describe('GET /api/users/{userId}', () => {
  it('answers the user themself and Admin; another customer gets 403; anonymous 401', async () => {
    const a = await newCustomer('alice');
    const b = await newCustomer('bob');
    const aId = (await api('PUT', '/api/users', { token: a.idToken })).json.user_id as string;
    await api('PUT', '/api/users', { token: b.idToken });
    const admin = inject('stack').admin!;
    const adminToken = (await signIn(admin.email, admin.password)).idToken;

    expect((await api('GET', `/api/users/${aId}`, { token: a.idToken })).status).toBe(200);
    const forB = await api('GET', `/api/users/${aId}`, { token: b.idToken });
    expect(forB.status).toBe(403);
    expect(forB.json.code).toBe('forbidden');
    expect((await api('GET', `/api/users/${aId}`)).status).toBe(401);
    const forAdmin = await api('GET', `/api/users/${aId}`, { token: adminToken });
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.json.email).toBe(a.email);
    expect((await api('GET', `/api/users/${'z'.repeat(24)}`, { token: adminToken })).status).toBe(404);
    // 'self' routes are checked before parsing (1b15419): a path naming someone else, even a malformed id, is 403.
    expect((await api('GET', '/api/users/short', { token: a.idToken })).status).toBe(403);
  });
});

describe('PUT /api/add-marketing-contact', () => {
  it('answers a new and a known address alike, whatever its letter case (the coupon is e-mailed: content-newsletter.test.ts)', async () => {
    const email = `News.${Date.now()}@Example.com`;
    const first = await api('PUT', '/api/add-marketing-contact', {
      body: { email, first_name: 'N', last_name: 'L', source: 'Newsletter' },
    });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ email });
    const again = await api('PUT', '/api/add-marketing-contact', {
      body: { email: email.toLowerCase(), first_name: '', last_name: '', source: 'Create Account' },
    });
    expect(again.json).toEqual({ email: email.toLowerCase() });
  });
});
